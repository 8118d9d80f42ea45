import { describe, expect, it, vi } from 'vitest';
import { isImageFile } from '../../renderers/form/image-file';
import {
  DOWNSCALE_ABOVE_BYTES,
  fitWithin,
  jpegName,
  prepareImage,
  shouldDownscale,
} from '../../src/lib/downscale-image';

describe('isImageFile', () => {
  it('accepts image types and refuses others', () => {
    expect(isImageFile({ type: 'image/jpeg', name: 'a.jpg' })).toBe(true);
    expect(isImageFile({ type: 'image/png', name: 'x' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf', name: 'a.jpg' })).toBe(false);
    expect(isImageFile({ type: 'text/plain', name: 'notes.txt' })).toBe(false);
  });
  it('decides by the name when the picker gives no type', () => {
    expect(isImageFile({ type: '', name: 'IMG_0001.JPG' })).toBe(true);
    expect(isImageFile({ type: '', name: 'contract.pdf' })).toBe(false);
  });
});

describe('shouldDownscale', () => {
  it('only large photos, never GIF or SVG', () => {
    expect(shouldDownscale({ type: 'image/jpeg', size: DOWNSCALE_ABOVE_BYTES })).toBe(false);
    expect(shouldDownscale({ type: 'image/jpeg', size: 8_000_000 })).toBe(true);
    expect(shouldDownscale({ type: 'image/gif', size: 8_000_000 })).toBe(false);
    expect(shouldDownscale({ type: 'image/svg+xml', size: 8_000_000 })).toBe(false);
  });
});

describe('fitWithin', () => {
  it('scales the longest edge down to the limit and keeps the ratio', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
  });
  it('never enlarges, and never reaches zero', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10000, 2, 1600)).toEqual({ width: 1600, height: 1 });
  });
});

describe('jpegName', () => {
  it('swaps the extension, keeping a name without one', () => {
    expect(jpegName('IMG_1.HEIC')).toBe('IMG_1.jpg');
    expect(jpegName('photo')).toBe('photo.jpg');
    expect(jpegName('.png')).toBe('image.jpg');
  });
});

describe('prepareImage', () => {
  it('sends a small file untouched', async () => {
    const file = new File([new Uint8Array(1000)], 'small.png', { type: 'image/png' });
    const prepared = await prepareImage(file);
    expect(prepared.blob).toBe(file);
    expect(prepared.name).toBe('small.png');
  });
  it('sends the original when the image cannot be decoded here', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new Error('undecodable'))),
    );
    try {
      const file = new File([new Uint8Array(2_000_000)], 'big.heic', { type: 'image/heic' });
      const prepared = await prepareImage(file);
      expect(prepared.blob).toBe(file);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
