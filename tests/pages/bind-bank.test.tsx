// The bank account binding page against the fixture server: the fields each card type and
// channel shows, the pick lists, numeric inputs, the exact payload Next sends, the change
// endpoint from the loan detail, failures, and the layout config from operations staff.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from '../router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../renderers/ui/ToastHost';
import { en } from '../../src/i18n/en';
import BindBankPage from '../../src/pages/bind-bank';
import { allAnswered, clearRequests, receivedRequests, useScenario } from '../api/fixture-session';

const CARD_INIT = '/v3/bind-card/card-init';
const BIND_NEW = '/v3/bind-card/bind-card-new';
const BIND_CHANGE = '/v3/bind-card/bind-card-change';
const LAYOUT = '/v3/bind-card/form-layout';

function Where() {
  const location = useLocation();
  const how = useNavigationType();
  return (
    <p data-testid="where" data-how={how}>
      {location.pathname + location.search}
    </p>
  );
}

function renderPage(query = 'product_id=77&userId=7&sessionId=s1') {
  window.history.replaceState({}, '', `/bindBank?${query}`);
  return render(
    <MemoryRouter initialEntries={[`/bindBank?${query}`]}>
      <Routes>
        <Route path="/bindBank" element={<BindBankPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
      <ToastHost />
    </MemoryRouter>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const picker = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });

async function pick(label: string, option: string | null) {
  fireEvent.click(picker(label));
  const sheet = await screen.findByRole('dialog', { name: label });
  if (option === null) {
    fireEvent.click(within(sheet).getByRole('button', { name: en['bank.picker.cancel'] }));
  } else {
    fireEvent.click(within(sheet).getByRole('radio', { name: option }));
    fireEvent.click(within(sheet).getByRole('button', { name: en['bank.picker.confirm'] }));
  }
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

async function sent(path: string) {
  return (await receivedRequests()).filter((r) => r.path === path);
}

beforeEach(async () => {
  window.__bridgeCalls = [];
  await clearRequests();
});
afterEach(() => useScenario(null));

describe('bank account page: loading', () => {
  it('tells the app the bank flow started and posts card-init with product_id', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: en['bank.title'] })).toBeTruthy();
    expect(await screen.findByLabelText('GCash number')).toBeTruthy();
    expect(window.__bridgeCalls?.map((c) => c.action)).toEqual(['startBank']);
    const calls = await sent(CARD_INIT);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { product_id: '77' } });
    expect((await sent(LAYOUT))[0]?.method).toBe('GET');
  });

  it('an empty product_id is none: productId fills it', async () => {
    renderPage('product_id=&productId=PRD-1&userId=7&sessionId=s1');
    expect(await screen.findByLabelText('GCash number')).toBeTruthy();
    expect((await sent(CARD_INIT))[0]?.body).toMatchObject({ product_id: 'PRD-1' });
  });

  it('without product_id in the URL it still asks (empty product_id) and the server decides', async () => {
    renderPage('userId=7&sessionId=s1');
    expect(await screen.findByLabelText('GCash number')).toBeTruthy();
    expect((await sent(CARD_INIT))[0]?.body).toEqual({ product_id: '' });
  });

  it('a failed card-init shows the reason and a retry that loads the form', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ [CARD_INIT]: 'http500' });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('500');
    useScenario(null);
    fireEvent.click(screen.getByRole('button', { name: en['common.retry'] }));
    expect(await screen.findByLabelText('GCash number')).toBeTruthy();
  });

  it('an invalid card-init answer is an error, not a broken form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useScenario({ [CARD_INIT]: 'invalid' });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(en['error.invalid']);
  });
});

