// Repayment by card against the fixture server: the card choice, the commit and confirm
// bodies and their idempotency keys, the SMS stage and its countdown, every failure's words,
// where success goes (with and without the native dialog), and online payment.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../renderers/ui/ToastHost';
import { currentToast } from '../../renderers/ui/toast-store';
import { en } from '../../src/i18n/en';
import CardPage from '../../src/pages/repay-by-card';
import wayAnswer from '../../fixtures/api/api/v1/loan/repayment-way/default.json';
import {
  allAnswered,
  clearRequests,
  receivedRequests,
  serveAnswer,
  useScenario,
} from '../api/fixture-session';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { providerFuture, routerFuture } from '../../src/app/app-router';
import { MemoryRouter, Route, Routes, useLocation } from '../router';

const WAY = '/api/v1/loan/repayment-way';
const COMMIT = '/api/v1/loan/repayment-commit';
const CONFIRM = '/api/v1/loan/repayment-confirm';
const ONLINE = '/api/v1/loan/repayment-huichao';
const QUERY = 'orderId=O-9&amount=523450&productId=PRD-1&userId=7&sessionId=s1';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(query = QUERY) {
  window.history.replaceState({}, '', `/repayByCard?${query}`);
  return renderEntry(query);
}

/** The page on the history entry as it is: what a reload of it shows. */
function renderEntry(query = QUERY) {
  return render(
    <MemoryRouter initialEntries={[`/repayByCard?${query}`]}>
      <Routes>
        <Route path="/repayByCard" element={<CardPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
      <ToastHost />
    </MemoryRouter>,
  );
}

/** useScenario is a plain helper (it sets the fixture cookie), not a React hook. */
const chooseScenario = useScenario;
const sent = async (path: string) => (await receivedRequests()).filter((r) => r.path === path);
const button = (name: string) => screen.getByRole('button', { name });

async function openPage(scenarios: Record<string, string> = {}, query = QUERY) {
  chooseScenario(scenarios);
  renderPage(query);
  await screen.findByText('BDO Unibank');
}

async function chooseAndRepay(bank = 'BPI') {
  fireEvent.click(screen.getByRole('radio', { name: new RegExp(bank) }));
  fireEvent.click(button(en['card.repay']));
}

async function toCodeStage() {
  await openPage();
  await chooseAndRepay();
  return screen.findByRole('textbox', { name: en['card.code'] });
}

beforeEach(async () => {
  window.__bridgeCalls = [];
  sessionStorage.clear();
  await clearRequests();
});
afterEach(() => {
  useScenario(null);
  vi.restoreAllMocks();
});

/** The page went to the loan detail, with the order, the product and the session. */
async function expectLoanDetail(more: Record<string, string> = {}) {
  await screen.findByTestId('where');
  const url = new URL(screen.getByTestId('where').textContent ?? '', 'https://app.invalid');
  expect(url.pathname).toBe('/loanDetail');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    orderId: 'O-9',
    productId: 'PRD-1',
    userId: '7',
    ...more,
  });
}

