// The image picker with a fake uploader the test settles by hand: images only, at most
// `max`, one upload at a time with progress, retry, remove (which stops the upload), the
// form value (the uploaded URLs in order) and submit waiting for the uploads.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UploadResult, Uploader } from '../../../renderers/context';
import { currentToast } from '../../../renderers/ui/toast-store';
import { renderForm, send } from './render-form';

interface Call {
  name: string;
  size: number;
  signal: AbortSignal;
  progress: (fraction: number) => void;
  settle: (result: UploadResult) => Promise<void>;
}

function fakeUploader() {
  const calls: Call[] = [];
  const uploader = vi.fn<Uploader>(
    (file, fileName, { signal, onProgress }) =>
      new Promise<UploadResult>((resolve) => {
        calls.push({
          name: fileName,
          size: file.size,
          signal,
          progress: (fraction) => act(() => onProgress(fraction)),
          settle: async (result) => {
            await act(async () => resolve(result));
          },
        });
      }),
  );
  return { uploader, calls };
}

const picker = (extra: object = {}) => ({
  type: 'image-picker',
  id: 'complain',
  name: 'images',
  label: { key: 'complainForm.images' },
  max: 9,
  upload: 'problemImage',
  ...extra,
});

const png = (name: string, size = 200) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

function pick(...files: File[]) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

const statuses = () => screen.queryAllByTestId('complain-image').map((i) => i.dataset.status);
const url = (n: number) => `https://img.lender.example/problem/${n}.jpg`;

function setup(extra: object = {}, data: unknown = {}, values?: string) {
  const fake = fakeUploader();
  const view = renderForm([picker(extra)], data, {
    uploaders: { problemImage: fake.uploader },
    values,
  });
  return { ...fake, ...view };
}

