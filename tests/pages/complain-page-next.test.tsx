// The complaint form against the fixture server: the query it accepts, the 200-character
// description, the image queue (types, limit, one at a time, failures, removal) and Send.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from '../router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ComplainPageNext from '../../src/pages/complain-page-next';
import { en } from '../../src/i18n/en';
import { SENT_MODAL_MS } from '../../src/lib/complaint-rules';
import { ToastHost } from '../../renderers/ui/ToastHost';
import {
  allAnswered,
  clearRequests,
  receivedRequests,
  serveAnswer,
  useScenario,
} from '../api/fixture-session';
import initAnswer from '../../fixtures/api/user-problem/problem-init/default.json';

const UPLOAD = '/user-problem/upload-problem-img';
const SAVE = '/user-problem/problem-save';
const INIT = '/user-problem/problem-init';
const IMAGE_URL = 'https://img.lender.example/problem/2025/03/a1b2c3d4.jpg';
const FORM = '/complainPageNext?userId=7&problemType=1&problemSonType=12&orderNo=PH20250301001';

function Where() {
  const location = useLocation();
  const how = useNavigationType();
  return <p data-testid="where">{`${how} ${location.pathname}${location.search}`}</p>;
}

function renderPage(url = FORM) {
  window.history.replaceState({}, '', url);
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/complainPageNext" element={<ComplainPageNext />} />
        <Route path="*" element={<Where />} />
      </Routes>
      <ToastHost />
    </MemoryRouter>,
  );
}

const png = (name: string, size = 200) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

async function ready() {
  const box = await screen.findByRole('textbox', { name: en['complainForm.description'] });
  // The image picker is a lazily loaded node: the form is ready once its code is here.
  await screen.findByLabelText(new RegExp(en['renderer.upload.addImages']));
  return box;
}

function pick(...files: File[]) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

const sendButton = () => screen.getByRole('button', { name: en['complainForm.send'] });
const byPath = async (path: string) => (await receivedRequests()).filter((r) => r.path === path);

beforeEach(async () => {
  await clearRequests();
});
afterEach(() => {
  useScenario(null);
  vi.useRealTimers();
});

