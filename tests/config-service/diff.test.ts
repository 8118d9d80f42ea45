// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { diff } from '../../server/config-service/diff';

describe('diff', () => {
  it('is empty for equal documents', () => {
    expect(diff({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toEqual([]);
  });

  it('names each change by JSON Pointer, escaping ~ and /', () => {
    expect(diff({ 'a/b': 1, 'c~d': 2, keep: true }, { 'a/b': 3, keep: true, e: { f: 1 } })).toEqual(
      [
        { pointer: '/a~1b', op: 'replace', before: 1, after: 3 },
        { pointer: '/c~0d', op: 'remove', before: 2 },
        { pointer: '/e', op: 'add', after: { f: 1 } },
      ],
    );
  });

  it('compares lists by position; removals from the end backwards', () => {
    expect(diff({ l: [1, 2, 3, 4] }, { l: [1, 5] })).toEqual([
      { pointer: '/l/1', op: 'replace', before: 2, after: 5 },
      { pointer: '/l/3', op: 'remove', before: 4 },
      { pointer: '/l/2', op: 'remove', before: 3 },
    ]);
    expect(diff([1], [1, [2]])).toEqual([{ pointer: '/1', op: 'add', after: [2] }]);
  });

  it('replaces a value whose type changes, and the whole document at ""', () => {
    expect(diff({ a: [1] }, { a: { 0: 1 } })).toEqual([
      { pointer: '/a', op: 'replace', before: [1], after: { 0: 1 } },
    ]);
    expect(diff({ a: 1 }, null)).toEqual([
      { pointer: '', op: 'replace', before: { a: 1 }, after: null },
    ]);
    expect(diff({ a: 1 }, { a: '1' })).toEqual([
      { pointer: '/a', op: 'replace', before: 1, after: '1' },
    ]);
  });
});