describe('choosing a card and committing', () => {
  it('lists the cards masked to the last 4 digits, none chosen', async () => {
    await openPage();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual(['BDO Unibank**** 5678', 'BPI**** 4321']);
    expect(radios.every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
    expect(screen.queryByText(/6011000012345678/)).toBeNull();
    const [way] = await sent(WAY);
    expect(way).toMatchObject({ method: 'POST', body: { orderId: 'O-9' } });
  });

  it('cards masked with X or •, or written with dashes, are listed by their last 4 digits; one without 4 is left out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    chooseScenario({ [WAY]: 'partial-masked-cards' });
    renderPage();
    await screen.findByText('BDO Unibank');
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual([
      'BDO Unibank**** 5678',
      'BPI**** 4321',
      'Metrobank**** 9999',
    ]);
    await chooseAndRepay('BPI');
    await waitFor(async () => expect(await sent(COMMIT)).toHaveLength(1));
    const [request] = await sent(COMMIT);
    expect(request!.body).toMatchObject({ cardId: 'C-2', cardNo: '4111 •••• •••• 4321' });
  });

  it('long ids the server echoes (a tokenised card id, a bank code, a record id) are kept and sent back', async () => {
    const cardId = `tok_${'a1B2'.repeat(30)}`;
    const bankCode = 'PH-BDO-UNIBANK-INSTAPAY-PESONET-01';
    const recordId = `RR-${'9f8e'.repeat(25)}`;
    await serveAnswer(
      WAY,
      {
        ...wayAnswer,
        data: {
          ...wayAnswer.data,
          bankCards: [
            { id: cardId, bankName: 'BDO Unibank', cardNo: '6011000012345678', bankCode },
          ],
        },
      },
      'way',
    );
    await serveAnswer(
      COMMIT,
      { code: 0, success: true, data: { needValid: 1, repayRecordId: recordId } },
      'commit',
    );
    chooseScenario({ [WAY]: 'studio-way', [COMMIT]: 'studio-commit' });
    renderPage();
    await screen.findByText('BDO Unibank');
    await chooseAndRepay('BDO');
    const input = await screen.findByRole('textbox', { name: en['card.code'] });
    expect((await sent(COMMIT))[0]!.body).toMatchObject({ cardId, bankCode });
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(button(en['card.confirm']));
    await screen.findByTestId('where');
    expect((await sent(CONFIRM))[0]!.body).toMatchObject({ repaymentRecordId: recordId });
  });

  it('a second card of the same id is left out: choosing never pays with another card', async () => {
    const card = (id: string, bankName: string, cardNo: string) => ({
      id,
      bankName,
      cardNo,
      bankCode: bankName,
    });
    await serveAnswer(WAY, {
      ...wayAnswer,
      data: {
        ...wayAnswer.data,
        bankCards: [
          card('C-1', 'A Bank', '1111222233334444'),
          card('C-1', 'B Bank', '5555666677778888'),
        ],
      },
    });
    renderPage();
    await screen.findByText('A Bank');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.queryByText('B Bank')).toBeNull();
  });

  it('Repay without a card says so and sends nothing', async () => {
    await openPage();
    fireEvent.click(button(en['card.repay']));
    expect(await screen.findByText(en['card.selectFirst'])).toBeTruthy();
    await allAnswered();
    expect(await sent(COMMIT)).toHaveLength(0);
  });

  it('commits the chosen card with every field and an idempotency key, once per double tap', async () => {
    await openPage({ [COMMIT]: 'slow' });
    fireEvent.click(screen.getByRole('radio', { name: /BDO/ }));
    fireEvent.click(button(en['card.repay']));
    fireEvent.click(screen.getByRole('button', { name: en['card.repaying'] }));
    await screen.findByRole('textbox', { name: en['card.code'] }, { timeout: 6000 });
    const commits = await sent(COMMIT);
    expect(commits).toHaveLength(1);
    expect(commits[0]!.body).toEqual({
      amount: '523450',
      couponId: '',
      orderId: 'O-9',
      bankName: 'BDO Unibank',
      cardId: 'C-1',
      cardNo: '6011000012345678',
      bankCode: 'BDO',
      repayToken: 'RT-7f3a9c',
      sendMsg: '0',
    });
    expect(commits[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a retry of an attempt that did not settle reuses its key; a settled one gets a new key', async () => {
    await openPage({ [COMMIT]: 'http500' });
    await chooseAndRepay();
    // SPEC §8: with no message of the server's, "processing failed".
    await screen.findByText(en['card.commitFailed']);
    await waitFor(() => expect(button(en['card.repay']).hasAttribute('disabled')).toBe(false));
    chooseScenario({ [COMMIT]: 'rejected' });
    fireEvent.click(button(en['card.repay']));
    await screen.findByText('This card cannot pay right now. Please choose another card.');
    chooseScenario({ [COMMIT]: 'default' });
    fireEvent.click(button(en['card.repay']));
    await screen.findByRole('textbox', { name: en['card.code'] });
    const keys = (await sent(COMMIT)).map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('an unsettled attempt keeps its key after another card was tried in between', async () => {
    await openPage({ [COMMIT]: 'http500' });
    await chooseAndRepay('BPI');
    await screen.findByText(en['card.commitFailed']);
    await waitFor(() => expect(button(en['card.repay']).hasAttribute('disabled')).toBe(false));
    // The other card, refused: that attempt is answered.
    chooseScenario({ [COMMIT]: 'rejected' });
    await chooseAndRepay('BDO');
    await screen.findByText('This card cannot pay right now. Please choose another card.');
    await waitFor(() => expect(button(en['card.repay']).hasAttribute('disabled')).toBe(false));
    // Back to the first card: its payment may have gone through, so its retry is the same attempt.
    chooseScenario({ [COMMIT]: 'default' });
    await chooseAndRepay('BPI');
    await screen.findByRole('textbox', { name: en['card.code'] });
    const commits = await sent(COMMIT);
    expect(commits.map((r) => r.body.cardId)).toEqual(['C-2', 'C-1', 'C-2']);
    const keys = commits.map((r) => r.headers['idempotency-key']);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('an attempt left unsettled keeps its key when the page is opened again to retry', async () => {
    await openPage({ [COMMIT]: 'http500' });
    await chooseAndRepay();
    await screen.findByText(en['card.commitFailed']);
    cleanup();
    await openPage({ [COMMIT]: 'default' });
    await chooseAndRepay();
    await screen.findByRole('textbox', { name: en['card.code'] });
    const keys = (await sent(COMMIT)).map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('while Repay commits the cards cannot be changed', async () => {
    await openPage({ [COMMIT]: 'slow' });
    await chooseAndRepay('BDO');
    const bpi = () => screen.getByRole('radio', { name: /BPI/ });
    await waitFor(() => expect(button(en['card.repaying']).getAttribute('aria-busy')).toBe('true'));
    // Still committing (no code stage yet): the other card is off.
    expect(screen.queryByRole('textbox', { name: en['card.code'] })).toBeNull();
    expect(bpi().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(bpi());
    expect(bpi().getAttribute('aria-checked')).toBe('false');
    await screen.findByRole('textbox', { name: en['card.code'] }, { timeout: 8000 });
    expect(screen.getByRole('radio', { name: /BDO/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('a code asked for without any record to confirm it is a failure: no code stage', async () => {
    await serveAnswer(COMMIT, {
      code: 0,
      success: true,
      data: { needValid: 1, repayRecordId: '' },
    });
    renderPage();
    await screen.findByText('BDO Unibank');
    await chooseAndRepay();
    expect(await screen.findByText(en['card.commitFailed'])).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: en['card.code'] })).toBeNull();
  });

  it('paid, it never pays again, however long the next page takes to load', async () => {
    chooseScenario({ [COMMIT]: 'no-code' });
    const search = `?${QUERY}&clientType=ios`;
    window.history.replaceState({}, '', `/repayByCard${search}`);
    const router = createMemoryRouter(
      [
        { path: '/repayByCard', element: <CardPage /> },
        // The loan detail's code never arrives: the paid page stays on screen.
        { path: '/loanDetail', lazy: () => new Promise<never>(() => {}) },
      ],
      { initialEntries: [`/repayByCard${search}`], future: routerFuture },
    );
    render(<RouterProvider router={router} future={providerFuture} />);
    await screen.findByText('BDO Unibank');
    await chooseAndRepay();
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    const later = Date.now() + 11_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    fireEvent.click(button(en['card.repay']));
    await allAnswered();
    expect(await sent(COMMIT)).toHaveLength(1);
    router.dispose();
  });

  it('a commit failure without a message says "processing failed"', async () => {
    await openPage({ [COMMIT]: 'rejected-silent' });
    await chooseAndRepay();
    expect(await screen.findByText(en['card.commitFailed'])).toBeTruthy();
  });

  it('needValid 0 closes the native repayment dialog, then opens the loan detail', async () => {
    await openPage({ [COMMIT]: 'no-code' }, `${QUERY}&clientType=android`);
    await chooseAndRepay();
    await expectLoanDetail();
    expect(window.__bridgeCalls?.map((c) => [c.action, c.payload])).toEqual([['closeWebView', {}]]);
  });

  it('an accepted commit without needValid counts as paid, never as "processing failed"', async () => {
    await openPage({ [COMMIT]: 'without-need-valid' }, `${QUERY}&clientType=android`);
    await chooseAndRepay();
    await expectLoanDetail();
    expect(screen.queryByText(en['card.commitFailed'])).toBeNull();
  });

  it('an accepted commit with no data (null) counts as paid too', async () => {
    await openPage({ [COMMIT]: 'null-data' }, `${QUERY}&clientType=android`);
    await chooseAndRepay();
    await expectLoanDetail();
    expect(screen.queryByText(en['card.commitFailed'])).toBeNull();
  });

  it('on iOS needValid 0 only navigates: to the loan detail, with no native call', async () => {
    await openPage({ [COMMIT]: 'no-code' }, `${QUERY}&clientType=ios`);
    await chooseAndRepay();
    await expectLoanDetail({ clientType: 'ios' });
    expect(window.__bridgeCalls).toEqual([]);
  });

  it('paid on a page opened without a product: it says so, with no dead loan detail', async () => {
    await openPage({ [COMMIT]: 'no-code' }, 'orderId=O-9&amount=523450&userId=7');
    await chooseAndRepay();
    const paid = await screen.findByTestId('paid');
    expect(paid.textContent).toContain(en['card.paid']);
    expect(paid.textContent).toContain(en['card.paidNoOrder']);
    expect(screen.getByRole('button', { name: en['common.goHome'] })).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(await sent(COMMIT)).toHaveLength(1);
  });

  it('paid in a browser that refuses history writes, it still says paid', async () => {
    await openPage({ [COMMIT]: 'no-code' }, 'orderId=O-9&amount=523450&userId=7');
    vi.spyOn(window.history, 'replaceState').mockImplementation(() => {
      throw new DOMException('too many calls', 'SecurityError');
    });
    await chooseAndRepay();
    expect((await screen.findByTestId('paid')).textContent).toContain(en['card.paid']);
  });

  it('paid without a product, a reload of that page still says paid: no pay form to pay twice', async () => {
    const query = 'orderId=O-9&amount=523450&userId=7';
    await openPage({ [COMMIT]: 'no-code' }, query);
    await chooseAndRepay();
    await screen.findByTestId('paid');
    // The same history entry loaded again (a reload, or Back and Forward to it).
    cleanup();
    renderEntry(query);
    expect((await screen.findByTestId('paid')).textContent).toContain(en['card.paid']);
    expect(screen.queryByRole('button', { name: en['card.repay'] })).toBeNull();
    // A new visit to pay this order (a new entry) shows the form.
    cleanup();
    await openPage({}, query);
    expect(screen.getByRole('button', { name: en['card.repay'] })).toBeTruthy();
  });
});

describe('the SMS code', () => {
  it('shows the code input and a running 60 s countdown; a tap says do not resend and sends nothing', async () => {
    const input = await toCodeStage();
    expect(input.getAttribute('placeholder')).toMatch(/code/);
    const countdown = screen.getByRole('button', { name: /^\d+s$/ });
    expect(Number(countdown.textContent?.replace('s', ''))).toBeGreaterThan(55);
    fireEvent.click(countdown);
    expect(await screen.findByText(en['card.noResend'])).toBeTruthy();
    expect(await sent(COMMIT)).toHaveLength(1);
  });

  it('a code shorter than 6 digits shows the message and sends nothing', async () => {
    const input = await toCodeStage();
    fireEvent.change(input, { target: { value: '12345' } });
    fireEvent.click(button(en['card.confirm']));
    expect(await screen.findByText(en['card.codeShort'])).toBeTruthy();
    await allAnswered();
    expect(await sent(CONFIRM)).toHaveLength(0);
  });

  it('confirms with the order, the code and the record, then replaces the page with the loan detail', async () => {
    const input = await toCodeStage();
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(button(en['card.confirm']));
    await screen.findByTestId('where');
    const [request] = await sent(CONFIRM);
    expect(request!.body).toEqual({
      orderId: 'O-9',
      verifyCode: '123456',
      repaymentRecordId: 'RR-5501',
    });
    expect(request!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('where').textContent).toMatch(/^\/loanDetail\?/);
    expect(window.__bridgeCalls).toEqual([]);
  });

  it('a confirm answered with code 0 and no success flag has paid: on to the loan detail', async () => {
    const input = await toCodeStage();
    chooseScenario({ [CONFIRM]: 'no-flag' });
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(button(en['card.confirm']));
    expect((await screen.findByTestId('where')).textContent).toMatch(/^\/loanDetail\?/);
    expect(await sent(CONFIRM)).toHaveLength(1);
  });

  it.each([
    ['wrong-code', en['card.codeWrong']],
    ['repeated', en['card.repeated']],
    ['rejected', 'The payment was declined by your bank.'],
  ])('confirm %s shows its words and the page stays', async (scenario, words) => {
    const input = await toCodeStage();
    chooseScenario({ [CONFIRM]: scenario });
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(button(en['card.confirm']));
    expect(await screen.findByText(words)).toBeTruthy();
    // A refused answer's words show for 2 s (SPEC §8).
    expect(currentToast()).toMatchObject({ text: words, durationMs: 2000 });
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.queryByText('verify code error')).toBeNull();
  });

  it('a resend answered without needValid sends the code again and stays: the payment is not paid yet', async () => {
    await toCodeStage();
    // The 60 s have passed.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    chooseScenario({ [COMMIT]: 'without-need-valid' });
    fireEvent.click(
      await screen.findByRole('button', { name: en['card.getCode'] }, { timeout: 3000 }),
    );
    await waitFor(async () => expect(await sent(COMMIT)).toHaveLength(2));
    await allAnswered();
    expect((await sent(COMMIT)).map((r) => r.body.sendMsg)).toEqual(['0', '1']);
    // Still waiting for the code, with a new countdown and the record the resend named.
    expect(await screen.findByRole('button', { name: /^\d+s$/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: en['card.code'] })).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(window.__bridgeCalls).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: en['card.code'] }), {
      target: { value: '123456' },
    });
    fireEvent.click(button(en['card.confirm']));
    await screen.findByTestId('where');
    const [request] = await sent(CONFIRM);
    expect(request!.body).toMatchObject({ repaymentRecordId: 'RR-5503' });
  });

  it('Pay online is off while a committed payment awaits its code', async () => {
    await toCodeStage();
    const online = screen.getByRole('button', { name: en['card.payOnline'] }) as HTMLButtonElement;
    expect(online.disabled).toBe(true);
    fireEvent.click(online);
    await allAnswered();
    expect(await sent(ONLINE)).toHaveLength(0);
  });

  it('back from the SMS app to a reloaded page (the phone dropped it), the code stage is still there', async () => {
    const input = await toCodeStage();
    fireEvent.change(input, { target: { value: '12' } });
    // The same history entry loaded again: the tab was discarded while the SMS app was open.
    cleanup();
    renderEntry();
    const again = await screen.findByRole('textbox', { name: en['card.code'] });
    // The card paid with is the one shown, and the countdown runs on.
    expect(screen.getByRole('radio', { name: /BPI/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: /^\d+s$/ })).toBeTruthy();
    fireEvent.change(again, { target: { value: '123456' } });
    fireEvent.click(button(en['card.confirm']));
    await screen.findByTestId('where');
    expect((await sent(COMMIT)).map((r) => r.body.sendMsg)).toEqual(['0']);
    const [request] = await sent(CONFIRM);
    expect(request!.body).toMatchObject({ repaymentRecordId: 'RR-5501' });
  });

  it('leaving and coming back during the countdown does not allow an early resend', async () => {
    await toCodeStage();
    const deadline = Number(sessionStorage.getItem('repayCardResendAt:O-9'));
    expect(deadline).toBeGreaterThan(Date.now() + 55_000);
    // Leave (the page goes away) and open it again.
    cleanup();
    await clearRequests();
    renderPage();
    await screen.findByText('BDO Unibank');
    await chooseAndRepay();
    await screen.findByRole('textbox', { name: en['card.code'] });
    expect(Number(sessionStorage.getItem('repayCardResendAt:O-9'))).toBe(deadline);
    fireEvent.click(screen.getByRole('button', { name: /^\d+s$/ }));
    expect((await screen.findByTestId('toast')).textContent).toBe(en['card.noResend']);
    await allAnswered();
    const commits = await sent(COMMIT);
    expect(commits.map((r) => r.body.sendMsg)).toEqual(['0']);
  });
});

describe('failures and online payment', () => {
  it.each([
    ['rejected', 'Your cards cannot be loaded right now.'],
    ['rejected-silent', en['card.listFailed']],
    ['http500', en['card.listFailed']],
    ['reset', en['card.networkError']],
  ])('card list %s shows its words and a retry', async (scenario, words) => {
    chooseScenario({ [WAY]: scenario });
    renderPage();
    expect(await screen.findByText(words, {}, { timeout: 6000 })).toBeTruthy();
    chooseScenario(null);
    fireEvent.click(button(en['common.retry']));
    expect(await screen.findByText('BDO Unibank')).toBeTruthy();
  });

  it('says so when a card list is empty, and offers to add a card for this product', async () => {
    chooseScenario({ [WAY]: 'no-cards' });
    renderPage();
    expect(await screen.findByText(en['card.noCards'])).toBeTruthy();
    fireEvent.click(button(en['card.addCard']));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/bindBank?userId=7&sessionId=s1&product_id=PRD-1',
      ),
    );
  });

  it('a card list of null is no card: Add a bank card and Pay online both stay', async () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign: vi.fn(),
      search: window.location.search,
    });
    chooseScenario({ [WAY]: 'null-cards' });
    renderPage();
    expect(await screen.findByText(en['card.noCards'])).toBeTruthy();
    expect(button(en['card.addCard'])).toBeTruthy();
    fireEvent.click(button(en['card.payOnline']));
    await waitFor(async () => expect(await sent(ONLINE)).toHaveLength(1));
  });

  it('without a product, "Add a bank card" opens the card binding all the same', async () => {
    chooseScenario({ [WAY]: 'no-cards' });
    renderPage('orderId=O-9&amount=523450&userId=7');
    fireEvent.click(await screen.findByRole('button', { name: en['card.addCard'] }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/bindBank?userId=7'));
  });

  it('no Pay online when alipay is 0', async () => {
    await openPage({ [WAY]: 'no-online' });
    expect(screen.queryByRole('button', { name: en['card.payOnline'] })).toBeNull();
  });

  it('Pay online sends userId, orderId and amount once, and follows the URL', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
      search: window.location.search,
    });
    await openPage();
    fireEvent.click(button(en['card.payOnline']));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const requests = await sent(ONLINE);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toEqual({ userId: '7', orderId: 'O-9', amount: '523450' });
  });

  it('while a code is asked for again, get code shows it and Confirm waits', async () => {
    const code = await toCodeStage();
    const resendAt = Number(sessionStorage.getItem('repayCardResendAt:O-9'));
    vi.spyOn(Date, 'now').mockReturnValue(resendAt + 1000);
    chooseScenario({ [COMMIT]: 'slow' });
    fireEvent.click(
      await screen.findByRole('button', { name: en['card.getCode'] }, { timeout: 3000 }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: en['card.getCode'] }).getAttribute('aria-busy'),
      ).toBe('true'),
    );
    fireEvent.change(code, { target: { value: '123456' } });
    expect(button(en['card.confirm']).hasAttribute('disabled')).toBe(true);
  });

  it('one payment at a time: while Repay commits, Pay online is off and sends nothing', async () => {
    await openPage({ [COMMIT]: 'slow' });
    await chooseAndRepay();
    const online = () => screen.getByRole('button', { name: en['card.payOnline'] });
    await waitFor(() => expect((online() as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(online());
    await waitFor(async () => expect(await sent(COMMIT)).toHaveLength(1), { timeout: 8000 });
    await allAnswered();
    expect(await sent(ONLINE)).toHaveLength(0);
  });

  it('a hostile online payment URL is refused with a message', async () => {
    await openPage({ [ONLINE]: 'hostile' });
    fireEvent.click(button(en['card.payOnline']));
    expect(await screen.findByText(en['error.linkBlocked'])).toBeTruthy();
  });

  it('loads nothing without an order or an amount', async () => {
    renderPage('orderId=O-9&amount=12.50');
    expect(await screen.findByText(en['card.noOrder'])).toBeTruthy();
    await allAnswered();
    expect(await sent(WAY)).toHaveLength(0);
  });
});
