import { describe, expect, it } from 'vitest';
import { resolvePointer } from '../../renderers/pointer';

const doc = { data: { email: 'a@b.example', list: [{ title: 'x' }], 'a/b': 1, 'm~n': 2 } };

describe('resolvePointer', () => {
  it('reads nested objects and arrays', () => {
    expect(resolvePointer(doc, '/data/email')).toBe('a@b.example');
    expect(resolvePointer(doc, '/data/list/0/title')).toBe('x');
  });
  it('unescapes ~1 and ~0', () => {
    expect(resolvePointer(doc, '/data/a~1b')).toBe(1);
    expect(resolvePointer(doc, '/data/m~0n')).toBe(2);
  });
  it('returns the whole document for the empty pointer', () => {
    expect(resolvePointer(doc, '')).toBe(doc);
  });
  it('is undefined for missing paths, bad indexes and inherited keys', () => {
    expect(resolvePointer(doc, '/data/missing/deeper')).toBeUndefined();
    expect(resolvePointer(doc, '/data/list/01')).toBeUndefined();
    expect(resolvePointer(doc, '/data/list/-1')).toBeUndefined();
    expect(resolvePointer(doc, '/data/toString')).toBeUndefined();
    expect(resolvePointer(doc, 'data')).toBeUndefined();
  });
});
