// The order details page and the joint-login failure page against the fixture server: the
// status, the buttons each status gives and where they go, the market rule both ways, the
// pop-ups one at a time, the rating flow, the session flag, redirects and failures.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../renderers/ui/ToastHost';
import { en } from '../../src/i18n/en';
import JointPage from '../../src/pages/joint-login-failure';
import OrderPage from '../../src/pages/order-details';
import orderAnswer from '../../fixtures/api/v3/loan-details/loan-details/default.json';
import {
  allAnswered,
  clearRequests,
  receivedRequests,
  serveAnswer,
  useScenario,
} from '../api/fixture-session';
import { MemoryRouter, Route, Routes, useLocation } from '../router';
import { holdBack } from '../api/hold-back';

const DETAILS = '/v3/loan-details/loan-details';
const SCORE = '/v3/loan-details/google-score';
const EVENT = '/service/event/save';
const NOTICE = '/formerly/softly';
const CLICK = '/formerly/briskly';
const LINK = '/formerly/openly';
const SESSION = 'userId=7&sessionId=s1';
const QUERY = `productId=PRD-1&orderId=O-9&${SESSION}`;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(Page: ComponentType, path = '/loanDetail', query = QUERY) {
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

/** useScenario is a plain helper (it sets the fixture cookie), not a React hook. */
const chooseScenario = useScenario;

const openOrder = async (scenario?: string) => {
  if (scenario) chooseScenario({ [DETAILS]: scenario });
  renderPage(OrderPage);
  await screen.findByRole('region', { name: en['order.status'] });
};
/** Where the app went: the path and its query, in any order. */
const where = () => {
  const url = new URL(screen.getByTestId('where').textContent ?? '', 'https://app.invalid');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
};
const SESSION_QUERY = { userId: '7', sessionId: 's1' };
const sent = async (path: string) => (await receivedRequests()).filter((r) => r.path === path);
const actions = () => window.__bridgeCalls?.map((c) => c.action);
const button = (name: string) =>
  screen.queryAllByRole('button').find((b) => b.textContent?.trim() === name) ?? null;
const market = () => screen.queryByRole('region', { name: en['order.market'] });

beforeEach(async () => {
  window.__bridgeCalls = [];
  sessionStorage.clear();
  await clearRequests();
});
afterEach(() => useScenario(null));

describe('order details: what each status shows', () => {
  it('loads the order and shows its status, product, details and service phone', async () => {
    await openOrder();
    expect(screen.getByRole('heading', { level: 1, name: 'Order Details' })).toBeTruthy();
    expect(screen.getByText('Awaiting repayment')).toBeTruthy();
    expect(screen.getByText('Please repay by 2025-08-14.')).toBeTruthy();
    expect(screen.getByText('Peso Flex')).toBeTruthy();
    expect(screen.getByText('₱5,300.00')).toBeTruthy();
    expect(screen.getByText('09985550123')).toBeTruthy();
    const [request] = await sent(DETAILS);
    expect(request).toMatchObject({ method: 'GET', query: { productId: 'PRD-1', orderId: 'O-9' } });
  });

  it('without a product name the order details still show, under no product heading', async () => {
    await openOrder('no-product-name');
    expect(screen.getByText('Loan amount')).toBeTruthy();
    expect(screen.getByText('₱5,300.00')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Peso Flex' })).toBeNull();
  });

  it.each([
    ['default', ['Repayment'], false],
    ['status-174-delay', ['REPAY', 'Rollover Repayment'], false],
    ['status-180', ['Repayment'], false],
    ['status-180-delay', ['REPAY', 'Rollover Repayment'], false],
    ['status-170', ['Repayment'], false],
    ['status-200', ['Borrow Again'], false],
    ['status-21', [], true],
    ['status-110', [], true],
    ['status-151', [], true],
    ['status-unknown', [], true],
  ])('%s: buttons %j, market shown %s', async (scenario, labels, marketShown) => {
    await openOrder(scenario);
    for (const label of ['REPAY', 'Rollover Repayment', 'Repayment', 'Borrow Again']) {
      expect(button(label) !== null, label).toBe(labels.includes(label));
    }
    expect(screen.queryByText(en['order.shortOfMoney']) !== null).toBe(labels.includes('REPAY'));
    expect(market() !== null).toBe(marketShown);
  });

  it.each([
    ['status-unknown', 'info'],
    ['status-110', 'failed'],
  ])('%s gets the %s icon (an unknown status the default; 110 its own)', async (scenario, icon) => {
    await openOrder(scenario);
    await waitFor(() =>
      expect(
        document.querySelector('[data-node-id="status-icon"]')?.getAttribute('data-icon'),
      ).toBe(icon),
    );
  });

  it('long display texts show whole; a blank status text leaves no empty heading', async () => {
    const value = `₱5,300.00 ${'due in full '.repeat(25)}`.trim();
    await serveAnswer(DETAILS, {
      ...orderAnswer,
      data: {
        ...orderAnswer.data,
        noticeStatusText: '',
        userOrderDetail: { detail: [{ text: 'Total', value }] },
      },
    });
    renderPage(OrderPage);
    expect(await screen.findByText(value)).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.every((h) => h.textContent?.trim() !== '')).toBe(true);
  });

  it('a telephone that is not one number is shown as written, with nothing to tap', async () => {
    await serveAnswer(DETAILS, {
      ...orderAnswer,
      data: { ...orderAnswer.data, telephone: '(02) 8888 1234 loc. 5678' },
    });
    renderPage(OrderPage);
    expect(await screen.findByText('(02) 8888 1234 loc. 5678')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '(02) 8888 1234 loc. 5678' })).toBeNull();
    expect(screen.queryByText('+63 2 8123 4567')).toBeNull();
  });

  it('without a telephone the configured service phone is shown and called', async () => {
    await openOrder('no-telephone');
    fireEvent.click(screen.getByRole('button', { name: '+63 2 8123 4567' }));
    expect(window.__bridgeCalls?.[0]).toMatchObject({
      action: 'callPhone',
      payload: { phone: '+63 2 8123 4567' },
    });
  });
});

