// @vitest-environment node
// `npm run preview` rebuilds a dist/ that is older than the sources (scripts/preview.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isBuildStale } from '../../scripts/preview';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-stale-'));
const index = path.join(dir, 'index.html');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('isBuildStale', () => {
  it('is stale without a build', () => {
    expect(isBuildStale(path.join(dir, 'missing.html'))).toBe(true);
  });

  it('is stale when a source changed after the build, fresh otherwise', () => {
    fs.writeFileSync(index, '<!doctype html>');
    fs.utimesSync(index, new Date(0), new Date(0));
    expect(isBuildStale(index)).toBe(true);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(index, later, later);
    expect(isBuildStale(index)).toBe(false);
  });
});
