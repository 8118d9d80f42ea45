// The complaint details against the fixture server: the problemId guard, what the borrower
// sees in each scenario, the image lightbox, and the rating dialog with what save-score gets.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '../router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../renderers/ui/ToastHost';
import ComplainDetailsPage from '../../src/pages/complain-details';
import { en } from '../../src/i18n/en';
import {
  allAnswered,
  clearRequests,
  receivedRequests,
  serveAnswer,
  useScenario,
} from '../api/fixture-session';

const DETAIL = '/user-problem/problem-detail';
const SCORE = '/user-problem/save-score';
const SESSION = 'userId=7&sessionId=s1';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(query = 'problemId=1024') {
  window.history.replaceState({}, '', `/complainDetails?${SESSION}&${query}`);
  return render(
    <MemoryRouter initialEntries={[`/complainDetails?${SESSION}&${query}`]}>
      <ToastHost />
      <Routes>
        <Route path="/complainDetails" element={<ComplainDetailsPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function loaded() {
  await screen.findByRole('heading', { level: 2, name: /Collection|Repayment|Account/ });
  // Let the page's effects run (the rating timer starts in one).
  await act(async () => {});
}

/** Lets the 3 s rating delay pass (fake timers that otherwise follow the real clock). */
async function passRatingDelay() {
  await act(async () => {
    vi.advanceTimersByTime(3000);
  });
  await starsLoaded();
}

/** The stars are a lazily loaded node: they appear once their chunk has arrived. */
async function starsLoaded() {
  const dialog = screen.queryByRole('dialog', { name: en['complaintHistory.rateTitle'] });
  if (dialog) await within(dialog).findByRole('button', { name: '1 star' });
}

async function requestsTo(path: string) {
  return (await receivedRequests()).filter((r) => r.path === path);
}

beforeEach(async () => {
  await clearRequests();
});
afterEach(() => {
  vi.useRealTimers();
  useScenario(null);
});

describe('complaint details: the problemId of the query', () => {
  it.each([
    ['missing', 'other=1'],
    ['empty', 'problemId='],
    ['path-like', 'problemId=..%2F..%2Fadmin'],
    ['markup', 'problemId=%3Cimg%20src%3Dx%3E'],
    ['too long', `problemId=${'9'.repeat(65)}`],
  ])('a %s problemId gives a clear message and sends nothing', async (_name, query) => {
    renderPage(query);
    expect(screen.getByText(en['complaintHistory.badProblemId'])).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Online service' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en['complaintHistory.toList'] }));
    expect(screen.getByTestId('where').textContent).toBe(`/complaintList?${SESSION}`);
    await allAnswered();
    expect(await receivedRequests()).toEqual([]);
  });
});

describe('complaint details: what the borrower sees', () => {
  it('posts problemId and shows type, sub-type, the content with its count and the images', async () => {
    renderPage();
    expect(screen.getByTestId('loading')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Collection - Rude collection call' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Online service' })).toBeTruthy();
    expect(screen.getByText(/used offensive words\. I asked them to stop\./)).toBeTruthy();
    expect(screen.getByText('94/200')).toBeTruthy();
    const attached = await screen.findByRole('group', {
      name: en['complaintHistory.imagesLabel'],
    });
    expect(
      within(attached).getAllByRole('button', { name: /^Enlarge image \d of 2$/ }),
    ).toHaveLength(2);
    const requests = await receivedRequests();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: DETAIL,
      query: { userId: '7', sessionId: 's1' },
      body: { problemId: '1024' },
    });
  });

  it('shows the Process Result with the persona name, the reply and its images', async () => {
    renderPage();
    const result = await screen.findByRole('region', { name: 'Process Result' });
    expect(within(result).getByText(en['complaintHistory.personaName'])).toBeTruthy();
    expect(within(result).getByText(/collection agent has been warned/)).toBeTruthy();
    expect(within(result).getAllByRole('button', { name: /^Enlarge image/ })).toHaveLength(1);
  });

  it('hides the Process Result when both the reply text and its images are empty', async () => {
    useScenario({ [DETAIL]: 'no-result' });
    renderPage('problemId=1019');
    await loaded();
    expect(screen.getByText('I paid through GCash yesterday but the order still shows as unpaid.'));
    expect(screen.queryByText('Process Result')).toBeNull();
    expect(screen.queryByText(en['complaintHistory.personaName'])).toBeNull();
  });

  it('shows the Process Result for reply images alone, and the type alone without a sub-type', async () => {
    useScenario({ [DETAIL]: 'reply-images-only' });
    renderPage('problemId=987');
    expect(await screen.findByRole('heading', { level: 2, name: 'Account' })).toBeTruthy();
    const result = screen.getByRole('region', { name: 'Process Result' });
    expect(within(result).getAllByRole('button', { name: /^Enlarge image/ })).toHaveLength(1);
    expect(screen.queryByRole('group', { name: en['complaintHistory.imagesLabel'] })).toBeNull();
  });

  it('a blank sub-type shows the type alone, with no dangling dash', async () => {
    await serveAnswer(DETAIL, {
      code: 0,
      message: 'success',
      data: { type: 'Collection', sonType: '  ', content: 'They called my employer.' },
    });
    renderPage();
    const heading = await screen.findByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Collection');
  });

  it('reads comma-joined image urls', async () => {
    useScenario({ [DETAIL]: 'joined-images' });
    renderPage('problemId=1019');
    const attached = await screen.findByRole('group', {
      name: en['complaintHistory.imagesLabel'],
    });
    expect(within(attached).getAllByRole('button')).toHaveLength(3);
  });

  it('enlarges an image in a dialog that the Close button, Escape or a tap outside closes', async () => {
    renderPage();
    const thumb = await screen.findByRole('button', { name: 'Enlarge image 2 of 2' });
    fireEvent.click(thumb);
    const dialog = screen.getByRole('dialog', { name: 'Image 2 of 2' });
    const large = within(dialog).getByRole('img', { name: 'Image 2 of 2' });
    expect(large.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    fireEvent.click(within(dialog).getByRole('button', { name: en['common.close'] }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumb);

    fireEvent.click(thumb);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(thumb);
    fireEvent.click(screen.getByTestId('image-lightbox-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['error', 'This complaint could not be found.'],
    ['invalid', en['error.invalid']],
    ['reset', en['error.network']],
  ])('a failed load (%s) shows the reason and a retry', async (scenario, message) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useScenario({ [DETAIL]: scenario });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    useScenario(null);
    fireEvent.click(screen.getByRole('button', { name: en['common.retry'] }));
    await loaded();
  });
});

describe('complaint details: the rating dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  function dialog() {
    return screen.getByRole('dialog', { name: en['complaintHistory.rateTitle'] });
  }
  function star(n: number) {
    return within(dialog()).getByRole('button', { name: n === 1 ? '1 star' : `${n} stars` });
  }
  function pressed() {
    return [1, 2, 3, 4, 5].map((n) => star(n).getAttribute('aria-pressed'));
  }

  it('opens 3 s after load when a score is needed, and a tap outside or Escape does not close it', async () => {
    renderPage();
    await loaded();
    await act(async () => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(dialog()).toBeTruthy();
    await starsLoaded();
    expect(pressed()).toEqual(['false', 'false', 'false', 'false', 'false']);
    fireEvent.click(screen.getByTestId('rating-overlay'));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(dialog()).toBeTruthy();
  });

  it('waits while an image is enlarged and opens once it is closed', async () => {
    renderPage();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge image 1 of 2' }));
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Image 1 of 2' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(dialog()).toBeTruthy();
  });

  it.each(['no-score', 'no-result'])(
    'does not open when isNeedScore is zero (%s)',
    async (scenario) => {
      useScenario({ [DETAIL]: scenario });
      renderPage();
      await loaded();
      await act(async () => {
        vi.advanceTimersByTime(10_000);
      });
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('a star fills the stars up to it; Send posts score and problemId once, then closes with the success text', async () => {
    renderPage();
    await loaded();
    await passRatingDelay();
    fireEvent.click(star(4));
    expect(pressed()).toEqual(['true', 'true', 'true', 'true', 'false']);
    fireEvent.click(star(2));
    expect(pressed()).toEqual(['true', 'true', 'false', 'false', 'false']);
    fireEvent.click(star(4));
    const send = within(dialog()).getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('toast').textContent).toBe('Successful demonstration！');
    const sent = await requestsTo(SCORE);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      query: { userId: '7', sessionId: 's1' },
      body: { score: '4', problemId: '1024' },
    });
  });

  it('Send without a star asks for one and sends nothing', async () => {
    renderPage();
    await loaded();
    await passRatingDelay();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe(
      en['complaintHistory.rateChooseStar'],
    );
    await allAnswered();
    expect(await requestsTo(SCORE)).toEqual([]);
    fireEvent.click(star(3));
    expect(within(dialog()).getByRole('alert').textContent).toBe('');
  });

  it('a refused score shows the server message and keeps the dialog and the stars', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ [SCORE]: 'rejected' });
    renderPage();
    await loaded();
    await passRatingDelay();
    fireEvent.click(star(5));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert').textContent).toBe(
        'This complaint has already been rated.',
      ),
    );
    expect(pressed()).toEqual(['true', 'true', 'true', 'true', 'true']);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('a dropped connection shows the transport message and keeps the dialog; Send again works', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ [SCORE]: 'reset' });
    renderPage();
    await loaded();
    await passRatingDelay();
    fireEvent.click(star(3));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert').textContent).toBe(en['error.network']),
    );
    useScenario(null);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const scores = (await requestsTo(SCORE)).map((r) => r.body.score);
    expect(scores).toEqual(['3', '3']);
  });

  it('Cancel closes the dialog without sending', async () => {
    renderPage();
    await loaded();
    await passRatingDelay();
    fireEvent.click(star(2));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await allAnswered();
    expect(await requestsTo(SCORE)).toEqual([]);
  });

  it('Cancel while the score is on its way: it is sent once, and its answer shows nothing', async () => {
    useScenario({ [SCORE]: 'slow' });
    renderPage();
    await loaded();
    await passRatingDelay();
    fireEvent.click(star(5));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await allAnswered();
    expect(await requestsTo(SCORE)).toHaveLength(1);
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaving the page before 3 s clears the timer', async () => {
    const view = renderPage();
    await loaded();
    await allAnswered();
    await act(async () => {
      vi.advanceTimersByTime(2500);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // On the page's clock: the rating's timer is the one that goes with the page.
    const pending = vi.getTimerCount();
    view.unmount();
    expect(vi.getTimerCount()).toBe(pending - 1);
  });
});