describe('bank account page: fields by card type and channel', () => {
  it('card type 1 and channel 90006 by default; the Bank tab shows the bank fields', async () => {
    renderPage();
    await screen.findByLabelText('GCash number');
    expect(
      screen.getByRole('tab', { name: en['bank.tab.eWallet'] }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(picker('E-wallet').textContent).toBe('GCash');
    expect(screen.queryByLabelText('Maya number')).toBeNull();
    expect(screen.queryByLabelText('Bank account number')).toBeNull();
    expect(picker('Salary day')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: en['bank.tab.bank'] }));
    expect(screen.getByLabelText('Bank account number')).toBeTruthy();
    expect(screen.queryByLabelText('GCash number')).toBeNull();
    expect(screen.queryByRole('button', { name: /^E-wallet/ })).toBeNull();
    expect(picker('Salary day')).toBeTruthy();
  });

  it('choosing a channel on card type 1 shows that channel’s fields', async () => {
    renderPage();
    await screen.findByLabelText('GCash number');
    await pick('E-wallet', 'Maya');
    expect(screen.getByLabelText('Maya number')).toBeTruthy();
    expect(screen.queryByLabelText('GCash number')).toBeNull();
  });

  it('a layout naming a channel item the answer lacks still lets the channel switch', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ [LAYOUT]: 'misnamed-channel' });
    renderPage();
    await screen.findByLabelText('GCash number');
    await pick('E-wallet', 'Maya');
    expect(screen.getByLabelText('Maya number')).toBeTruthy();
    expect(screen.queryByLabelText('GCash number')).toBeNull();
  });

  it('a channel picked on another tab is the one card type 1 shows and sends', async () => {
    useScenario({ [CARD_INIT]: 'channel-on-every-tab' });
    renderPage();
    await screen.findByLabelText('GCash number');
    fireEvent.click(screen.getByRole('tab', { name: en['bank.tab.bank'] }));
    await pick('E-wallet', 'Maya');
    fireEvent.click(screen.getByRole('tab', { name: en['bank.tab.eWallet'] }));
    expect(picker('E-wallet').textContent).toBe('Maya');
    expect(screen.getByLabelText('Maya number')).toBeTruthy();
    expect(screen.queryByLabelText('GCash number')).toBeNull();
  });

  it("another card type's list of the channel's code is a plain pick list: it neither starts nor moves the channel", async () => {
    useScenario({ [CARD_INIT]: 'channel-per-card-type' });
    renderPage();
    // The Bank list's own value (first in the answer) does not choose the e-wallet channel.
    await screen.findByLabelText('GCash number');
    expect(picker('E-wallet').textContent).toBe('GCash');
    fireEvent.click(screen.getByRole('tab', { name: en['bank.tab.bank'] }));
    await pick('Bank channel', 'BPI');
    fireEvent.click(screen.getByRole('tab', { name: en['bank.tab.eWallet'] }));
    expect(picker('E-wallet').textContent).toBe('GCash');
    fireEvent.change(screen.getByLabelText('GCash number'), { target: { value: '09171234567' } });
    fireEvent.click(screen.getByRole('button', { name: en['bank.next'] }));
    await screen.findByRole('dialog', { name: en['bank.saved.title'] });
    const [call] = await sent(BIND_NEW);
    expect(call?.body).toMatchObject({
      channelNumber: '90006',
      walletNumber: '09171234567',
      cardType: '1',
    });
  });

  it('offers only the card types the items apply to', async () => {
    useScenario({ [CARD_INIT]: 'bank-only' });
    renderPage();
    await screen.findByLabelText('Bank account number');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([en['bank.tab.bank']]);
  });

  it('e-wallet items only: the E-wallet tab alone', async () => {
    useScenario({ [CARD_INIT]: 'e-wallet-only' });
    renderPage();
    await screen.findByLabelText('GCash number');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      en['bank.tab.eWallet'],
    ]);
  });

  it("both card types: each tab shows its own type's items", async () => {
    useScenario({ [CARD_INIT]: 'both-card-types' });
    renderPage();
    await screen.findByLabelText('GCash number');
    expect(screen.queryByLabelText('Bank account number')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: en['bank.tab.bank'] }));
    expect(await screen.findByLabelText('Bank account number')).toBeTruthy();
    expect(picker('Bank name')).toBeTruthy();
    expect(screen.queryByLabelText('GCash number')).toBeNull();
  });

  it('items for every card type, of every kind, show on each tab', async () => {
    useScenario({ [CARD_INIT]: 'every-cate' });
    renderPage();
    for (const tab of [en['bank.tab.eWallet'], en['bank.tab.bank']]) {
      fireEvent.click(await screen.findByRole('tab', { name: tab }));
      expect(await screen.findByLabelText('Bank account number')).toBeTruthy();
      for (const label of ['Bank name', 'City', 'Salary day']) expect(picker(label)).toBeTruthy();
    }
  });

  it('no items at all: each tab says there is nothing to fill in', async () => {
    useScenario({ [CARD_INIT]: 'no-items' });
    renderPage();
    for (const tab of [en['bank.tab.eWallet'], en['bank.tab.bank']]) {
      fireEvent.click(await screen.findByRole('tab', { name: tab }));
      expect(await screen.findByText(en['bank.noFields'])).toBeTruthy();
    }
  });

  it('an unknown cate renders the fallback and the other fields still work', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ [CARD_INIT]: 'unknown-cate' });
    renderPage();
    await screen.findByLabelText('Bank account number');
    expect(screen.getByText('Signature')).toBeTruthy();
    expect(screen.getByText(en['bank.field.unsupported'])).toBeTruthy();
  });
});

