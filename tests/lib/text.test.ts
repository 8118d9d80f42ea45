import { describe, expect, it } from 'vitest';
import { limitLength } from '../../src/lib/text';

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
