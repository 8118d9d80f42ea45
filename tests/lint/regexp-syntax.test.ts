// Regular expressions every phone we serve can parse. A lookbehind ((?<= or (?<!) is a syntax
// error in iOS before 16.4: the module that holds one does not load, and its page with it.
// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

describe('regular expressions', () => {
  it('use no lookbehind, which older iPhones cannot parse', () => {
    const found = ['src', 'renderers']
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => /\(\?<[=!]/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(found).toEqual([]);
  });
});