describe('order details: buttons', () => {
  it('Repayment sets showBankTip and opens the repayment page with the session', async () => {
    await openOrder();
    fireEvent.click(button('Repayment')!);
    expect(where()).toEqual({
      path: '/repayment',
      query: { productId: 'PRD-1', orderId: 'O-9', ...SESSION_QUERY },
    });
    expect(sessionStorage.getItem('showBankTip')).toBe('1');
  });

  it('Rollover Repayment opens the delay page; REPAY the repayment page', async () => {
    await openOrder('status-174-delay');
    fireEvent.click(button('Rollover Repayment')!);
    expect(where()).toEqual({
      path: '/repayDelay',
      query: { productId: 'PRD-1', orderId: 'O-9', ...SESSION_QUERY },
    });
    expect(sessionStorage.getItem('showBankTip')).toBe('1');
  });

  it('Borrow Again records the event once, then opens the product', async () => {
    await openOrder('status-200');
    const borrow = button('Borrow Again')!;
    fireEvent.click(borrow);
    fireEvent.click(borrow);
    await waitFor(() => expect(actions()).toEqual(['openProductPage']));
    expect(window.__bridgeCalls?.[0]?.payload).toEqual({ productId: 'PRD-1' });
    const events = await sent(EVENT);
    expect(events).toHaveLength(1);
    expect(events[0]?.body).toEqual({
      productId: 'PRD-1',
      product_id: 'PRD-1',
      moduleId: '30',
      positionId: '0',
    });
  });

  it('Borrow Again tapped again as the product opens opens it once', async () => {
    await openOrder('status-200');
    fireEvent.click(button('Borrow Again')!);
    await waitFor(() => expect(actions()).toEqual(['openProductPage']));
    // The second tap of a double tap, after the event's quick answer, before the native page
    // covers this one.
    fireEvent.click(button('Borrow Again')!);
    await allAnswered();
    expect(actions()).toEqual(['openProductPage']);
    expect(await sent(EVENT)).toHaveLength(1);
  });

  it('Borrow Again does not show a refused event: it is only counted', async () => {
    useScenario({ [DETAILS]: 'status-200', [EVENT]: 'error' });
    renderPage(OrderPage);
    fireEvent.click(await screen.findByRole('button', { name: 'Borrow Again' }));
    await waitFor(() => expect(actions()).toEqual(['openProductPage']));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('Borrow Again goes on to the product even when the event fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ [DETAILS]: 'status-200', [EVENT]: 'http500' });
    renderPage(OrderPage);
    fireEvent.click(await screen.findByRole('button', { name: 'Borrow Again' }));
    await waitFor(() => expect(actions()).toEqual(['openProductPage']));
  });
});

describe('order details: the market', () => {
  it('a double tap on a product opens its page once', async () => {
    await openOrder('status-151');
    const product = within(market()!).getByRole('button', { name: /^Cash Swift/ });
    fireEvent.click(product);
    fireEvent.click(product);
    expect(actions()).toEqual(['openProductPage']);
  });

  it('an enabled product opens its page; a disabled one ignores taps', async () => {
    await openOrder('status-151');
    const list = market()!;
    fireEvent.click(within(list).getByRole('button', { name: /^Cash Swift/ }));
    expect(window.__bridgeCalls).toMatchObject([
      { action: 'openProductPage', payload: { productId: 'PRD-9' } },
    ]);
    // The disabled product is not a control at all.
    expect(within(list).queryByRole('button', { name: /^Peso Plus/ })).toBeNull();
    fireEvent.click(within(list).getByText('Peso Plus'));
    expect(actions()).toEqual(['openProductPage']);
    // It says it is not available, and shows no button text of its own (decision 027).
    expect(within(list).getAllByText(en['order.productUnavailable'])).toHaveLength(1);
    expect(within(list).queryByText('Not available')).toBeNull();
    expect(within(list).getByText('Apply now')).toBeTruthy();
    expect(within(list).getByText('₱1,000 - ₱20,000')).toBeTruthy();
    expect(within(list).getByText('Fast approval')).toBeTruthy();
  });
});

describe('order details: a product list with nothing to show', () => {
  it('hides only the market: the status, product, details, phone and buttons show', async () => {
    await openOrder('partial-products');
    expect(market()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Disbursing')).toBeTruthy();
    expect(screen.getByText('Your loan is being sent to your account.')).toBeTruthy();
    expect(screen.getByText('Peso Flex')).toBeTruthy();
    expect(screen.getByText('₱5,300.00')).toBeTruthy();
    expect(screen.getByText('09985550123')).toBeTruthy();
    // Nothing of the unusable products is drawn.
    expect(screen.queryByText('Cash Swift')).toBeNull();
    expect(screen.queryByText('0.04%')).toBeNull();
  });
});

describe('order details: pop-ups', () => {
  it('the bank-card pop-up leads to the bind-bank page from the loan detail', async () => {
    await openOrder('card-pop');
    const dialog = screen.getByRole('dialog', { name: 'Bind a bank card' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go and bind the card' }));
    // The pop-up gives back its history entry first (renderers/ui/back-stack.ts).
    await screen.findByTestId('where');
    expect(where()).toEqual({
      path: '/bindBank',
      query: { product_id: 'PRD-1', orderId: 'O-9', source: 'loanDetail', ...SESSION_QUERY },
    });
  });

  it('its close icon dismisses it', async () => {
    await openOrder('card-pop');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('pop-ups due at load come one at a time: bank card, then Kind tips, then the rating', async () => {
    await openOrder('several-popups');
    /** The one dialog on screen, by its name. */
    const shown = async (name: string) => {
      const dialog = await screen.findByRole('dialog', { name });
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      return dialog;
    };
    const card = await shown('Bind a bank card');
    fireEvent.click(within(card).getByRole('button', { name: 'Close' }));
    const tips = await shown('Kind tips');
    fireEvent.click(within(tips).getByRole('button', { name: 'OK' }));
    await shown(en['order.rateTitle']);
  });

  it('kind tips show until the flag is set, and OK does not set it', async () => {
    await openOrder('kind-tips');
    const dialog = screen.getByRole('dialog', { name: 'Kind tips' });
    expect(within(dialog).getByText(/Repay on time/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem('showBankTip')).toBeNull();
  });

  it('kind tips stay away once the flag is set', async () => {
    sessionStorage.setItem('showBankTip', '1');
    await openOrder('kind-tips');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rating: Submit without a star asks and sends nothing', async () => {
    await openOrder('rating');
    const dialog = screen.getByRole('dialog', { name: en['order.rateTitle'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect((await screen.findByTestId('toast')).textContent).toBe(en['order.chooseStars']);
    await allAnswered();
    expect(await sent(SCORE)).toHaveLength(0);
  });

  it('rating: the borrower may decline it (its close icon), and nothing is sent', async () => {
    await openOrder('rating');
    const dialog = await screen.findByRole('dialog', { name: en['order.rateTitle'] });
    fireEvent.click(within(dialog).getByRole('button', { name: en['common.close'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await allAnswered();
    expect(await sent(SCORE)).toHaveLength(0);
  });

  it('rating below 4 stars: score 5 is sent once, then the result modal', async () => {
    await openOrder('rating');
    const dialog = screen.getByRole('dialog', { name: en['order.rateTitle'] });
    fireEvent.click(await within(dialog).findByRole('button', { name: '3 stars' }));
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    const result = await screen.findByRole('dialog', { name: 'Thank you for your feedback' });
    const scores = await sent(SCORE);
    expect(scores).toHaveLength(1);
    expect(scores[0]?.body).toEqual({ score: '5' });
    fireEvent.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actions()).toEqual([]);
  });

  it('rating 4 stars or more: the store rating', async () => {
    await openOrder('rating');
    const dialog = screen.getByRole('dialog', { name: en['order.rateTitle'] });
    fireEvent.click(await within(dialog).findByRole('button', { name: '4 stars' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(actions()).toEqual(['goRate']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(['4 stars', '3 stars'])(
    'rating closed while its call is on its way (%s): the late answer opens nothing',
    async (stars) => {
      useScenario({ [DETAILS]: 'rating', [SCORE]: 'slow' });
      renderPage(OrderPage);
      const dialog = await screen.findByRole('dialog', { name: en['order.rateTitle'] });
      fireEvent.click(await within(dialog).findByRole('button', { name: stars }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      fireEvent.click(within(dialog).getByRole('button', { name: en['common.close'] }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await allAnswered();
      // The score was sent and counts; the borrower who closed the pop-up is not sent on.
      expect(await sent(SCORE)).toHaveLength(1);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(actions()).toEqual([]);
    },
  );

  it('rating closed while its call is on its way: a late refusal shows no toast', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ [DETAILS]: 'rating', [SCORE]: 'rejected' });
    renderPage(OrderPage);
    const dialog = await screen.findByRole('dialog', { name: en['order.rateTitle'] });
    fireEvent.click(await within(dialog).findByRole('button', { name: '5 stars' }));
    const release = holdBack(SCORE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await within(dialog).findByRole('button', { name: en['order.submitting'] });
    fireEvent.click(within(dialog).getByRole('button', { name: en['common.close'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    release();
    await allAnswered();
    expect(await sent(SCORE)).toHaveLength(1);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it.each([
    ['http500', '500'],
    ['rejected', 'You have already rated this order.'],
  ])(
    'a failed rating (%s) keeps the pop-up with the reason, for another try',
    async (scenario, reason) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      useScenario({ [DETAILS]: 'rating', [SCORE]: scenario });
      renderPage(OrderPage);
      const dialog = await screen.findByRole('dialog', { name: en['order.rateTitle'] });
      fireEvent.click(await within(dialog).findByRole('button', { name: '5 stars' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain(reason));
      expect(screen.getByRole('dialog', { name: en['order.rateTitle'] })).toBeTruthy();
      expect(actions()).toEqual([]);
    },
  );
});

describe('order details: playeduL', () => {
  /**
   * Serves an order of status 151 that leaves for its playeduL, with `data` over it, and
   * returns the spy that takes the page's location.replace in place of jsdom's.
   */
  const serveWithdrawOrderAndSpyOnReplace = async (data: Record<string, unknown>) => {
    await serveAnswer(DETAILS, {
      ...orderAnswer,
      data: {
        ...orderAnswer.data,
        orderStatus: 151,
        playeduL: 'https://example.com/withdraw',
        ...data,
      },
    });
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      replace,
      search: window.location.search,
    });
    return replace;
  };

  it('with reyMsg: Withdraw Now replaces the page with playeduL and the session', async () => {
    await openOrder('withdraw');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Your next loan is ready. Withdraw it now?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw Now' }));
    await screen.findByTestId('where');
    expect(where()).toEqual({
      path: '/loanConfirm',
      query: { productId: 'PRD-9', ...SESSION_QUERY },
    });
  });

  it('with reyMsg: Withdraw Now tapped twice leaves once', async () => {
    const replace = await serveWithdrawOrderAndSpyOnReplace({
      reyMsg: 'Your next loan is ready. Withdraw it now?',
    });
    renderPage(OrderPage);
    const dialog = await screen.findByRole('dialog');
    const withdraw = within(dialog).getByRole('button', { name: 'Withdraw Now' });
    fireEvent.click(withdraw);
    fireEvent.click(withdraw);
    await waitFor(() => expect(replace).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('with reyMsg: Cancel goes home and the order stays', async () => {
    await openOrder('withdraw');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(actions()).toEqual(['goHome']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Peso Flex')).toBeTruthy();
  });

  it('without reyMsg the page replaces itself at once', async () => {
    useScenario({ [DETAILS]: 'redirect' });
    renderPage(OrderPage);
    await screen.findByTestId('where');
    expect(where()).toEqual({
      path: '/newLoanConfirm',
      query: { productId: 'PRD-9', orderId: 'O-10', ...SESSION_QUERY },
    });
  });

  it('a page that replaces itself at once opens none of its pop-ups while the next one loads', async () => {
    const replace = await serveWithdrawOrderAndSpyOnReplace({
      reyMsg: '',
      cardNeedPop: 1,
      cardPopTitle: 'Bind a card',
      cardPopMsg: 'Add the card your loan is paid to.',
      KindTipsMsg: 'Repay on time.',
      isScore: '1',
    });
    renderPage(OrderPage);
    await screen.findByRole('region', { name: en['order.status'] });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(replace.mock.calls[0]?.[0]).toContain('https://example.com/withdraw');
  });

  it('status 21 never redirects nor asks', async () => {
    await openOrder('redirect-pending');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('a refused playeduL counts as absent: no pop-up, no redirect', async () => {
    await openOrder('hostile-redirect');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('where')).toBeNull();
  });
});

describe('order details: failures', () => {
  it.each([
    ['http500', '500'],
    ['rejected', 'This order could not be found.'],
    ['invalid', en['error.invalid']],
  ])('%s shows the reason and a retry', async (fault, text) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useScenario({ [DETAILS]: fault });
    renderPage(OrderPage);
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    useScenario(null);
    fireEvent.click(screen.getByRole('button', { name: en['common.retry'] }));
    expect(await screen.findByText('Awaiting repayment')).toBeTruthy();
  });

  it('without a usable order nothing is loaded and the page says why', async () => {
    renderPage(OrderPage, '/order', `productId=PRD-1&${SESSION}`);
    expect((await screen.findByTestId('no-order')).textContent).toContain(en['order.noOrder']);
    await allAnswered();
    expect(await receivedRequests()).toHaveLength(0);
  });
});

describe('joint-login failure', () => {
  const openJoint = async () => {
    renderPage(JointPage, '/jointLoginFailure');
    await screen.findByText('We could not open your Cash Swift account.');
  };

  it('shows the notice, the error and the products from the failure notice', async () => {
    await openJoint();
    expect(screen.getByRole('heading', { level: 1, name: 'Order Details' })).toBeTruthy();
    expect(screen.getByText('Joint login failed (E-2041).')).toBeTruthy();
    expect(within(market()!).getByText('Cash Swift')).toBeTruthy();
    expect(screen.queryByRole('region', { name: en['order.status'] })).toBeNull();
    const [request] = await sent(NOTICE);
    expect(request?.method).toBe('POST');
    expect(request?.body).toMatchObject({ productId: 'PRD-1', orderId: 'O-9' });
  });

  it('an enabled product posts the click, then the link, and opens an http link', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
      search: window.location.search,
    });
    await openJoint();
    const product = within(market()!).getByRole('button', { name: /^Cash Swift/ });
    fireEvent.click(product);
    fireEvent.click(product);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://example.com/apply/cash-swift'),
    );
    // While the tab loads the product's page, another tap counts no second click.
    fireEvent.click(product);
    await allAnswered();
    const requests = (await receivedRequests()).map((r) => [r.path, r.body]);
    expect(requests.slice(1)).toEqual([
      [CLICK, { vid: 'PRD-9' }],
      [LINK, { vid: 'PRD-9' }],
    ]);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('the tapped product shows it is on its way while its calls run', async () => {
    useScenario({ [CLICK]: 'slow' });
    await openJoint();
    const product = () => within(market()!).getByRole('button', { name: /^Cash Swift/ });
    fireEvent.click(product());
    await waitFor(() => expect(product().getAttribute('aria-busy')).toBe('true'));
    await waitFor(() => expect(product().getAttribute('aria-busy')).toBeNull(), { timeout: 8000 });
  });

  it('a refused click is only counted: no message, and the product opens', async () => {
    useScenario({ [CLICK]: 'error', [LINK]: 'native' });
    await openJoint();
    fireEvent.click(within(market()!).getByRole('button', { name: /^Cash Swift/ }));
    await waitFor(() => expect(actions()).toEqual(['openPage']));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('a link that is not http goes to the native side; a refused one nowhere', async () => {
    useScenario({ [LINK]: 'native' });
    await openJoint();
    fireEvent.click(within(market()!).getByRole('button', { name: /^Cash Swift/ }));
    await waitFor(() => expect(actions()).toEqual(['openPage']));
    useScenario({ [LINK]: 'hostile' });
    fireEvent.click(within(market()!).getByRole('button', { name: /^Cash Swift/ }));
    expect((await screen.findByTestId('toast')).textContent).toBe(en['order.linkBlocked']);
    expect(actions()).toEqual(['openPage']);
  });

  it('a disabled product sends nothing', async () => {
    await openJoint();
    fireEvent.click(within(market()!).getByText('Peso Plus'));
    await allAnswered();
    expect(await sent(CLICK)).toHaveLength(0);
  });

  it('a product list with nothing to show hides only the market', async () => {
    useScenario({ [NOTICE]: 'partial-products' });
    await openJoint();
    expect(screen.getByText('Joint login failed (E-2041).')).toBeTruthy();
    expect(market()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Cash Swift')).toBeNull();
  });

  it('a notice with nothing to show says it could not be read, with a retry that loads again', async () => {
    useScenario({ [NOTICE]: 'nothing' });
    renderPage(JointPage, '/jointLoginFailure');
    expect((await screen.findByRole('alert')).textContent).toContain(en['error.invalid']);
    expect(screen.getByRole('heading', { level: 1, name: 'Order Details' })).toBeTruthy();
    useScenario(null);
    fireEvent.click(screen.getByRole('button', { name: en['common.retry'] }));
    await screen.findByText('We could not open your Cash Swift account.');
    expect(await sent(NOTICE)).toHaveLength(2);
  });

  it('without a notice message the error shows, under no empty heading', async () => {
    useScenario({ [NOTICE]: 'error-only' });
    renderPage(JointPage, '/jointLoginFailure');
    await screen.findByText('Joint login failed (E-2041).');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Order Details']);
  });

  it("a code other than '00' shows the returned message with a retry", async () => {
    useScenario({ [NOTICE]: 'rejected' });
    renderPage(JointPage, '/jointLoginFailure');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This order is not available.',
    );
    expect(screen.getByRole('button', { name: en['common.retry'] })).toBeTruthy();
  });
});
