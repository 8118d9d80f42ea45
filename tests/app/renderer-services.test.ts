// The app's services for the renderer: a photo is prepared without the downscaling code when it
// needs none, and sent as it is when that code cannot load (a dropped connection), never lost
// (decision 007).
import { describe, expect, it, vi } from 'vitest';
import { rendererServices } from '../../src/app/renderer-services';

const asked = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/lib/downscale-image', () => {
  asked.count += 1;
  throw new Error('Failed to fetch dynamically imported module');
});

const photo = (size: number) =>
  new File([new Uint8Array(size)], 'receipt.png', { type: 'image/png' });

describe('preparing a photo', () => {
  it('a small one is sent as it is, without asking for the downscaling code', async () => {
    const small = photo(200);
    await expect(rendererServices.images.prepareImage(small)).resolves.toEqual({
      blob: small,
      name: 'receipt.png',
    });
    expect(asked.count).toBe(0);
  });

  it('a large one is sent as it is when the downscaling code does not load', async () => {
    const large = photo(2_000_000);
    await expect(rendererServices.images.prepareImage(large)).resolves.toEqual({
      blob: large,
      name: 'receipt.png',
    });
    expect(asked.count).toBe(1);
  });
});