describe('image picker: uploads', () => {
  it('uploads one image at a time, with progress, and the heading counts them', async () => {
    const { calls, uploader } = setup();
    expect(screen.getByRole('heading', { name: 'Images (0/9)' })).toBeTruthy();
    pick(png('a.png', 300), png('b.png', 400));
    expect(screen.getByRole('heading', { name: 'Images (2/9)' })).toBeTruthy();
    await waitFor(() => expect(statuses()).toEqual(['uploading', 'waiting']));
    expect(uploader).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => [c.name, c.size])).toEqual([['a.png', 300]]);
    expect(screen.getByText('Waiting to upload')).toBeTruthy();

    calls[0]?.progress(0.5);
    expect(screen.getByText('Uploading 50%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'a.png' }).getAttribute('value')).toBe('50');

    await calls[0]?.settle({ ok: true, url: url(1) });
    await waitFor(() => expect(statuses()).toEqual(['done', 'uploading']));
    expect(currentToast()?.text).toBe('Upload succeeded!');
    expect(calls.map((c) => c.name)).toEqual(['a.png', 'b.png']);
    await calls[1]?.settle({ ok: true, url: url(2) });
    expect(statuses()).toEqual(['done', 'done']);
    expect(screen.getAllByText('Uploaded')).toHaveLength(2);
    expect(screen.queryByRole('progressbar')).toBeNull();
    const thumbs = screen.getAllByTestId('complain-thumbnail');
    expect(thumbs.map((t) => t.getAttribute('src')?.startsWith('blob:'))).toEqual([true, true]);
  });

  it('the form value is the uploaded URLs in order', async () => {
    const user = userEvent.setup();
    const { calls, emits } = setup();
    pick(png('a.png'), png('b.png'));
    await waitFor(() => expect(calls).toHaveLength(1));
    await calls[0]?.settle({ ok: true, url: url(1) });
    await waitFor(() => expect(calls).toHaveLength(2));
    await calls[1]?.settle({ ok: true, url: url(2) });
    await user.click(send());
    expect(emits()).toEqual([{ type: 'emit', name: 'send', values: { images: [url(1), url(2)] } }]);
  });

  it('takes images only, naming the refused file', async () => {
    const { uploader } = setup();
    pick(new File(['%PDF'], 'contract.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe(
      '"contract.pdf" is not an image. Please choose a photo.',
    );
    expect(statuses()).toEqual([]);
    await act(async () => {});
    expect(uploader).not.toHaveBeenCalled();
  });

  it('takes at most max images, two quick picks together too, then hides the picker', () => {
    setup({ max: 3 });
    pick(png('1.png'), png('2.png'));
    pick(png('3.png'), png('4.png'));
    expect(statuses()).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Images (3/3)' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('You can add up to 3 images.');
    expect(screen.queryByLabelText(/Add images/)).toBeNull();
  });

  it('a failed upload shows its message; retry uploads it again', async () => {
    const { calls } = setup();
    pick(png('a.png'));
    await waitFor(() => expect(calls).toHaveLength(1));
    await calls[0]?.settle({ ok: false, message: 'The image could not be saved.' });
    const failed = screen.getByText('Not uploaded: The image could not be saved.');
    expect(failed.getAttribute('role')).toBe('alert');
    expect(statuses()).toEqual(['failed']);

    fireEvent.click(screen.getByRole('button', { name: 'Upload a.png again' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await calls[1]?.settle({ ok: true, url: url(1) });
    expect(statuses()).toEqual(['done']);
    expect(screen.queryByRole('button', { name: 'Upload a.png again' })).toBeNull();
  });

  it('a failure that is final (a photo too large) offers no retry, only remove', async () => {
    const { calls } = setup();
    pick(png('big.png'));
    await waitFor(() => expect(calls).toHaveLength(1));
    await calls[0]?.settle({ ok: false, message: 'Too large.', final: true });
    expect(screen.getByText('Not uploaded: Too large.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload big.png again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove big.png' })).toBeTruthy();
  });

  it("removing an image moves focus to the next image's Remove, then to Add images", async () => {
    const { calls } = setup();
    pick(png('a.png'), png('b.png'));
    await waitFor(() => expect(calls).toHaveLength(1));
    await calls[0]?.settle({ ok: true, url: url(1) });
    await waitFor(() => expect(calls).toHaveLength(2));
    await calls[1]?.settle({ ok: true, url: url(2) });
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove b.png' })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.png' }));
    await waitFor(() => expect(document.activeElement?.getAttribute('type')).toBe('file'));
  });

  it('remove stops the upload in flight and frees the thumbnail; the next one starts', async () => {
    const { calls } = setup();
    pick(png('a.png'), png('b.png'));
    await waitFor(() => expect(screen.getAllByTestId('complain-thumbnail')).toHaveLength(1));
    const thumbnail = screen.getByTestId('complain-thumbnail').getAttribute('src');
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(revoke).toHaveBeenCalledWith(thumbnail);
    await waitFor(() => expect(calls.map((c) => c.name)).toEqual(['a.png', 'b.png']));
    expect(statuses()).toEqual(['uploading']);
    // A late answer of the stopped upload changes nothing.
    await calls[0]?.settle({ ok: true, url: url(1) });
    expect(statuses()).toEqual(['uploading']);
  });

  it('leaving the page stops the upload in flight', async () => {
    const { calls, unmount } = setup();
    pick(png('a.png'));
    await waitFor(() => expect(calls).toHaveLength(1));
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it.each(['elsewhere', 'toString'])(
    'without an uploader named %s the image fails clearly',
    async (upload) => {
      const { uploader } = setup({ upload });
      pick(png('a.png'));
      await waitFor(() => expect(statuses()).toEqual(['failed']));
      expect(
        screen.getByText('Not uploaded: Images cannot be uploaded on this page.'),
      ).toBeTruthy();
      expect(uploader).not.toHaveBeenCalled();
    },
  );

  it('an uploader that throws fails that image and the queue goes on', async () => {
    const failing: Uploader = vi.fn(async () => {
      throw new Error('bug');
    });
    renderForm([picker()], {}, { uploaders: { problemImage: failing } });
    pick(png('a.png'), png('b.png'));
    await waitFor(() => expect(statuses()).toEqual(['failed', 'failed']));
    expect(
      screen.getAllByText('Not uploaded: Something went wrong. Please try again.'),
    ).toHaveLength(2);
  });
});

describe('image picker: submit', () => {
  it('waits while an image is uploading, with the message under the list', async () => {
    const user = userEvent.setup();
    const { calls, emits } = setup();
    pick(png('a.png'));
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please wait until your images finish uploading.');
    expect(emits()).toEqual([]);
    // The list is described by the message; it clears when the upload is done.
    const list = alert.closest('[data-field]')?.querySelector('[aria-describedby]');
    expect(list?.getAttribute('aria-describedby')).toBe(alert.id);
    await calls[0]?.settle({ ok: true, url: url(1) });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.click(send());
    expect(emits()).toEqual([{ type: 'emit', name: 'send', values: { images: [url(1)] } }]);
  });

  it('refuses while an image failed, until it is removed', async () => {
    const user = userEvent.setup();
    const { calls, emits } = setup();
    pick(png('a.png'));
    await waitFor(() => expect(calls).toHaveLength(1));
    await calls[0]?.settle({ ok: false, message: 'Too big.' });
    await user.click(send());
    expect(
      await screen.findByText('Some images were not uploaded. Upload them again or remove them.'),
    ).toHaveProperty('role', 'alert');
    expect(emits()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.click(send());
    expect(emits()).toEqual([{ type: 'emit', name: 'send', values: { images: [] } }]);
  });

  it('images the form already had show as uploaded and stay in the value', async () => {
    const user = userEvent.setup();
    const { calls, emits } = setup({}, { v: { images: [url(7)] } }, '/v');
    expect(statuses()).toEqual(['done']);
    expect(screen.getByText('7.jpg')).toBeTruthy();
    expect(screen.getByTestId('complain-thumbnail').getAttribute('src')).toBe(url(7));
    pick(png('b.png'));
    await waitFor(() => expect(calls).toHaveLength(1));
    await calls[0]?.settle({ ok: true, url: url(8) });
    await user.click(send());
    expect(emits()[0]?.values).toEqual({ images: [url(7), url(8)] });
  });

  it('a required rule needs at least one image', async () => {
    const user = userEvent.setup();
    const { emits } = setup({ rules: { required: { message: 'Add a photo of the receipt' } } });
    await user.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Add a photo of the receipt');
    expect(within(alert.closest('section') as HTMLElement).getByRole('heading')).toBeTruthy();
    expect(emits()).toEqual([]);
  });
});