describe('bank account page: inputs', () => {
  it('text inputs keep digits only, typed or pasted', async () => {
    renderPage();
    const input = (await screen.findByLabelText('GCash number')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '09a17-123 4567x' } });
    expect(input.value).toBe('09171234567');
    expect(input.getAttribute('placeholder')).toBe('Please enter your GCash number');
  });

  it('a pick list shows a grey placeholder until Confirm; Cancel changes nothing', async () => {
    renderPage();
    await screen.findByLabelText('GCash number');
    const value = () => picker('Salary day').querySelector('span');
    expect(value()?.textContent).toBe('Please choose your salary day');
    expect(value()?.getAttribute('data-placeholder')).toBe('true');
    await pick('Salary day', null);
    expect(value()?.textContent).toBe('Please choose your salary day');
    await pick('Salary day', '15');
    expect(value()?.textContent).toBe('15');
    expect(value()?.getAttribute('data-placeholder')).toBeNull();
  });

  it('initial server codes show as their display names', async () => {
    useScenario({ [CARD_INIT]: 'initial-codes' });
    renderPage();
    await screen.findByLabelText('Bank account number');
    expect(picker('Bank name').textContent).toBe(' Metrobank ');
    expect(picker('Account type').textContent).toBe('Checking');
    expect(picker('City').textContent).toBe('Cebu City');
    expect(field('Bank account number').value).toBe('00123456789');
  });
});