describe('complaint form: the query', () => {
  it.each([
    ['no problemType', '/complainPageNext?userId=7'],
    ['a hostile value', '/complainPageNext?userId=7&problemType=%22%3E%3Cimg%3E'],
  ])('%s gives a clear message and a way back to the type page', async (_case, url) => {
    renderPage(url);
    expect(screen.getByRole('alert').textContent).toContain(en['complainForm.badQuery']);
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en['complainForm.chooseAgain'] }));
    expect(screen.getByTestId('where').textContent).toBe('REPLACE /complainPage?userId=7');
  });

  it('type 1 without a sub-type: the form when the server offers none, else choose again', async () => {
    await serveAnswer(INIT, { ...initAnswer, data: { ...initAnswer.data, problemSonType: [] } });
    renderPage('/complainPageNext?userId=7&problemType=1');
    const tags = await screen.findByRole(
      'region',
      { name: en['complainForm.chosenType'] },
      { timeout: 4000 },
    );
    expect(tags.textContent).toBe('Collection');
    expect(sendButton()).toBeTruthy();
    cleanup();
    useScenario(null);
    renderPage('/complainPageNext?userId=7&problemType=1');
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toContain(
      en['complainForm.unknownType'],
    );
  });

  it('a type the server does not offer is refused the same way', async () => {
    renderPage('/complainPageNext?userId=7&problemType=99');
    expect((await screen.findByRole('alert')).textContent).toContain(
      en['complainForm.unknownType'],
    );
  });

  it('what was typed while the titles loaded is not kept for a type no longer offered', async () => {
    useScenario({ [INIT]: 'slow' });
    renderPage('/complainPageNext?userId=7&problemType=99');
    const box = await ready();
    fireEvent.change(box, { target: { value: 'Typed while loading' } });
    await waitFor(() =>
      expect(sessionStorage.getItem('borrower.draft.complaint:99::')).not.toBeNull(),
    );
    expect((await screen.findByRole('alert', {}, { timeout: 8000 })).textContent).toContain(
      en['complainForm.unknownType'],
    );
    await waitFor(() => expect(sessionStorage.getItem('borrower.draft.complaint:99::')).toBeNull());
  });

  it('shows the chosen type and sub-type as tags, and the 3-weekday tip', async () => {
    renderPage();
    await ready();
    const tags = await screen.findByRole('region', { name: en['complainForm.chosenType'] });
    expect(tags.textContent).toBe('CollectionToo many calls');
    expect(screen.getByText(en['complainForm.tip'])).toBeTruthy();
  });

  it.each(['reset', 'http500', 'error', 'invalid', 'malformed', 'timeout'])(
    'type titles that fail (%s): the form is there, the tags say so with their own retry',
    async (fault) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.spyOn(console, 'error').mockImplementation(() => {});
      if (fault === 'timeout') vi.useFakeTimers({ shouldAdvanceTime: true });
      useScenario({ [INIT]: fault });
      renderPage();
      // The form does not wait for the titles.
      expect(await ready()).toBeTruthy();
      if (fault === 'timeout') {
        expect(screen.getByText(en['complainForm.titlesLoading'])).toBeTruthy();
        await waitFor(async () => expect(await byPath(INIT)).toHaveLength(1));
        await act(() => vi.advanceTimersByTimeAsync(11_000));
        vi.useRealTimers();
      }
      expect(await screen.findByText(en['complainForm.titlesFailed'])).toBeTruthy();
      expect(screen.queryByRole('region', { name: en['complainForm.chosenType'] })).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(sendButton()).toBeTruthy();
      expect(screen.getByText(en['complainForm.tip'])).toBeTruthy();
      useScenario(null);
      fireEvent.click(screen.getByRole('button', { name: en['common.retry'] }));
      const tags = await screen.findByRole('region', { name: en['complainForm.chosenType'] });
      expect(tags.textContent).toBe('CollectionToo many calls');
      expect(screen.queryByText(en['complainForm.titlesFailed'])).toBeNull();
    },
  );

  it('without the titles the complaint is still sent, with the type and sub-type of the query', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ [INIT]: 'http500' });
    renderPage();
    const box = await ready();
    await screen.findByText(en['complainForm.titlesFailed']);
    fireEvent.change(box, { target: { value: 'They call my family.' } });
    fireEvent.click(sendButton());
    expect(await screen.findByRole('dialog', { name: en['complainForm.sent'] })).toBeTruthy();
    expect((await byPath(SAVE))[0]?.body).toMatchObject({
      problemType: '1',
      problemSonType: '12',
      problemDetail: 'They call my family.',
      orderNo: 'PH20250301001',
    });
  });
});

describe('complaint form: the description', () => {
  it('counts up to 200 and ignores input past it', async () => {
    renderPage();
    const box = await ready();
    expect(screen.getByTestId('complain-counter').textContent).toBe('0/200');
    fireEvent.change(box, { target: { value: 'x'.repeat(150) } });
    expect(screen.getByTestId('complain-counter').textContent).toBe('150/200');
    fireEvent.change(box, { target: { value: 'y'.repeat(260) } });
    expect((box as HTMLTextAreaElement).value).toBe('y'.repeat(200));
    expect(screen.getByTestId('complain-counter').textContent).toBe('200/200');
    expect(box.getAttribute('maxlength')).toBe('200');
    // Typed in the middle past the limit (a keyboard that ignores maxlength): the typing is
    // ignored, not the end of the text.
    const full = `${'a'.repeat(100)}${'b'.repeat(100)}`;
    fireEvent.change(box, { target: { value: full } });
    fireEvent.change(box, { target: { value: `${'a'.repeat(100)}XY${'b'.repeat(100)}` } });
    expect((box as HTMLTextAreaElement).value).toBe(full);
  });

  it('a restored draft past 200 characters (storage tampered with) is refused on Send, kept whole', async () => {
    const draft = 'z'.repeat(250);
    sessionStorage.setItem(
      'borrower.draft.complaint:1:12:PH20250301001',
      JSON.stringify({ description: draft }),
    );
    renderPage();
    const box = await ready();
    expect((box as HTMLTextAreaElement).value).toBe(draft);
    expect(screen.getByTestId('complain-counter').textContent).toBe('250/200');
    fireEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(en['complainForm.tooLong']);
    await allAnswered();
    expect(await byPath(SAVE)).toHaveLength(0);
    sessionStorage.clear();
  });

  it('empty text shows the spec message and sends nothing', async () => {
    renderPage();
    const box = await ready();
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(en['complainForm.emptyText']);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await allAnswered();
    expect(await byPath(SAVE)).toHaveLength(0);
  });
});

