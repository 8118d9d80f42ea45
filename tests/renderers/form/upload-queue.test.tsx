// The image picker's queue changes one item in place (immer): progress on the image being
// uploaded leaves the other images the same objects, so their thumbnails are not drawn again.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Uploader } from '../../../renderers/context';
import { useUploadQueue } from '../../../renderers/form/use-upload-queue';
import { t } from '../render-screen';

describe('the upload queue', () => {
  it('updates the item at its place and keeps its siblings', async () => {
    let progress: ((fraction: number) => void) | undefined;
    const uploader: Uploader = (_file, _name, { onProgress }) => {
      progress = onProgress;
      return new Promise(() => {});
    };
    const images = {
      prepareImage: (file: File) => Promise.resolve({ blob: file, name: file.name }),
    };
    const { result } = renderHook(() =>
      useUploadQueue({ max: 3, uploader, t, initialUrls: ['https://cdn.test/a.png'], images }),
    );
    act(() => result.current.add([new File(['x'], 'b.png', { type: 'image/png' })]));
    await waitFor(() => expect(result.current.items[1]?.status).toBe('uploading'));
    const before = result.current.items;
    const [first, second] = before;
    act(() => progress?.(0.5));
    const after = result.current.items;
    expect(after).not.toBe(before);
    expect(after[1]).not.toBe(second);
    expect(after[1]?.percent).toBe(50);
    expect(after[0]).toBe(first);

    // Removing the first keeps the second as it was.
    const uploading = after[1];
    act(() => result.current.remove(first!.id));
    expect(result.current.items).toEqual([uploading]);
    expect(result.current.items[0]).toBe(uploading);
  });
});
