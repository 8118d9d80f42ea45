// The app's services for the renderer: a photo whose downscaling code cannot load (a dropped
// connection) is sent as it is, never lost (decision 007).
import { describe, expect, it, vi } from 'vitest';
import { rendererServices } from '../../src/app/renderer-services';

vi.mock('../../src/lib/downscale-image', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('preparing a photo', () => {
  it('sends the original when the downscaling code does not load', async () => {
    const photo = new File([new Uint8Array(200)], 'receipt.png', { type: 'image/png' });
    await expect(rendererServices.images.prepareImage(photo)).resolves.toEqual({
      blob: photo,
      name: 'receipt.png',
    });
  });
});
