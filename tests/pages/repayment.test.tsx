// The instalment (/repayment) and rollover/delay (/repayDelay) pages against the fixture
// server: what each shows, the 2-row fold, the banner, the default-pay card (copy, the saved
// record and the code page), the channel sheet and generate-vcode, and every refusal.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../renderers/ui/ToastHost';
import { en } from '../../src/i18n/en';
import DelayPage from '../../src/pages/repay-delay';
import InstalmentPage from '../../src/pages/repayment';
import instalmentAnswer from '../../fixtures/api/v3/installment/loan-play-detail/default.json';
import delayAnswer from '../../fixtures/api/previously/actually/default.json';
import {
  allAnswered,
  clearRequests,
  receivedRequests,
  serveAnswer,
  useScenario,
} from '../api/fixture-session';
import { MemoryRouter, Route, Routes, useLocation } from '../router';

const INSTALMENT = '/v3/installment/loan-play-detail';
const DELAY = '/previously/actually';
const VCODE = '/v3/loan-details/generate-vcode';
const SESSION = 'userId=7&sessionId=s1';
const QUERY = `productId=PRD-1&orderId=O-9&${SESSION}`;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(Page: ComponentType, path: string, query = QUERY) {
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

async function openInstalment(scenario?: string) {
  if (scenario) chooseScenario({ [INSTALMENT]: scenario });
  renderPage(InstalmentPage, '/repayment');
  await screen.findByText('Peso Flex');
}

async function openDelay(scenario?: string) {
  if (scenario) chooseScenario({ [DELAY]: scenario });
  renderPage(DelayPage, '/repayDelay');
  await screen.findByText('Rollover 7 days');
}

/** Stands in for the tab's location so a navigation away can be seen. */
function watchLocation() {
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    assign,
    search: window.location.search,
  });
  return assign;
}