describe('bank account page: Next', () => {
  it('sends one key per visible item, cardType and product_id; success confirms, Done ends the flow', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('GCash number'), {
      target: { value: '09171234567' },
    });
    await pick('Salary day', '15');
    await pick('City', 'Quezon City');
    fireEvent.click(screen.getByRole('button', { name: en['bank.next'] }));
    const confirmation = await screen.findByRole('dialog', { name: en['bank.saved.title'] });
    expect(confirmation.textContent).toContain(
      'Your loan will be paid out to GCash, account •••• 4567.',
    );
    expect(screen.getByRole('button', { name: en['bank.next'] })).toHaveProperty('disabled', true);
    expect(window.__bridgeCalls?.map((c) => c.action)).toEqual(['startBank', 'endBank']);
    fireEvent.click(screen.getByRole('button', { name: en['bank.saved.done'] }));
    expect(window.__bridgeCalls?.map((c) => c.action)).toEqual([
      'startBank',
      'endBank',
      'closeWebView',
    ]);
    // A phone browser has no web view to close: Done leads home, never a dead button.
    const home = await screen.findByTestId('where');
    expect([home.textContent, home.dataset.how]).toEqual(['/?userId=7&sessionId=s1', 'REPLACE']);
    const calls = await sent(BIND_NEW);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      channelNumber: '90006',
      walletNumber: '09171234567',
      payDay: '15',
      city: '137404',
      cardType: '1',
      product_id: '77',
      productId: '77',
    });
  });

  it('one code for the number of every channel: each channel shows its own field and sends it', async () => {
    useScenario({ [CARD_INIT]: 'one-code-per-channel' });
    renderPage();
    await screen.findByLabelText('GCash number');
    await pick('E-wallet', 'Maya');
    fireEvent.change(await screen.findByLabelText('Maya number'), {
      target: { value: '09181234567' },
    });
    expect(screen.queryByLabelText('GCash number')).toBeNull();
    await pick('Salary day', '15');
    fireEvent.click(screen.getByRole('button', { name: en['bank.next'] }));
    await screen.findByRole('dialog', { name: en['bank.saved.title'] });
    const [call] = await sent(BIND_NEW);
    expect(call?.body).toMatchObject({ channelNumber: '90007', walletNumber: '09181234567' });
  });

  it('on the Bank tab sends enum codes matched by trimmed name and leaves e-wallet fields out', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('GCash number'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('tab', { name: en['bank.tab.bank'] }));
    await pick('Bank name', 'Metrobank');
    fireEvent.change(field('Bank account number'), { target: { value: '5550001111' } });
    fireEvent.click(screen.getByRole('button', { name: en['bank.next'] }));
    await waitFor(async () => expect(await sent(BIND_NEW)).toHaveLength(1));
    expect((await sent(BIND_NEW))[0]?.body).toEqual({
      bankCode: 'MBTC',
      accountType: '1',
      accountNumber: '5550001111',
      payDay: '',
      city: '133900',
      cardType: '2',
      product_id: '77',
      productId: '77',
    });
  });

  it('a native side that fails to close the web view leaves a word on what to do', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const native = {
      startBank: () => {},
      endBank: () => {},
      closeWebView: () => {
        throw new Error('no such method');
      },
    };
    Object.assign(window, { android: native });
    try {
      renderPage();
      fireEvent.change(await screen.findByLabelText('GCash number'), {
        target: { value: '09171234567' },
      });
      fireEvent.click(screen.getByRole('button', { name: en['bank.next'] }));
      await screen.findByRole('dialog', { name: en['bank.saved.title'] });
      fireEvent.click(screen.getByRole('button', { name: en['bank.saved.done'] }));
      expect((await screen.findByTestId('toast')).textContent).toBe(en['bank.saved.closeYourself']);
    } finally {
      Reflect.deleteProperty(window, 'android');
    }
  });

  it('from the loan detail, saves with bind-card-change, confirms, and Done goes back to the order', async () => {
    renderPage('product_id=77&orderId=O-9&source=loanDetail&userId=7&sessionId=s1');
    fireEvent.change(await screen.findByLabelText('GCash number'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: en['bank.next'] }));
    const confirmation = await screen.findByRole('dialog', { name: en['bank.saved.title'] });
    expect(confirmation.textContent).toContain('paid out to GCash, account ••••.');
    fireEvent.click(screen.getByRole('button', { name: en['bank.saved.done'] }));
    const where = await screen.findByTestId('where');
    expect(where.textContent).toBe(
      '/order?userId=7&sessionId=s1&source=loanDetail&productId=77&orderId=O-9',
    );
    // The saved form is replaced: Back does not open it again.
    expect(where.dataset.how).toBe('REPLACE');
    expect(sessionStorage.getItem('borrower.flash')).toBe(JSON.stringify('flash.bankSaved'));
    await allAnswered();
    expect(await sent(BIND_NEW)).toHaveLength(0);
    expect((await sent(BIND_CHANGE))[0]?.body).toMatchObject({ walletNumber: '1', cardType: '1' });
    expect(window.__bridgeCalls?.map((c) => c.action)).toEqual(['startBank']);
  });

  it('a rejection shows the server message and keeps every typed value', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ [BIND_NEW]: 'error' });
    renderPage();
    fireEvent.change(await screen.findByLabelText('GCash number'), { target: { value: '0917' } });
    await pick('Salary day', '3');
    fireEvent.click(screen.getByRole('button', { name: en['bank.next'] }));
    expect(await screen.findByText('Please enter your bank account number.')).toBeTruthy();
    expect(field('GCash number').value).toBe('0917');
    expect(picker('Salary day').textContent).toBe('3');
    expect(window.__bridgeCalls?.map((c) => c.action)).toEqual(['startBank']);
    expect(screen.getByRole('button', { name: en['bank.next'] })).toHaveProperty('disabled', false);
  });

  it('a network failure shows a message and the form stays', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ [BIND_NEW]: 'reset' });
    renderPage();
    fireEvent.change(await screen.findByLabelText('GCash number'), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: en['bank.next'] }));
    expect(await screen.findByText(en['error.network'])).toBeTruthy();
    expect(field('GCash number').value).toBe('42');
  });

  it('while the save is on its way, no number, pick or tab can change what it saves', async () => {
    useScenario({ [BIND_NEW]: 'slow' });
    renderPage();
    const number = (await screen.findByLabelText('GCash number')) as HTMLInputElement;
    fireEvent.change(number, { target: { value: '09171234567' } });
    fireEvent.click(screen.getByRole('button', { name: en['bank.next'] }));
    // A correction typed now would not be sent, yet the confirmation would seem to cover it.
    await waitFor(() => expect(number.matches(':disabled')).toBe(true));
    expect(picker('E-wallet').matches(':disabled')).toBe(true);
    expect(screen.getByRole('tab', { name: en['bank.tab.bank'] }).matches(':disabled')).toBe(true);
    await screen.findByRole('dialog', { name: en['bank.saved.title'] });
    expect((await sent(BIND_NEW))[0]?.body).toMatchObject({ walletNumber: '09171234567' });
  });

  it('a refused save gives the form back to the borrower', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useScenario({ [BIND_NEW]: 'error' });
    renderPage();
    fireEvent.change(await screen.findByLabelText('GCash number'), { target: { value: '0917' } });
    fireEvent.click(screen.getByRole('button', { name: en['bank.next'] }));
    expect(await screen.findByText('Please enter your bank account number.')).toBeTruthy();
    await waitFor(() => expect(field('GCash number').matches(':disabled')).toBe(false));
    fireEvent.change(field('GCash number'), { target: { value: '09171234567' } });
    expect(field('GCash number').value).toBe('09171234567');
  });

  it('a double tap sends one request, and taps after the save send nothing', async () => {
    renderPage();
    await screen.findByLabelText('GCash number');
    const next = screen.getByRole('button', { name: en['bank.next'] });
    act(() => {
      fireEvent.click(next);
      fireEvent.click(next);
    });
    await screen.findByRole('dialog', { name: en['bank.saved.title'] });
    fireEvent.click(next);
    fireEvent.click(next);
    await allAnswered();
    expect(await sent(BIND_NEW)).toHaveLength(1);
  });
});

