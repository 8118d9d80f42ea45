// What the oldest browsers we serve can run (decision 054): Android's web view from Chrome 93,
// iOS from 15.4. The build lowers syntax to ES2020 but adds no polyfill, so a newer function
// throws there, and a newer regular expression is a syntax error: the module that holds one
// does not load, and its page with it. The studio and the developer pages run on desks.
// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const desktopOnly = ['src/studio', 'src/dev', 'src/pages/test-preview'];

/** Each with the first Chrome and Safari that have it. */
const tooNew: readonly (readonly [RegExp, string])[] = [
  [/\(\?<[=!]/, 'a lookbehind in a regular expression (Safari 16.4)'],
  [/AbortSignal\.(?:timeout|any)\b/, 'AbortSignal.timeout or .any (Safari 16, 17.4)'],
  [/\.(?:toSorted|toReversed|toSpliced|findLast|findLastIndex)\(/, 'an array method (Chrome 97)'],
  [/\b(?:Object|Map)\.groupBy\b|Promise\.withResolvers|Array\.fromAsync/, 'Chrome 117'],
  [/\bstructuredClone\(/, 'structuredClone (Chrome 98)'],
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (desktopOnly.includes(path.relative(root, file))) return [];
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

describe('code a phone runs', () => {
  it('uses nothing newer than Chrome 93 and Safari 15.4 have', () => {
    const found = ['src', 'renderers']
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .flatMap((file) => {
        const text = fs.readFileSync(file, 'utf8');
        return tooNew
          .filter(([pattern]) => pattern.test(text))
          .map(([, what]) => `${path.relative(root, file)}: ${what}`);
      });
    expect(found).toEqual([]);
  });
});