describe('complaint form: images', () => {
  it('a draft brings back the uploaded images with the text, and Send sends them', async () => {
    const first = renderPage();
    const box = await ready();
    fireEvent.change(box, { target: { value: 'Calls at night' } });
    pick(png('a.png', 300));
    await waitFor(() =>
      expect(screen.getByTestId('complain-image').getAttribute('data-status')).toBe('done'),
    );
    // A reload: the page goes and comes back.
    first.unmount();
    renderPage();
    expect(((await ready()) as HTMLTextAreaElement).value).toBe('Calls at night');
    const images = await screen.findAllByTestId('complain-image');
    expect(images.map((i) => i.getAttribute('data-status'))).toEqual(['done']);
    fireEvent.click(sendButton());
    await waitFor(async () => expect(await byPath(SAVE)).toHaveLength(1));
    const [saved] = await byPath(SAVE);
    expect(saved?.body).toMatchObject({
      problemDetail: 'Calls at night',
      problemImage: 'https://img.lender.example/problem/2025/03/a1b2c3d4.jpg',
    });
    sessionStorage.clear();
  });

  it('uploads each image as multipart problemImage, one after the other', async () => {
    renderPage();
    await ready();
    pick(png('a.png', 300), png('b.png', 400));
    const items = screen.getAllByTestId('complain-image');
    expect(items).toHaveLength(2);
    // One at a time: the second waits while the first is on its way.
    expect(items[1]?.getAttribute('data-status')).toBe('waiting');
    await waitFor(() =>
      expect(
        screen.getAllByTestId('complain-image').map((i) => i.getAttribute('data-status')),
      ).toEqual(['done', 'done']),
    );
    expect(screen.getByTestId('toast').textContent).toBe(en['renderer.upload.uploadSucceeded']);
    const uploads = await byPath(UPLOAD);
    expect(uploads.map((u) => u.body.problemImage)).toEqual([
      { name: 'a.png', size: 300, type: 'image/png' },
      { name: 'b.png', size: 400, type: 'image/png' },
    ]);
    expect(uploads[0]?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(uploads[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(uploads[0]?.query).toMatchObject({ userId: '7' });
    expect(screen.getByRole('heading', { name: 'Images (2/9)' })).toBeTruthy();
  });

  it('refuses a file that is not an image, with its name', async () => {
    renderPage();
    await ready();
    pick(new File(['%PDF'], 'contract.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe(
      en['renderer.upload.notImage'].replace('{name}', 'contract.pdf'),
    );
    expect(screen.queryAllByTestId('complain-image')).toHaveLength(0);
    await allAnswered();
    expect(await byPath(UPLOAD)).toHaveLength(0);
  });

  it('a photo too large to send says so and offers only to remove it, not to send it again', async () => {
    renderPage();
    await ready();
    pick(new File([new Uint8Array(16_000_000)], 'big.gif', { type: 'image/gif' }));
    expect(await screen.findByText(/This photo is too large to send/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upload big\.gif again/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove big.gif' })).toBeTruthy();
    await allAnswered();
    expect(await byPath(UPLOAD)).toHaveLength(0);
  });

  it('takes at most 9 images and then hides the picker', async () => {
    useScenario({ [UPLOAD]: 'slow' });
    renderPage();
    await ready();
    pick(...Array.from({ length: 11 }, (_, i) => png(`p${i}.png`)));
    expect(screen.getAllByTestId('complain-image')).toHaveLength(9);
    expect(screen.getByRole('alert').textContent).toBe(
      en['renderer.upload.tooMany'].replace('{max}', '9'),
    );
    expect(screen.queryByLabelText(new RegExp(en['renderer.upload.addImages']))).toBeNull();
    // One removed: the picker is back, and the limit's message is gone.
    fireEvent.click(screen.getByRole('button', { name: 'Remove p0.png' }));
    await waitFor(() => expect(screen.getAllByTestId('complain-image')).toHaveLength(8));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server message when an upload fails; Send waits until it is removed', async () => {
    useScenario({ [UPLOAD]: 'error' });
    renderPage();
    const box = await ready();
    fireEvent.change(box, { target: { value: 'They call me every hour.' } });
    pick(png('a.png'));
    const failed = await screen.findByText(
      'Not uploaded: The image could not be saved. Please choose another image.',
    );
    expect(failed.getAttribute('role')).toBe('alert');
    fireEvent.click(sendButton());
    await screen.findByText(en['renderer.upload.failedImages'], { selector: '[role="alert"]' });
    expect(await byPath(SAVE)).toHaveLength(0);

    useScenario(null);
    fireEvent.click(screen.getByRole('button', { name: 'Upload a.png again' }));
    await waitFor(() =>
      expect(screen.getByTestId('complain-image').getAttribute('data-status')).toBe('done'),
    );
    const thumbnail = screen.getByTestId('complain-thumbnail').getAttribute('src');
    expect(thumbnail).toMatch(/^blob:/);
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.queryAllByTestId('complain-image')).toHaveLength(0);
    // The thumbnail's memory is given back with the image.
    expect(revoke).toHaveBeenCalledWith(thumbnail);
  });

  it('Send while an image is still uploading asks to wait and sends nothing', async () => {
    useScenario({ [UPLOAD]: 'slow' });
    renderPage();
    const box = await ready();
    fireEvent.change(box, { target: { value: 'Wrong amount' } });
    pick(png('a.png'));
    fireEvent.click(sendButton());
    await screen.findByText(en['renderer.upload.stillUploading'], { selector: '[role="alert"]' });
    expect(await byPath(SAVE)).toHaveLength(0);
    // Removing it stops the upload; then Send goes without it.
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    fireEvent.click(sendButton());
    await screen.findByRole('dialog', { name: en['complainForm.sent'] });
    const [save] = await byPath(SAVE);
    expect(save?.body.problemImage).toBe('');
  });
});

describe('complaint form: Send', () => {
  it('posts the complaint once for a double tap, shows the modal, then replaces the page', async () => {
    // The page's clock, moved on by the test past the modal's 1.5 s (it also flows as usual).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage();
    const box = await ready();
    fireEvent.change(box, { target: { value: '  They call my family.  ' } });
    pick(png('a.png'), png('b.png'));
    await waitFor(() =>
      expect(
        screen.getAllByTestId('complain-image').every((i) => i.dataset.status === 'done'),
      ).toBe(true),
    );
    act(() => {
      sendButton().click();
      sendButton().click();
    });
    expect(await screen.findByRole('dialog', { name: en['complainForm.sent'] })).toBeTruthy();
    // Still there before 1.5 s.
    await act(async () => {
      vi.advanceTimersByTime(SENT_MODAL_MS - 300);
    });
    expect(screen.getByRole('dialog', { name: en['complainForm.sent'] })).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
    const saves = await byPath(SAVE);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toEqual({
      problemType: '1',
      problemSonType: '12',
      problemDetail: 'They call my family.',
      problemImage: `${IMAGE_URL},${IMAGE_URL}`,
      orderNo: 'PH20250301001',
    });
    expect(saves[0]?.query).toMatchObject({ userId: '7' });
    // Gone after 1.5 s: the page is replaced by the type page.
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByTestId('where').textContent).toBe(
      'REPLACE /complainPage?userId=7&orderNo=PH20250301001',
    );
  });

  it('while the complaint is on its way its text and images take no input', async () => {
    useScenario({ [SAVE]: 'slow' });
    renderPage();
    const box = await ready();
    fireEvent.change(box, { target: { value: 'They call my family.' } });
    act(() => sendButton().click());
    // Disabled by the form's fieldset (the browser's own way), not each control's attribute.
    await waitFor(() => expect(box.matches(':disabled')).toBe(true));
    expect(document.querySelector('input[type="file"]')!.matches(':disabled')).toBe(true);
    expect(
      await screen.findByRole('dialog', { name: en['complainForm.sent'] }, { timeout: 8000 }),
    ).toBeTruthy();
  });

  it('a save answered with success true and a null code is sent: the modal shows', async () => {
    useScenario({ [SAVE]: 'null-code' });
    renderPage('/complainPageNext?userId=7&problemType=3');
    const box = await ready();
    fireEvent.change(box, { target: { value: 'Please check my repayment.' } });
    fireEvent.click(sendButton());
    expect(await screen.findByRole('dialog', { name: en['complainForm.sent'] })).toBeTruthy();
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('a rejected save shows the server message and keeps the text', async () => {
    useScenario({ [SAVE]: 'error' });
    renderPage('/complainPageNext?userId=7&problemType=3');
    const box = await ready();
    fireEvent.change(box, { target: { value: 'Please check my repayment.' } });
    fireEvent.click(sendButton());
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'You have sent too many complaints today. Please try again tomorrow.',
    );
    expect((box as HTMLTextAreaElement).value).toBe('Please check my repayment.');
    expect(screen.queryByRole('dialog')).toBeNull();
    const [save] = await byPath(SAVE);
    expect(save?.body).toMatchObject({ problemType: '3', problemSonType: '', orderNo: '' });
    await waitFor(() => expect(sendButton().hasAttribute('disabled')).toBe(false));
  });

  it('a broken answer says so and keeps the text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ [SAVE]: 'http500' });
    renderPage('/complainPageNext?userId=7&problemType=3');
    const box = await ready();
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(sendButton());
    expect((await screen.findByTestId('toast')).textContent).toBe(
      en['error.server'].replace('{status}', '500'),
    );
    expect(within(document.body).getByDisplayValue('Hello')).toBeTruthy();
  });
});

describe('complaint form: leaving', () => {
  function Start() {
    const navigate = useNavigate();
    return <button onClick={() => void navigate(FORM)}>Open the form</button>;
  }
  function Back() {
    const navigate = useNavigate();
    return <button onClick={() => void navigate(-1)}>Test back</button>;
  }

  it('Back with a photo picked but not yet uploaded asks first, as for written text', async () => {
    useScenario({ [UPLOAD]: 'slow' });
    window.history.replaceState({}, '', '/start');
    render(
      <MemoryRouter initialEntries={['/start']}>
        <Routes>
          <Route path="/start" element={<Start />} />
          <Route path="/complainPageNext" element={<ComplainPageNext />} />
        </Routes>
        <Back />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open the form' }));
    await ready();
    await waitFor(() => expect(document.querySelector('form[data-ready]')).not.toBeNull(), {
      timeout: 5000,
    });
    pick(png('receipt.png'));
    expect(screen.getByTestId('complain-image').dataset.status).not.toBe('done');
    fireEvent.click(screen.getByRole('button', { name: 'Test back' }));
    expect(await screen.findByRole('dialog', { name: en['complainForm.leaveTitle'] })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en['complainForm.keep'] }));
    expect(screen.getByTestId('complain-image')).toBeTruthy();
  });
});