function stubClipboard(writeText: () => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

const sent = async (path: string) => (await receivedRequests()).filter((r) => r.path === path);
const button = (name: string) => screen.getByRole('button', { name });
const toast = (text: string) => screen.findByText(text);
const where = () => screen.getByTestId('where').textContent ?? '';

async function openSheet() {
  fireEvent.click(button(en['repay.paymentMethod']));
  return screen.findByRole('dialog', { name: en['repay.paymentMethod'] });
}

beforeEach(async () => {
  window.__bridgeCalls = [];
  localStorage.clear();
  await clearRequests();
});
afterEach(() => {
  useScenario(null);
  vi.restoreAllMocks();
});

describe('instalment page', () => {
  it('loads with productId and orderId and shows the date, amount, product and notice', async () => {
    await openInstalment();
    expect(screen.getByText('2025-07-15')).toBeTruthy();
    expect(screen.getByText('₱5,234.50')).toBeTruthy();
    expect(screen.getByText('Pay before 5 pm on the due date.')).toBeTruthy();
    const [request] = await sent(INSTALMENT);
    expect(request).toMatchObject({
      method: 'POST',
      body: { productId: 'PRD-1', orderId: 'O-9' },
      query: { userId: '7', sessionId: 's1' },
    });
  });

  it('an amount it cannot read exactly ("5234.50", not centavos) says it is not available, and Payment says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await openInstalment('partial-decimal-amount');
    expect(screen.getByText(en['repay.amountUnavailable'])).toBeTruthy();
    expect(screen.queryByText(/5,234|5234/)).toBeNull();
    const sheet = await openSheet();
    fireEvent.click(within(sheet).getByRole('button', { name: en['repay.pay'] }));
    expect(await toast(en['repay.noAmount'])).toBeTruthy();
    await allAnswered();
    expect(await sent(VCODE)).toHaveLength(0);
  });

  it('an answer with code 0 and no success flag is a success (contract repayment.md)', async () => {
    await openInstalment('no-flag');
    expect(screen.getByText('₱5,234.50')).toBeTruthy();
    expect(screen.queryByTestId('error-state')).toBeNull();
  });

  it('folds the details to 2 rows: more shows every row, hide folds them again', async () => {
    await openInstalment('many-details');
    const rows = () => within(screen.getByRole('region', { name: en['repay.details'] }));
    expect(rows().getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(rows().getByRole('button', { name: 'more' }));
    expect(rows().getAllByRole('listitem')).toHaveLength(12);
    expect(rows().getByText('Item 12')).toBeTruthy();
    fireEvent.click(rows().getByRole('button', { name: 'hide' }));
    expect(rows().getAllByRole('listitem')).toHaveLength(2);
    expect(rows().queryByText('Item 3')).toBeNull();
  });

  it('shows the instruction banner only when isShowReyTop is 1, and opens reyTopUrl', async () => {
    const assign = watchLocation();
    await openInstalment();
    fireEvent.click(button(en['repay.instructions']));
    expect(assign).toHaveBeenCalledWith(
      '/__fixtures/documents/how-to-repay.html?userId=7&sessionId=s1',
    );
  });

  it('the instructions opened outside the page (it hid, then showed again): Payment works again', async () => {
    watchLocation();
    await openInstalment();
    fireEvent.click(button(en['repay.instructions']));
    const visibility = (state: string) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    visibility('hidden');
    visibility('visible');
    const sheet = await openSheet();
    fireEvent.click(within(sheet).getByRole('button', { name: en['repay.pay'] }));
    await waitFor(async () => expect(await sent(VCODE)).toHaveLength(1));
  });

  it('has no banner when isShowReyTop is 0', async () => {
    await openInstalment('no-banner');
    expect(screen.queryByText(/instructions/i)).toBeNull();
  });

  it.each(['hostile-banner', 'hostile-urls', 'banner-no-url'])(
    'a refused or absent reyTopUrl (%s) opens the in-app payment instructions, never a dead end',
    async (scenario) => {
      const assign = watchLocation();
      await openInstalment(scenario);
      fireEvent.click(button(en['repay.instructions']));
      await waitFor(() => expect(where()).toBe('/paymentInstructions?userId=7&sessionId=s1'));
      expect(assign).not.toHaveBeenCalled();
      expect(screen.queryByText(en['error.linkBlocked'])).toBeNull();
    },
  );

  it('never loads a refused image URL', async () => {
    await openInstalment('hostile-urls');
    const sources = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    for (const src of sources) expect(src).not.toMatch(/^(javascript:|\/\/|data:text)/);
  });

  it('copies the pay code: "copy success" after the write, nothing else happens', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    await openInstalment();
    fireEvent.click(button(en['repay.copy']));
    expect(await toast(en['common.copySuccess'])).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('7781234590123');
    expect(localStorage.getItem('repaymentInfo')).toBeNull();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('says so when the browser refuses the clipboard, never "copy success"', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await openInstalment();
    fireEvent.click(button(en['repay.copy']));
    expect(await toast(en['error.copyFailed'])).toBeTruthy();
    expect(screen.queryByText(en['common.copySuccess'])).toBeNull();
  });

  it('an older web view whose copy command throws says so too, leaving nothing behind', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    Object.defineProperty(document, 'execCommand', {
      value: () => {
        throw new DOMException('insecure', 'SecurityError');
      },
      configurable: true,
    });
    try {
      await openInstalment();
      fireEvent.click(button(en['repay.copy']));
      expect(await toast(en['error.copyFailed'])).toBeTruthy();
      expect(document.querySelector('textarea[readonly]')).toBeNull();
    } finally {
      delete (document as { execCommand?: unknown }).execCommand;
    }
  });

  it('a tap on the card saves the answer as the repayment record and opens the code page', async () => {
    await openInstalment();
    fireEvent.click(screen.getByText('GCash Bills Pay'));
    await waitFor(() => expect(where()).toMatch(/^\/repaymentOfCode2\?/));
    expect(where()).toContain('userId=7');
    const saved = JSON.parse(localStorage.getItem('repaymentInfo') ?? 'null');
    expect(saved).toMatchObject({
      repayAmount: 523450,
      defDetail: { payCode: '7781234590123', title: 'GCash Bills Pay' },
    });
    expect(Object.keys(saved.defDetail.payNotice)).toEqual([
      'Pay in the GCash app',
      'Pay over the counter',
    ]);
  });

  it('has no card without defDetail', async () => {
    await openInstalment('no-default-card');
    expect(screen.queryByText(en['repay.copy'])).toBeNull();
    expect(screen.queryByText(/7781234590123/)).toBeNull();
  });

  it('opens the channel sheet with the first channel chosen, then pays with the one picked', async () => {
    const assign = watchLocation();
    await openInstalment();
    const sheet = await openSheet();
    expect(within(sheet).getByText(en['repay.chooseHint'])).toBeTruthy();
    const radios = within(sheet).getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual(['GCash', 'Maya', '7-Eleven']);
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    fireEvent.click(radios[2]!);
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'false', 'true']);
    fireEvent.click(within(sheet).getByRole('button', { name: en['repay.pay'] }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith('/__fixtures/documents/pay.html?userId=7&sessionId=s1');
    const requests = await sent(VCODE);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toEqual({
      productId: 'PRD-1',
      orderId: 'O-9',
      amount: '523450',
      channelNumber: '90010',
      // The transport mirrors productId for every call (SPEC §7).
      product_id: 'PRD-1',
    });
  });

  it('a channel number with a dot is listed and sent as the server wrote it', async () => {
    watchLocation();
    await openInstalment('dotted-channel');
    const sheet = await openSheet();
    const radios = within(sheet).getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual(['GCash', 'Maya', '7-Eleven']);
    fireEvent.click(radios[2]!);
    fireEvent.click(within(sheet).getByRole('button', { name: en['repay.pay'] }));
    await waitFor(async () => expect(await sent(VCODE)).toHaveLength(1));
    expect((await sent(VCODE))[0]!.body).toMatchObject({ channelNumber: '7E.10' });
  });

  it('a channel listed twice under one number shows once, so only one is ever checked', async () => {
    watchLocation();
    const data = {
      ...instalmentAnswer.data,
      repayList: [
        { name: 'GCash', channel_number: '90006' },
        { name: 'GCash Bills', channel_number: '90006' },
        { name: 'Maya', channel_number: '90007' },
      ],
    };
    await serveAnswer(INSTALMENT, { ...instalmentAnswer, data });
    renderPage(InstalmentPage, '/repayment');
    await screen.findByText('Peso Flex');
    const sheet = await openSheet();
    const radios = within(sheet).getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual(['GCash', 'Maya']);
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    fireEvent.click(within(sheet).getByRole('button', { name: en['repay.pay'] }));
    await waitFor(async () => expect(await sent(VCODE)).toHaveLength(1));
    expect((await sent(VCODE))[0]!.body).toMatchObject({ channelNumber: '90006' });
  });

  it('lists one channel, or many, in the sheet', async () => {
    await openInstalment('one-channel');
    expect(within(await openSheet()).getAllByRole('radio')).toHaveLength(1);
  });

  it('lists many channels', async () => {
    await openInstalment('many-channels');
    expect(within(await openSheet()).getAllByRole('radio')).toHaveLength(8);
  });

  it('says there is no other method when repayList is empty', async () => {
    await openInstalment('no-channels');
    expect(screen.queryByRole('button', { name: en['repay.paymentMethod'] })).toBeNull();
    expect(screen.getByText(en['repay.noChannels'])).toBeTruthy();
    expect(screen.queryByText(en['repay.noWayToPay'])).toBeNull();
  });

  it('with no method and no pay code either, it points to no code above', async () => {
    await openInstalment('no-way-to-pay');
    expect(screen.getByText(en['repay.noWayToPay'])).toBeTruthy();
    expect(screen.queryByText(en['repay.noChannels'])).toBeNull();
  });

  it('sends one generate-vcode for a double tap', async () => {
    chooseScenario({ [VCODE]: 'slow' });
    watchLocation();
    await openInstalment();
    const sheet = await openSheet();
    const pay = within(sheet).getByRole('button', { name: en['repay.pay'] });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(async () => expect(await sent(VCODE)).toHaveLength(1));
  });

  it.each([
    ['rejected', 'This payment channel is busy. Please choose another.'],
    ['hostile', en['error.linkBlocked']],
    ['hostile-host', en['error.linkBlocked']],
    ['no-url', en['repay.noPayUrl']],
    ['http500', en['error.server'].replace('{status}', '500')],
  ])(
    'generate-vcode %s: a message, the page and sheet stay, Payment works again',
    async (scenario, message) => {
      const assign = watchLocation();
      chooseScenario({ [VCODE]: scenario });
      await openInstalment();
      const sheet = await openSheet();
      fireEvent.click(within(sheet).getByRole('button', { name: en['repay.pay'] }));
      expect(await toast(message)).toBeTruthy();
      expect(assign).not.toHaveBeenCalled();
      const pay = within(sheet).getByRole('button', { name: en['repay.pay'] });
      await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false));
      fireEvent.click(pay);
      await waitFor(async () => expect(await sent(VCODE)).toHaveLength(2));
    },
  );

  it.each(['rejected', 'invalid', 'http500'])(
    'a failed load (%s) shows a message and a retry that loads again',
    async (scenario) => {
      chooseScenario({ [INSTALMENT]: scenario });
      renderPage(InstalmentPage, '/repayment');
      const retry = await screen.findByRole('button', { name: en['common.retry'] });
      if (scenario === 'rejected')
        expect(screen.getByText('This order has no repayment due.')).toBeTruthy();
      chooseScenario(null);
      fireEvent.click(retry);
      await screen.findByText('Peso Flex');
      expect(await sent(INSTALMENT)).toHaveLength(2);
    },
  );

  it('loads nothing without an order and says why', async () => {
    renderPage(InstalmentPage, '/repayment', `productId=PRD-1&${SESSION}`);
    expect(await screen.findByText(en['repay.noOrder'])).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: en['page.repayment'] })).toBeTruthy();
    await allAnswered();
    expect(await sent(INSTALMENT)).toHaveLength(0);
  });
});

