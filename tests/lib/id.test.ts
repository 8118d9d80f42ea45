import { describe, it, expect, vi } from 'vitest';
import { newId } from '../../src/lib/id';

describe('newId', () => {
  it('is lowercase hex in the 8-4-4-4-12 pattern', () => {
    for (let i = 0; i < 50; i += 1) {
      expect(newId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });

  it('is different each time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newId()));
    expect(ids.size).toBe(200);
  });

  it('uses crypto.getRandomValues', () => {
    const spy = vi
      .spyOn(crypto, 'getRandomValues')
      .mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
        if (array instanceof Uint8Array) array.fill(0xff);
        return array;
      });
    expect(newId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