describe('bank account page: layout config', () => {
  it('a served layout changes tab order and labels, field order and help texts', async () => {
    useScenario({ [LAYOUT]: 'bank-first' });
    renderPage();
    await screen.findByLabelText('GCash number');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Bank account',
      'GCash / Maya',
    ]);
    // Card type 1 stays the default whatever the tab order.
    expect(screen.getByRole('tab', { name: 'GCash / Maya' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Bank account' }));
    const names = [...document.querySelectorAll('[data-field] label')].map((l) => l.textContent);
    expect(names.slice(0, 2)).toEqual(['Bank account number', 'Salary day']);
    expect(screen.getByText('Use the account in your own name.')).toBeTruthy();
  });

  it.each([
    'broken-layout',
    'invalid',
    'broken-tab-label',
    'http500',
    'error',
    'malformed',
    'timeout',
  ])('a %s layout falls back to the shipped default and binding still works', async (scenario) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    if (scenario === 'timeout') vi.useFakeTimers({ shouldAdvanceTime: true });
    useScenario({ [LAYOUT]: scenario });
    renderPage();
    if (scenario === 'timeout') {
      await waitFor(async () => expect(await sent(LAYOUT)).toHaveLength(1));
      await act(() => vi.advanceTimersByTimeAsync(6000));
      vi.useRealTimers();
    }
    await screen.findByLabelText('GCash number');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      en['bank.tab.eWallet'],
      en['bank.tab.bank'],
    ]);
    expect(screen.getByText(en['bank.help.walletNumber'])).toBeTruthy();
  });
});
