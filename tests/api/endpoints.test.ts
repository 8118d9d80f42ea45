// @vitest-environment node
// Each endpoint is declared once (src/api/*-endpoints.ts) and the fixture API's contract list
// is built from those declarations. What can still disagree is checked here: the schema file
// an endpoint names and the validator it carries, against its recorded default answer.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contracts } from '../../fixtures/contracts';
import { allEndpoints } from '../../src/api/all-endpoints';
import * as wires from '../../src/api/wire';
import { validatorFor } from './validators';

const root = path.resolve(import.meta.dirname, '../..');

describe('endpoint declarations', () => {
  it('every endpoint once, and the fixture contracts are exactly those endpoints', () => {
    const paths = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(paths).size).toBe(paths.length);
    expect(contracts.map((c) => `${c.method} ${c.path}`)).toEqual(paths);
    expect(paths).toContain('POST /v3/bind-card/card-init');
  });

  it("a page's opening calls have their validators at hand; every other call's loads later", () => {
    const opening = new Set(
      Object.values(wires).flatMap((wire) =>
        typeof wire === 'object' && 'path' in wire ? [wire.path] : [],
      ),
    );
    expect(opening.size).toBeGreaterThanOrEqual(17);
    for (const endpoint of allEndpoints)
      expect(typeof endpoint.validate === 'function', endpoint.path).toBe(
        opening.has(endpoint.path),
      );
  });

  for (const endpoint of allEndpoints) {
    it(`${endpoint.path}: its schema file exists and its validator accepts its default answer`, () => {
      expect(fs.existsSync(path.join(root, 'schemas/v1/api', endpoint.schema))).toBe(true);
      const file = path.join(root, 'fixtures/api', `${endpoint.path}/default.json`);
      const answer: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      expect(validatorFor(endpoint)(answer), JSON.stringify(validatorFor(endpoint).errors)).toBe(
        true,
      );
    });
  }

  it('a GET carries its fields in the query; a POST has a body', () => {
    for (const endpoint of allEndpoints) {
      if (endpoint.method === 'GET') expect(endpoint.body).toBe('none');
      else expect(endpoint.body).not.toBe('none');
    }
  });
});
