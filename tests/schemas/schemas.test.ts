// The schemas, the generated validators and the renderer registry agree: adding a node type
// in one place and forgetting another fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultNodes } from '../../renderers/registry';
import { validateScreen } from '../../src/generated/validators/v1/screen/screen';

const root = path.resolve(import.meta.dirname, '../..');
const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(root, rel), 'utf8'));
const nodeDir = 'schemas/v1/screen/nodes';
const nodeFiles = fs
  .readdirSync(path.join(root, nodeDir))
  .filter((f) => f.endsWith('.schema.json') && f !== 'unknown.schema.json');
const knownTypes = nodeFiles
  .map((f) => read(`${nodeDir}/${f}`).properties.type.const as string)
  .sort();

describe('node schemas', () => {
  it('each node schema requires its type, named like its file', () => {
    for (const file of nodeFiles) {
      const schema = read(`${nodeDir}/${file}`);
      expect(schema.required).toContain('type');
      expect(`${schema.properties.type.const}.schema.json`).toBe(file);
    }
  });

  it('the node union, the unknown-node exclusion and the registry list the same types', () => {
    const union = read('schemas/v1/screen/node.schema.json').oneOf.map(
      (r: { $ref: string }) => r.$ref,
    );
    expect(union).toEqual([
      ...nodeFiles.map((f) => `nodes/${f}`).sort((a, b) => union.indexOf(a) - union.indexOf(b)),
      'nodes/unknown.schema.json',
    ]);
    expect(union.filter((r: string) => r !== 'nodes/unknown.schema.json').sort()).toEqual(
      nodeFiles.map((f) => `nodes/${f}`).sort(),
    );
    expect([...read(`${nodeDir}/unknown.schema.json`).properties.type.not.enum].sort()).toEqual(
      knownTypes,
    );
    expect(Object.keys(defaultNodes).sort()).toEqual(knownTypes);
  });
});

describe('screen validator', () => {
  const screensDir = 'schemas/v1/screens';
  for (const file of fs.readdirSync(path.join(root, screensDir))) {
    it(`accepts the shipped layout ${file}`, () => {
      const ok = validateScreen(read(`${screensDir}/${file}`));
      expect(validateScreen.errors ?? []).toEqual([]);
      expect(ok).toBe(true);
    });
  }

  const base = { type: 'screen', version: '1.0', id: 'x', title: 'T' };
  it('accepts an unknown node type with a fallback', () => {
    expect(
      validateScreen({
        ...base,
        body: [{ type: 'carousel', fallback: { type: 'text', text: 'x' } }],
      }),
    ).toBe(true);
  });
  it('rejects a known node with a wrong shape and points at it', () => {
    expect(validateScreen({ ...base, body: [{ type: 'text' }] })).toBe(false);
    expect(validateScreen.errors?.[0]?.instancePath).toMatch(/^\/body\/0/);
  });
  it('rejects a node without a type, and a newer major version', () => {
    expect(validateScreen({ ...base, body: [{ text: 'x' }] })).toBe(false);
    expect(validateScreen({ ...base, version: '2.0', body: [] })).toBe(false);
  });
  it('rejects expression strings where a condition is expected', () => {
    expect(
      validateScreen({ ...base, body: [{ type: 'text', text: 'x', when: 'data.flag == 1' }] }),
    ).toBe(false);
  });
});
