import { describe, expect, it } from 'vitest';
import { limitLength } from '../../src/lib/text';
import { limitEdit } from '../../renderers/form/limit-edit';

describe('limitLength', () => {
  it('keeps up to max UTF-16 units and drops the rest', () => {
    expect(limitLength('abcdef', 4)).toBe('abcd');
    expect(limitLength('abcd', 4)).toBe('abcd');
    expect(limitLength('', 4)).toBe('');
  });
  it('never cuts an emoji in half', () => {
    expect(limitLength('abc😀', 4)).toBe('abc');
    expect(limitLength('ab😀c', 4)).toBe('ab😀');
  });
  it('drops a lone half an emoji a browser left at the end', () => {
    expect(limitLength(`ab${'😀'.charAt(0)}`, 4)).toBe('ab');
  });
});

describe('limitEdit', () => {
  it('an insertion past the limit keeps what fits of it, where it was typed, not the end', () => {
    expect(limitEdit('abcdef', 'abcXYdef', 7)).toEqual({ text: 'abcXdef', caret: 4 });
    expect(limitEdit('abcdef', 'abXYZcdef', 6)).toEqual({ text: 'abcdef', caret: 2 });
    expect(limitEdit('ab', 'abcdef', 4)).toEqual({ text: 'abcd', caret: 4 });
  });
  it('a replacement keeps the rest of the text and never half an emoji', () => {
    expect(limitEdit('abcd', 'a😀😀d', 4)).toEqual({ text: 'a😀d', caret: 3 });
    expect(limitEdit('abc', 'abc', 4)).toEqual({ text: 'abc', caret: 3 });
  });
  it('text already past the limit (a tampered draft) is cut at its end', () => {
    expect(limitEdit('abcdef', 'abcdefg', 4)).toEqual({ text: 'abcd', caret: 4 });
  });
});
