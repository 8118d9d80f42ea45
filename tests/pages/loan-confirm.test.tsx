// The loan confirm pages against the fixture server: what each variant shows, the agreement
// box, the framed agreement, the Point out popup on the native back event, the promotional
// pop-up and rupee flag of the older variant, the exact requests, and every failure.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../renderers/ui/ToastHost';
import { emitNativeEvent } from '../../src/bridge/native-events';
import { en } from '../../src/i18n/en';
import OlderPage from '../../src/pages/loan-confirm';
import PeriodPage from '../../src/pages/loan-confirm-period';
import NewPage from '../../src/pages/new-loan-confirm';
import confirmAnswer from '../../fixtures/api/v3/loan-confirm/loan-detail-confirm/default.json';
import {
  allAnswered,
  clearRequests,
  receivedRequests,
  serveAnswer,
  useScenario,
} from '../api/fixture-session';
import { MemoryRouter, Route, Routes, useLocation } from '../router';

const CONFIRM = '/v3/loan-confirm/loan-detail-confirm';
const CONTRACT = '/v3/contract/contract';
const JUMP = '/v3/contract/contract-jump';
const PUSH = '/v3/loan-confirm/loan-detail-push';
const OLDER_CONFIRM = '/formerly/gladly';
const OLDER_AGREEMENTS = '/formerly/kindly';
const OLDER_JUMP = '/formerly/swiftly';
const OLDER_PUSH = '/formerly/boldly';
const SESSION = 'userId=7&sessionId=s1';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(
  Page: ComponentType,
  path = '/newLoanConfirm',
  query = `productId=PRD-1&orderId=O-9&${SESSION}`,
) {
  window.history.replaceState({}, '', `${path}?${query}`);
  return render(
    <MemoryRouter initialEntries={[`${path}?${query}`]}>
      <Routes>
        <Route path={path} element={<Page />} />
        <Route path="*" element={<Where />} />
      </Routes>
      <ToastHost />
    </MemoryRouter>,
  );
}

async function sent(path: string) {
  return (await receivedRequests()).filter((r) => r.path === path);
}

/** Stands in for the tab's location so a navigation away can be seen. */
function watchLocation() {
  const assign = vi.fn();
  const replace = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    assign,
    replace,
    search: window.location.search,
  });
  return { assign, replace };
}

/** The loan has loaded: its rate description is on screen. */
const loanShown = () => screen.findByText('Daily interest rate 0.05%');
/** The loan has loaded and the agreement row waits no more. */
async function loaded() {
  await loanShown();
  await waitFor(() => expect(screen.queryByText(en['loanConfirm.agreementsLoading'])).toBeNull());
}
/**
 * Back to the page (or a reload): its history entry is drawn again, with what the entry keeps.
 */