describe('rollover/delay page', () => {
  it('without an order says why under its own title', async () => {
    renderPage(DelayPage, '/repayDelay', `productId=PRD-1&${SESSION}`);
    expect(await screen.findByText(en['repay.noOrder'])).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: en['page.repayDelay'] })).toBeTruthy();
    await allAnswered();
    expect(await sent(DELAY)).toHaveLength(0);
  });

  it('shows the delay header, the next payment date and the Plan rows', async () => {
    await openDelay();
    // Its own title, as its static page showed it before the app started.
    expect(screen.getByRole('heading', { level: 1, name: en['page.repayDelay'] })).toBeTruthy();
    expect(screen.getByText('₱1,200.00')).toBeTruthy();
    expect(screen.getByText('Your next payment date is 2025-07-22')).toBeTruthy();
    const plan = within(screen.getByRole('region', { name: 'Plan' }));
    const rows = plan.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Pay the rollover fee today')).toBeTruthy();
    expect(within(rows[0]!).getByText('Rollover fee')).toBeTruthy();
    expect(within(rows[0]!).getByText('₱1,180.00')).toBeTruthy();
    expect(within(rows[0]!).getByText('2025-07-15')).toBeTruthy();
    const [request] = await sent(DELAY);
    expect(request!.body).toEqual({ productId: 'PRD-1', orderId: 'O-9', product_id: 'PRD-1' });
  });

  it('pays the delay amount with isDelay=1', async () => {
    const assign = watchLocation();
    await openDelay();
    const sheet = await openSheet();
    fireEvent.click(within(sheet).getByRole('button', { name: en['repay.pay'] }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const [request] = await sent(VCODE);
    expect(request!.body).toEqual({
      productId: 'PRD-1',
      orderId: 'O-9',
      amount: '120000',
      channelNumber: '90006',
      isDelay: '1',
      product_id: 'PRD-1',
    });
  });

  it('without a delay amount, Payment says so and sends nothing', async () => {
    await openDelay('no-amount');
    expect(screen.queryByText('₱1,200.00')).toBeNull();
    const sheet = await openSheet();
    fireEvent.click(within(sheet).getByRole('button', { name: en['repay.pay'] }));
    expect(await toast(en['repay.noAmount'])).toBeTruthy();
    await allAnswered();
    expect(await sent(VCODE)).toHaveLength(0);
  });

  it('shows the pay code as a barcode in a modal that Close closes', async () => {
    await openDelay();
    fireEvent.click(button(en['repay.showBarcode']));
    const modal = await screen.findByRole('dialog', { name: en['repay.barcodeTitle'] });
    expect(await within(modal).findByRole('img', { name: 'Barcode 5550001112223' })).toBeTruthy();
    expect(within(modal).getByText('5550001112223')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: en['common.close'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a pay code with spaces around it is shown, barcoded and copied without them; a blank one is none', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const withCode = (payCode: string) => ({
      ...delayAnswer,
      data: { ...delayAnswer.data, defDetail: { ...delayAnswer.data.defDetail, payCode } },
    });
    await serveAnswer(DELAY, withCode(' 5550001112223  '));
    renderPage(DelayPage, '/repayDelay');
    await screen.findByText('Rollover 7 days');
    expect(screen.getByText(en['repay.payCode'].replace('{code}', '5550001112223'))).toBeTruthy();
    fireEvent.click(button(en['repay.copy']));
    expect(await toast(en['common.copySuccess'])).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('5550001112223');
    fireEvent.click(button(en['repay.showBarcode']));
    const modal = await screen.findByRole('dialog', { name: en['repay.barcodeTitle'] });
    expect(await within(modal).findByRole('img', { name: 'Barcode 5550001112223' })).toBeTruthy();
    cleanup();
    await serveAnswer(DELAY, withCode('  '));
    renderPage(DelayPage, '/repayDelay');
    await screen.findByText('Rollover 7 days');
    expect(screen.queryByRole('button', { name: en['repay.copy'] })).toBeNull();
    expect(screen.queryByRole('button', { name: en['repay.showBarcode'] })).toBeNull();
  });

  it('the banner opens reyTopUrl; a refused one the in-app payment instructions', async () => {
    const assign = watchLocation();
    await openDelay();
    fireEvent.click(button(en['repay.instructions']));
    expect(assign).toHaveBeenCalledWith(
      expect.stringMatching(/^\/__fixtures\/documents\/.+\?userId=7&sessionId=s1$/),
    );
    cleanup();
    await openDelay('hostile-banner');
    fireEvent.click(button(en['repay.instructions']));
    await waitFor(() => expect(where()).toBe('/paymentInstructions?userId=7&sessionId=s1'));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('the instalment page has no barcode control', async () => {
    await openInstalment();
    expect(screen.queryByRole('button', { name: en['repay.showBarcode'] })).toBeNull();
  });

  it('saves the delay answer as the record', async () => {
    await openDelay();
    await act(async () => {
      fireEvent.click(screen.getByText('GCash Bills Pay'));
    });
    await waitFor(() => expect(where()).toMatch(/^\/repaymentOfCode2\?/));
    const saved = JSON.parse(localStorage.getItem('repaymentInfo') ?? 'null');
    expect(saved.delayInfo).toEqual({ title: 'Rollover 7 days', delayAmount: 120000 });
    expect(saved.repayAmount).toBeUndefined();
  });
});

describe('parts of an answer that are missing', () => {
  it('a logo without a product name still shows; a missing date shows no empty row', async () => {
    const data: Record<string, unknown> = { ...instalmentAnswer.data };
    delete data.productName;
    delete data.repayDate;
    await serveAnswer(INSTALMENT, { ...instalmentAnswer, data });
    const { container } = renderPage(InstalmentPage, '/repayment');
    await screen.findByText(en['repay.amount']);
    expect(container.querySelector('[data-node-id="product-logo"]')).not.toBeNull();
    expect(screen.queryByText(en['repay.date'])).toBeNull();
  });

  it('a blank date shows no bare date row, nor a next payment date without its date', async () => {
    await serveAnswer(INSTALMENT, {
      ...instalmentAnswer,
      data: { ...instalmentAnswer.data, repayDate: ' ' },
    });
    renderPage(InstalmentPage, '/repayment');
    await screen.findByText(en['repay.amount'], {}, { timeout: 5000 });
    expect(screen.queryByText(en['repay.date'])).toBeNull();
    cleanup();
    await serveAnswer(DELAY, { ...delayAnswer, data: { ...delayAnswer.data, repayDate: ' ' } });
    renderPage(DelayPage, '/repayDelay');
    await screen.findByText('Rollover 7 days', {}, { timeout: 5000 });
    expect(screen.queryByText(/Your next payment date is/)).toBeNull();
  });

  it('a rollover without plan rows shows no bare Plan heading', async () => {
    await serveAnswer(DELAY, { ...delayAnswer, data: { ...delayAnswer.data, repayPlan: [] } });
    renderPage(DelayPage, '/repayDelay');
    await screen.findByText('Rollover 7 days');
    expect(screen.queryByRole('heading', { name: en['repay.plan'] })).toBeNull();
  });
});
