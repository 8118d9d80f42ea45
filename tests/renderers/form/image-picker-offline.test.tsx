// The image picker's queue changes with immer, whose code comes after the page
// (renderers/produce.ts): on a flaky network it may not come. A pick that waited for it is
// dropped then, so the borrower is told (once for the load, however many changes waited), and
// the next pick asks for the code again and shows its photo.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Uploader } from '../../../renderers/context';

/** How many more times immer's code fails to load (the test setup's load came before). */
const network = vi.hoisted(() => ({ failures: 2 }));

vi.mock('../../../renderers/immer-produce', async (importOriginal) => {
  if (network.failures > 0) {
    network.failures -= 1;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

const NETWORK = 'No connection. Please check your network and try again.';

function pick(...files: File[]) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

const png = (name: string) => new File([new Uint8Array(200)], name, { type: 'image/png' });
const names = () => screen.queryAllByTestId('complain-image').map((item) => item.textContent ?? '');

afterEach(() => vi.restoreAllMocks());

describe('when immer does not arrive', () => {
  it('a dropped pick says so once, takes no place for an image, and the next pick shows its photo', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The renderer as a page has it before immer has come.
    vi.resetModules();
    const { subscribeToast } = await import('../../../renderers/ui/toast-store');
    const { renderForm } = await import('./render-form');
    const toasts: string[] = [];
    const unsubscribe = subscribeToast((toast) => toast && toasts.push(toast.text));
    const uploader = vi.fn<Uploader>(() => new Promise(() => {}));
    renderForm(
      [
        {
          type: 'image-picker',
          id: 'complain',
          name: 'images',
          label: { key: 'complainForm.images' },
          max: 2,
          upload: 'problemImage',
        },
      ],
      {},
      { uploaders: { problemImage: uploader } },
    );
    // Asked for once the page is painted, it does not come: nothing was waiting, nothing to say.
    await waitFor(() => expect(network.failures).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toasts).toEqual([]);

    // Two quick picks wait for it; it does not come again.
    pick(png('a.png'));
    pick(png('b.png'));
    await waitFor(() => expect(toasts).toEqual([NETWORK]));
    expect(network.failures).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toasts).toEqual([NETWORK]);
    expect(names()).toEqual([]);

    // The borrower picks again: the code comes and the photo shows, uploading.
    pick(png('c.png'));
    await waitFor(() => expect(names()).toHaveLength(1));
    expect(names()[0]).toContain('c.png');
    await waitFor(() => expect(uploader).toHaveBeenCalledTimes(1));
    expect(uploader.mock.calls[0]?.[1]).toBe('c.png');
    expect(toasts).toEqual([NETWORK]);

    // The dropped picks hold none of the two places: one more goes in, the next is refused.
    pick(png('d.png'), png('e.png'));
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(names()[1]).toContain('d.png');
    expect(screen.getByText('You can add up to 2 images.')).toBeTruthy();
    unsubscribe();
  });
});