async function shownAgain(Page: ComponentType, path: string) {
  cleanup();
  render(
    <MemoryRouter initialEntries={[`${path}?productId=PRD-1&orderId=O-9&${SESSION}`]}>
      <Routes>
        <Route path={path} element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByText('Daily interest rate 0.05%', {}, { timeout: 5000 });
  await waitFor(() => expect(screen.queryByText(en['loanConfirm.agreementsLoading'])).toBeNull());
}
const nextButton = (name: string = en['loanConfirm.next']) => screen.getByRole('button', { name });
const agreeBox = () => screen.getByRole('checkbox') as HTMLInputElement;
const bridgeActions = () => window.__bridgeCalls?.map((c) => c.action);
const isDisabled = (button: HTMLElement) =>
  button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true';

beforeEach(async () => {
  window.__bridgeCalls = [];
  await clearRequests();
});
afterEach(() => {
  useScenario(null);
  vi.useRealTimers();
});

describe('loan confirm, version 3', () => {
  it('loads the loan and its agreements and shows every figure, detail and plan row', async () => {
    renderPage(NewPage);
    await loaded();
    const summary = screen.getByRole('region', { name: en['loanConfirm.summary'] });
    expect(within(summary).getByText('₱5,000.00')).toBeTruthy();
    expect(within(summary).getByText('120 days')).toBeTruthy();
    expect(screen.getByText('Daily interest rate 0.05%')).toBeTruthy();
    expect(screen.getByText('Service fee')).toBeTruthy();
    expect(screen.getByText('₱150.00')).toBeTruthy();
    expect(screen.getByText('Single repayment')).toBeTruthy();
    expect(screen.getByText('Principal plus interest')).toBeTruthy();
    expect(screen.getByText('₱5,300.00')).toBeTruthy();
    expect(screen.getByText('Due 2025-10-12')).toBeTruthy();
    // Version 3 has no first repayment date row.
    expect(screen.queryByText(en['loanConfirm.firstPayTime'])).toBeNull();
    expect((await sent(CONFIRM))[0]).toMatchObject({
      method: 'POST',
      body: { productId: 'PRD-1' },
    });
    expect((await sent(CONTRACT))[0]).toMatchObject({
      method: 'GET',
      query: { productId: 'PRD-1', scene: '3', userId: '7' },
    });
  });

  it('a plan row without a date shows its amount, under no bare "Due"', async () => {
    await serveAnswer(CONFIRM, {
      ...confirmAnswer,
      data: {
        ...confirmAnswer.data,
        repay_plans: [
          { title: 'Service fee', description: 'Deducted at payout', amount: 15000, pay_time: '' },
          { ...confirmAnswer.data.repay_plans[0], pay_time: ' ' },
        ],
      },
    });
    renderPage(NewPage);
    await loaded();
    const plans = screen.getByRole('region', { name: en['loanConfirm.plans'] });
    expect(within(plans).getByText('₱150.00')).toBeTruthy();
    expect(within(plans).getByText('₱5,300.00')).toBeTruthy();
    expect(within(plans).queryAllByText(/^\s*Due\s*$/)).toHaveLength(0);
  });

  it('ticks the agreement box at load; unticked, Next is grey and sends nothing', async () => {
    renderPage(NewPage);
    await loaded();
    expect(agreeBox().checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Loan Agreement' })).toBeTruthy();
    expect(isDisabled(nextButton())).toBe(false);
    fireEvent.click(agreeBox());
    await waitFor(() => expect(isDisabled(nextButton())).toBe(true));
    fireEvent.click(nextButton());
    await allAnswered();
    expect(await sent(PUSH)).toHaveLength(0);
    fireEvent.click(agreeBox());
    await waitFor(() => expect(isDisabled(nextButton())).toBe(false));
  });

  it('Next pushes the loan once however often it is tapped, then replaces the page', async () => {
    renderPage(NewPage);
    await loaded();
    const next = nextButton();
    fireEvent.click(next);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(await screen.findByTestId('where')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(
      `/loanDetail?productId=PRD-1&orderId=O-9&${SESSION}&from=confirm`,
    );
    const pushes = await sent(PUSH);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.body).toEqual({
      amount: '500000',
      periods: '120',
      termUnit: '1',
      productId: 'PRD-1',
      product_id: 'PRD-1',
      loanVersion: '3',
    });
  });

  it('a details page elsewhere is opened in place of this one, with the session', async () => {
    useScenario({ [PUSH]: 'external' });
    const { replace } = watchLocation();
    renderPage(NewPage);
    await loaded();
    fireEvent.click(nextButton());
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    // The tab is leaving: a tap meanwhile sends nothing.
    fireEvent.click(nextButton());
    await allAnswered();
    expect(await sent(PUSH)).toHaveLength(1);
    const target = new URL(replace.mock.calls[0]?.[0] as string);
    expect(target.origin + target.pathname).toBe('https://example.com/lend/details');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      orderId: 'O-9',
      userId: '7',
      sessionId: 's1',
      from: 'confirm',
    });
  });

  it.each([
    ['the next page takes longer than the leaving lock', 'late'],
    ['the borrower looks at another app meanwhile', 'hidden'],
  ])('a pushed loan is never pushed again while its page loads (%s)', async (_, how) => {
    useScenario({ [PUSH]: 'external' });
    const { replace } = watchLocation();
    renderPage(NewPage);
    await loaded();
    fireEvent.click(nextButton());
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    if (how === 'late') {
      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now + 11_000);
    } else {
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    }
    fireEvent.click(nextButton());
    fireEvent.click(screen.getByRole('link', { name: 'Loan Agreement' }));
    await allAnswered();
    expect(await sent(PUSH)).toHaveLength(1);
    expect(await sent(JUMP)).toHaveLength(0);
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('a refused details link is not followed; the page says so and stays usable', async () => {
    useScenario({ [PUSH]: 'hostile' });
    const { assign, replace } = watchLocation();
    renderPage(NewPage);
    await loaded();
    fireEvent.click(nextButton());
    expect((await screen.findByTestId('toast')).textContent).toBe(en['loanConfirm.linkBlocked']);
    expect(assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(isDisabled(nextButton())).toBe(false);
  });

  it('a refused push shows the server message; a failed one its reason; Next works again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ [PUSH]: 'rejected' });
    renderPage(NewPage);
    await loaded();
    fireEvent.click(nextButton());
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Your loan could not be submitted. Please try again later.',
    );
    useScenario({ [PUSH]: 'http500' });
    await waitFor(() => expect(isDisabled(nextButton())).toBe(false));
    fireEvent.click(nextButton());
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('500'));
    expect(await sent(PUSH)).toHaveLength(2);
  });

  it('no agreements: the row is hidden and Next is active', async () => {
    useScenario({ [CONTRACT]: 'no-agreements' });
    renderPage(NewPage);
    await loaded();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText(en['loanConfirm.agreePrefix'])).toBeNull();
    fireEvent.click(nextButton());
    expect(await screen.findByTestId('where')).toBeTruthy();
    expect(await sent(PUSH)).toHaveLength(1);
  });

  it('an agreement title asks contract-jump for its address and opens it', async () => {
    const { assign } = watchLocation();
    renderPage(NewPage);
    await loaded();
    fireEvent.click(screen.getByRole('link', { name: 'Privacy Authorization' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    // A page of this origin but not of the app: the tab loads it (a history push), with the
    // session as every in-app link.
    expect(assign).toHaveBeenCalledWith(`/__fixtures/documents/loan-agreement.html?${SESSION}`);
    expect((await sent(JUMP))[0]).toMatchObject({
      method: 'GET',
      query: { productId: 'PRD-1', scene: '3', position: '1', orderId: 'O-9', jumpType: '1' },
    });
    // While the tab loads the agreement, another tap asks for nothing.
    fireEvent.click(screen.getByRole('link', { name: 'Loan Agreement' }));
    await allAnswered();
    expect(await sent(JUMP)).toHaveLength(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('while an agreement address is asked for, the titles show it is on its way', async () => {
    useScenario({ [JUMP]: 'slow' });
    watchLocation();
    renderPage(NewPage);
    await loaded();
    const link = () => screen.getByRole('link', { name: 'Loan Agreement' });
    fireEvent.click(link());
    await waitFor(() => expect(link().getAttribute('aria-busy')).toBe('true'));
    fireEvent.click(link());
    await waitFor(() => expect(link().getAttribute('aria-busy')).toBeNull(), { timeout: 8000 });
    expect(await sent(JUMP)).toHaveLength(1);
  });

  it('while the loan is pushed an agreement title opens nothing, and the push is followed', async () => {
    useScenario({ [PUSH]: 'slow' });
    renderPage(NewPage);
    await loaded();
    fireEvent.click(nextButton());
    const link = () => screen.getByRole('link', { name: 'Loan Agreement' });
    await waitFor(() => expect(link().getAttribute('aria-busy')).toBe('true'));
    fireEvent.click(link());
    expect(await screen.findByTestId('where', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(
      `/loanDetail?productId=PRD-1&orderId=O-9&${SESSION}&from=confirm`,
    );
    expect(await sent(JUMP)).toHaveLength(0);
  });

  it('while an agreement address is asked for, Next pushes nothing', async () => {
    useScenario({ [JUMP]: 'slow' });
    watchLocation();
    renderPage(NewPage);
    await loaded();
    fireEvent.click(screen.getByRole('link', { name: 'Loan Agreement' }));
    await waitFor(() => expect(nextButton().hasAttribute('disabled')).toBe(true));
    fireEvent.click(nextButton());
    await allAnswered();
    expect(await sent(PUSH)).toHaveLength(0);
  });

  it.each([
    ['untitled-first', 'an untitled entry'],
    ['null-first', 'a null entry'],
  ])('a title sends its position in the answer, past %s (%s) left out', async (scenario) => {
    useScenario({ [CONTRACT]: scenario });
    watchLocation();
    renderPage(NewPage);
    await loaded();
    fireEvent.click(screen.getByRole('link', { name: 'Privacy Authorization' }));
    await waitFor(async () => expect(await sent(JUMP)).toHaveLength(1));
    expect((await sent(JUMP))[0]!.query).toMatchObject({ position: '2' });
  });

  it('an agreement address elsewhere gets no session; a refused one is not opened', async () => {
    useScenario({ [JUMP]: 'external' });
    const { assign } = watchLocation();
    renderPage(NewPage);
    await loaded();
    fireEvent.click(screen.getByRole('link', { name: 'Loan Agreement' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://example.com/agreements/loan.html'),
    );
    // A fresh page: this one is leaving for the agreement.
    cleanup();
    useScenario({ [JUMP]: 'hostile' });
    renderPage(NewPage);
    await loaded();
    fireEvent.click(screen.getByRole('link', { name: 'Loan Agreement' }));
    expect((await screen.findByTestId('toast')).textContent).toBe(en['loanConfirm.linkBlocked']);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('popAgreementUrl: a frame that cannot be dismissed; Agree closes it', async () => {
    useScenario({ [CONFIRM]: 'pop-agreement' });
    renderPage(NewPage);
    const dialog = await screen.findByRole('dialog', { name: en['loanConfirm.agreementDialog'] });
    const frame = await waitFor(() => {
      const found = dialog.querySelector('iframe');
      expect(found).not.toBeNull();
      return found;
    });
    expect(frame?.getAttribute('src')).toBe('/__fixtures/documents/loan-agreement.html');
    expect(frame?.getAttribute('sandbox')).toBe('allow-scripts');
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('pop-agreement-overlay'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bridgeActions()).toEqual([]);
  });

  it('back from an agreement: the framed agreement agreed to and the unticked box stay so', async () => {
    useScenario({ [CONFIRM]: 'pop-agreement' });
    const { assign } = watchLocation();
    renderPage(NewPage);
    const dialog = await screen.findByRole(
      'dialog',
      { name: en['loanConfirm.agreementDialog'] },
      { timeout: 5000 },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await loaded();
    fireEvent.click(agreeBox());
    fireEvent.click(screen.getByRole('link', { name: 'Loan Agreement' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    // Back: the confirm page's history entry is shown again.
    await shownAgain(NewPage, '/newLoanConfirm');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(agreeBox().checked).toBe(false);
    expect(isDisabled(nextButton())).toBe(true);
  }, 20_000);

  it('the older promotional pop-up closed stays closed back from an agreement', async () => {
    useScenario({ [OLDER_CONFIRM]: 'promo' });
    const { assign } = watchLocation();
    renderPage(OlderPage, '/loanConfirm');
    const dialog = await screen.findByRole(
      'dialog',
      { name: en['loanConfirm.promoDialog'] },
      { timeout: 5000 },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('link', { name: 'Loan Agreement' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    await shownAgain(OlderPage, '/loanConfirm');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(agreeBox().checked).toBe(true);
  }, 20_000);

  it('popAgreementUrl: Cancel closes the web view', async () => {
    useScenario({ [CONFIRM]: 'pop-agreement' });
    renderPage(NewPage);
    const dialog = await screen.findByRole('dialog', { name: en['loanConfirm.agreementDialog'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bridgeActions()).toEqual(['closeWebView']);
  });

  it('the back event over the framed agreement asks alone; staying brings the agreement back', async () => {
    useScenario({ [CONFIRM]: 'pop-agreement' });
    renderPage(NewPage);
    await screen.findByRole('dialog', { name: en['loanConfirm.agreementDialog'] });
    act(() => emitNativeEvent('iosBack'));
    const pointOut = await screen.findByRole('dialog', { name: 'Point out' });
    // Two dialogs never stack (decision 026).
    expect(screen.getAllByRole('dialog')).toEqual([pointOut]);
    fireEvent.click(within(pointOut).getByRole('button', { name: 'Agree' }));
    expect(
      await screen.findByRole('dialog', { name: en['loanConfirm.agreementDialog'] }),
    ).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(bridgeActions()).toEqual([]);
  });

  it('a refused popAgreementUrl shows no frame, says so, and the page works', async () => {
    useScenario({ [CONFIRM]: 'hostile-pop-agreement' });
    renderPage(NewPage);
    expect(await screen.findByText(en['loanConfirm.agreementBlocked'])).toBeTruthy();
    await loaded();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(isDisabled(nextButton())).toBe(false);
  });

  it('the back event with isPopType 1 asks first: Agree stays, Cancel closes', async () => {
    useScenario({ [CONFIRM]: 'pop-type' });
    renderPage(NewPage);
    await loaded();
    act(() => emitNativeEvent('iosBack'));
    const dialog = await screen.findByRole('dialog', { name: 'Point out' });
    expect(within(dialog).getByText('Your loan is almost ready')).toBeTruthy();
    expect(within(dialog).getByText(/If you leave now/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bridgeActions()).toEqual([]);
    act(() => emitNativeEvent('iosBack'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Point out' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(bridgeActions()).toEqual(['closeWebView']);
  });

  it('the back event with any other isPopType closes the web view at once', async () => {
    renderPage(NewPage);
    await loaded();
    act(() => emitNativeEvent('iosBack'));
    expect(bridgeActions()).toEqual(['closeWebView']);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Names the shell may send that no page knows are ignored.
    act(() => emitNativeEvent('androidBack'));
    expect(bridgeActions()).toEqual(['closeWebView']);
  });

  it.each([
    ['the loan', CONFIRM, 'http500', '500'],
    ['the loan', CONFIRM, 'rejected', 'This loan offer has expired.'],
    ['the loan', CONFIRM, 'invalid', en['error.invalid']],
    ['the loan', CONFIRM, 'malformed', en['error.malformed']],
  ])('a failure to load %s (%s %s) shows its reason and a retry', async (_, path, fault, text) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useScenario({ [path]: fault });
    renderPage(NewPage);
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    useScenario(null);
    fireEvent.click(screen.getByRole('button', { name: en['common.retry'] }));
    await loaded();
  });

  it('an amount too big to be exact is not shown nor pushed: the loan could not be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await serveAnswer(CONFIRM, { ...confirmAnswer, data: { ...confirmAnswer.data, amount: 1e21 } });
    renderPage(NewPage);
    expect((await screen.findByRole('alert')).textContent).toContain(en['error.invalid']);
    expect(screen.queryByText(/₱10,000,000,000,000,000,000\.00/)).toBeNull();
    expect(screen.queryByRole('button', { name: en['loanConfirm.next'] })).toBeNull();
  });

  it.each(['http500', 'error', 'invalid', 'malformed', 'timeout', 'text-entries'])(
    'agreements that fail (%s): the loan shows, the row says so with its own retry, Next works',
    async (fault) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.spyOn(console, 'error').mockImplementation(() => {});
      if (fault === 'timeout') vi.useFakeTimers({ shouldAdvanceTime: true });
      useScenario({ [CONTRACT]: fault });
      renderPage(NewPage);
      await loanShown();
      if (fault === 'timeout') {
        // Meanwhile the row loads and Next waits for it.
        expect(screen.getByText(en['loanConfirm.agreementsLoading'])).toBeTruthy();
        expect(isDisabled(nextButton())).toBe(true);
        await act(() => vi.advanceTimersByTimeAsync(11_000));
        vi.useRealTimers();
      }
      const row = await screen.findByRole('region', { name: en['loanConfirm.agreements'] });
      expect(within(row).getByText(en['loanConfirm.agreementsFailed'])).toBeTruthy();
      // No page error: the loan's figures, details and plan are all there.
      expect(screen.queryByRole('alert')).toBeNull();
      const summary = screen.getByRole('region', { name: en['loanConfirm.summary'] });
      expect(within(summary).getByText('₱5,000.00')).toBeTruthy();
      expect(screen.getByText('Single repayment')).toBeTruthy();
      expect(screen.queryByRole('checkbox')).toBeNull();
      // The row's own retry brings the agreements and their box.
      useScenario(null);
      fireEvent.click(within(row).getByRole('button', { name: en['common.retry'] }));
      expect(await screen.findByRole('link', { name: 'Loan Agreement' })).toBeTruthy();
      expect(agreeBox().checked).toBe(true);
      expect(screen.queryByText(en['loanConfirm.agreementsFailed'])).toBeNull();
      expect(await sent(CONTRACT)).toHaveLength(2);
    },
  );

  it('after a failed agreements call, Next pushes the loan: the borrower is not blocked', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ [CONTRACT]: 'http500' });
    renderPage(NewPage);
    await screen.findByText(en['loanConfirm.agreementsFailed']);
    expect(isDisabled(nextButton())).toBe(false);
    fireEvent.click(nextButton());
    expect(await screen.findByTestId('where')).toBeTruthy();
    expect(await sent(PUSH)).toHaveLength(1);
  });

  it('agreements on their way: the loan shows at once, Next waits for them', async () => {
    useScenario({ [CONTRACT]: 'slow' });
    renderPage(NewPage);
    await loanShown();
    expect(screen.getByText(en['loanConfirm.agreementsLoading'])).toBeTruthy();
    expect(isDisabled(nextButton())).toBe(true);
    fireEvent.click(nextButton());
    expect(
      await screen.findByRole('link', { name: 'Loan Agreement' }, { timeout: 5000 }),
    ).toBeTruthy();
    await allAnswered();
    expect(await sent(PUSH)).toHaveLength(0);
    expect(isDisabled(nextButton())).toBe(false);
  });

  it('without a usable productId nothing is loaded and the page says why', async () => {
    renderPage(NewPage, '/newLoanConfirm', `productId=%3Cscript%3E&${SESSION}`);
    expect((await screen.findByTestId('no-product')).textContent).toContain(
      en['loanConfirm.noProduct'],
    );
    await allAnswered();
    expect(await receivedRequests()).toHaveLength(0);
    // There is no loan to keep the borrower on: the back event closes the web view.
    act(() => emitNativeEvent('iosBack'));
    expect(bridgeActions()).toEqual(['closeWebView']);
  });
});

describe('loan confirm of period', () => {
  it('shows the first repayment date and one plan row per instalment', async () => {
    useScenario({ [CONFIRM]: 'instalments' });
    renderPage(PeriodPage, '/loanConfirmPeriod');
    await loaded();
    expect(screen.getByText(en['loanConfirm.firstPayTime'])).toBeTruthy();
    expect(screen.getByText('2025-07-14')).toBeTruthy();
    for (let i = 1; i <= 4; i += 1) expect(screen.getByText(`Instalment ${i} of 4`)).toBeTruthy();
    expect(screen.getAllByText('₱1,325.00')).toHaveLength(4);
    fireEvent.click(nextButton());
    expect(await screen.findByTestId('where')).toBeTruthy();
    expect((await sent(PUSH))[0]?.body).toMatchObject({ loanVersion: '3', periods: '120' });
  });

  it('an instalment without a date or a title still shows its amount: the plan loses no row', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const plan = (i: number) => ({
      title: `Instalment ${i} of 3`,
      amount: 132500 * i,
      pay_time: `2025-0${6 + i}-14`,
    });
    await serveAnswer(CONFIRM, {
      ...confirmAnswer,
      data: {
        ...confirmAnswer.data,
        repay_plans: [plan(1), { ...plan(2), pay_time: null }, { ...plan(3), title: null }],
      },
    });
    renderPage(PeriodPage, '/loanConfirmPeriod');
    await loaded();
    const plans = screen.getByRole('region', { name: en['loanConfirm.plans'] });
    for (const amount of ['₱1,325.00', '₱2,650.00', '₱3,975.00'])
      expect(within(plans).getByText(amount)).toBeTruthy();
    expect(within(plans).getByText('Instalment 2 of 3')).toBeTruthy();
    expect(within(plans).getByText('Due 2025-09-14')).toBeTruthy();
    expect(within(plans).queryAllByText(/^\s*Due\s*$/)).toHaveLength(0);
  });

  it('a blank first repayment date or rate shows no bare label', async () => {
    await serveAnswer(CONFIRM, {
      ...confirmAnswer,
      data: { ...confirmAnswer.data, firstPayTime: ' ', pRateDsc: ' ' },
    });
    renderPage(PeriodPage, '/loanConfirmPeriod');
    const summary = await screen.findByRole(
      'region',
      { name: en['loanConfirm.summary'] },
      { timeout: 5000 },
    );
    expect(within(summary).getByText('120 days')).toBeTruthy();
    expect(within(summary).queryByText(en['loanConfirm.firstPayTime'])).toBeNull();
    expect(within(summary).queryByText(en['loanConfirm.rate'])).toBeNull();
  });
});

describe('loan confirm, older variant', () => {
  const renderOlder = () => renderPage(OlderPage, '/loanConfirm');

  it('loads on the older paths with form bodies and shows the first repayment date', async () => {
    renderOlder();
    await loaded();
    expect(screen.getByText(en['loanConfirm.firstPayTime'])).toBeTruthy();
    expect(screen.queryByText(/₹/)).toBeNull();
    const [confirm] = await sent(OLDER_CONFIRM);
    expect(confirm).toMatchObject({ method: 'POST', body: { productId: 'PRD-1' } });
    expect(confirm?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect((await sent(OLDER_AGREEMENTS))[0]).toMatchObject({
      method: 'GET',
      query: { productId: 'PRD-1', scene: '3' },
    });
    expect(nextButton()).toBeTruthy();
  });

  it.each([
    ['data.data, as the contract says', 'default', 'Privacy Authorization'],
    ['a bare list', 'bare-list', 'Credit Disclosure Statement'],
  ])('reads the agreements from %s', async (_, scenario, second) => {
    useScenario({ [OLDER_AGREEMENTS]: scenario });
    renderOlder();
    await loaded();
    expect(agreeBox().checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Loan Agreement' })).toBeTruthy();
    expect(screen.getByRole('link', { name: second })).toBeTruthy();
  });

  it('agreements that fail: the older page shows, the row with its message and retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ [OLDER_AGREEMENTS]: 'http500' });
    renderOlder();
    await loaded();
    const row = await screen.findByRole('region', { name: en['loanConfirm.agreements'] });
    expect(within(row).getByText(en['loanConfirm.agreementsFailed'])).toBeTruthy();
    expect(screen.getByText(en['loanConfirm.firstPayTime'])).toBeTruthy();
    useScenario(null);
    fireEvent.click(within(row).getByRole('button', { name: en['common.retry'] }));
    expect(await screen.findByRole('link', { name: 'Loan Agreement' })).toBeTruthy();
  });

  it('the promotional pop-up labels both buttons; its close icon only closes it', async () => {
    useScenario({ [OLDER_CONFIRM]: 'promo' });
    renderOlder();
    const dialog = await screen.findByRole('dialog', { name: en['loanConfirm.promoDialog'] });
    expect(within(dialog).getByText(/zero service fee/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Get it now' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(nextButton('Get it now')).toBeTruthy();
    await allAnswered();
    expect(await sent(OLDER_PUSH)).toHaveLength(0);
  });

  it('the pop-up button pushes the loan, and a returned http link replaces the page', async () => {
    useScenario({ [OLDER_CONFIRM]: 'promo' });
    const { assign, replace } = watchLocation();
    renderOlder();
    const dialog = await screen.findByRole('dialog', { name: en['loanConfirm.promoDialog'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get it now' }));
    // No way back to a loan already pushed (SPEC §4).
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith('https://example.com/lend/details?orderKey=OK-7731'),
    );
    expect(assign).not.toHaveBeenCalled();
    const pushes = await sent(OLDER_PUSH);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.body).toEqual({
      amount: '500000',
      period: '120',
      unit: '1',
      orderKey: 'OK-7731',
    });
    expect(bridgeActions()).toEqual([]);
  });

  it('any other returned link goes to the native side, an in-app path with the session', async () => {
    useScenario({ [OLDER_PUSH]: 'native' });
    renderOlder();
    await loaded();
    fireEvent.click(nextButton());
    await waitFor(() => expect(bridgeActions()).toEqual(['openPage']));
    expect(window.__bridgeCalls?.[0]?.payload).toEqual({
      url: '/loanDetail?productId=PRD-1&orderId=O-9&userId=7&sessionId=s1',
    });
    // The native side opened it over this page, which stays usable for a borrower who returns.
    await waitFor(() => expect(isDisabled(nextButton())).toBe(false));
    fireEvent.click(nextButton());
    await waitFor(() => expect(bridgeActions()).toEqual(['openPage', 'openPage']));
  });

  it('a push answered with a code other than 00 shows its message and goes nowhere', async () => {
    useScenario({ [OLDER_PUSH]: 'rejected' });
    const { assign, replace } = watchLocation();
    renderOlder();
    await loaded();
    fireEvent.click(nextButton());
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Your order could not be submitted. Please try again.',
    );
    expect(bridgeActions()).toEqual([]);
    expect([assign, replace].map((go) => go.mock.calls.length)).toEqual([0, 0]);
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('no agreements on the older list: the row is hidden and Next is active', async () => {
    useScenario({ [OLDER_AGREEMENTS]: 'no-agreements' });
    renderOlder();
    await loaded();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(isDisabled(nextButton())).toBe(false);
  });

  it('a refused returned link goes nowhere and the page says so', async () => {
    useScenario({ [OLDER_PUSH]: 'hostile' });
    const { assign, replace } = watchLocation();
    renderOlder();
    await loaded();
    fireEvent.click(nextButton());
    expect((await screen.findByTestId('toast')).textContent).toBe(en['loanConfirm.linkBlocked']);
    expect(bridgeActions()).toEqual([]);
    expect([assign, replace].map((go) => go.mock.calls.length)).toEqual([0, 0]);
  });

  it('isRupee 1 shows amounts with the rupee sign', async () => {
    useScenario({ [OLDER_CONFIRM]: 'rupee' });
    renderOlder();
    expect(await screen.findByText('₹5,000.00')).toBeTruthy();
    expect(screen.getByText('₹5,300.00')).toBeTruthy();
    // Display texts of the server are shown as given.
    expect(screen.getByText('₱150.00')).toBeTruthy();
  });

  it('a code other than 00 shows the returned message and does not act on the data', async () => {
    useScenario({ [OLDER_CONFIRM]: 'rejected' });
    renderOlder();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This product is not available right now.',
    );
    expect(screen.queryByText('₱5,000.00')).toBeNull();
  });

  it('an agreement title on the older jump: an http link opens in the browser', async () => {
    const { assign } = watchLocation();
    renderOlder();
    await loaded();
    fireEvent.click(screen.getByRole('link', { name: 'Loan Agreement' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://example.com/agreements/loan.html'),
    );
    const [jump] = await sent(OLDER_JUMP);
    expect(jump?.query).toMatchObject({
      productId: 'PRD-1',
      scene: '3',
      position: '0',
      orderId: 'O-9',
    });
    expect(jump?.query.jumpType).toBeUndefined();
  });

  it("an agreement at the app's scheme opens on the native side; a refused one nowhere", async () => {
    useScenario({ [OLDER_JUMP]: 'native' });
    const { assign } = watchLocation();
    renderOlder();
    await loaded();
    fireEvent.click(screen.getByRole('link', { name: 'Loan Agreement' }));
    await waitFor(() => expect(bridgeActions()).toEqual(['openPage']));
    expect(window.__bridgeCalls?.[0]?.payload).toEqual({ url: 'cashloan://agreement/loan' });
    cleanup();
    useScenario({ [OLDER_JUMP]: 'hostile' });
    renderOlder();
    await loaded();
    fireEvent.click(screen.getByRole('link', { name: 'Loan Agreement' }));
    expect((await screen.findByTestId('toast')).textContent).toBe(en['loanConfirm.linkBlocked']);
    expect(bridgeActions()).toEqual(['openPage']);
    expect(assign).not.toHaveBeenCalled();
  });
});
