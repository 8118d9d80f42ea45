// The two code pages: /repaymentOfCode2 over the saved repayment record (and every way the
// record can be missing or broken), and /repaymentOfCode over its query (code or QR code).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import instalment from '../../fixtures/api/v3/installment/loan-play-detail/default.json';
import delay from '../../fixtures/api/previously/actually/default.json';
import { ToastHost } from '../../renderers/ui/ToastHost';
import { en } from '../../src/i18n/en';
import CodePage from '../../src/pages/repayment-of-code';
import Code2Page from '../../src/pages/repayment-of-code2';
import { readRecord, saveRecord } from '../../src/pages/repayment/record';
import { MemoryRouter } from '../router';

const SESSION = 'userId=7&sessionId=s1';

function renderPage(Page: ComponentType, path: string, query = SESSION) {
  window.history.replaceState({}, '', `${path}?${query}`);
  return render(
    <MemoryRouter initialEntries={[`${path}?${query}`]}>
      <Page />
      <ToastHost />
    </MemoryRouter>,
  );
}

const DEFAULT_STEPS = [1, 2, 3, 4, 5, 6].map(
  (n) => en[`repayCode.step${n}` as keyof typeof en] as string,
);
const SCAN_TIPS = [1, 2, 3, 4, 5].map((n) => en[`repayCode.tip${n}` as keyof typeof en] as string);
const WALLET_STEPS = [1, 2, 3, 4, 5, 6].map(
  (n) => en[`repayCode.step${n}` as keyof typeof en] as string,
);
const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const orderedLists = () => [...document.querySelectorAll('ol')] as HTMLElement[];

beforeEach(() => {
  window.__bridgeCalls = [];
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('/repaymentOfCode2 with a saved record', () => {
  it('shows the provider, the code, the total and the payNotice groups in order', async () => {
    localStorage.setItem('repaymentInfo', JSON.stringify(instalment.data));
    renderPage(Code2Page, '/repaymentOfCode2');
    expect(await screen.findByText('7781234590123')).toBeTruthy();
    expect(screen.getByRole('img', { name: en['repayCode.provider'] })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'GCash Bills Pay' })).toBeTruthy();
    expect(screen.getByText('₱5,234.50')).toBeTruthy();
    const groups = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groups).toEqual(['Pay in the GCash app', 'Pay over the counter']);
    expect(screen.getByText('Bills payment')).toBeTruthy();
    const [gcash] = orderedLists();
    expect(itemsOf(gcash!)).toEqual(
      instalment.data.defDetail.payNotice['Pay in the GCash app'][0]!.step,
    );
    // The notices stand in for the default steps; the QR-scan help has its 5 tips.
    expect(screen.queryByText(DEFAULT_STEPS[0]!)).toBeNull();
    expect(itemsOf(screen.getByRole('list', { name: en['repayCode.scanTitle'] }))).toEqual(
      SCAN_TIPS,
    );
    expect(screen.getByText(en['repayCode.copyStep'])).toBeTruthy();
    // Read, not removed: a reload shows the same page.
    expect(localStorage.getItem('repaymentInfo')).not.toBeNull();
  });

  it('a payNotice group without any step shows no bare title beside the groups that have steps', async () => {
    const gcash = instalment.data.defDetail.payNotice['Pay in the GCash app'];
    const payNotice = {
      'Pay over the counter': [],
      'Pay in the GCash app': gcash,
      'Pay in the Maya app': [{ name: 'Bills', step: [] }],
    };
    const record = { ...instalment.data, defDetail: { ...instalment.data.defDetail, payNotice } };
    localStorage.setItem('repaymentInfo', JSON.stringify(record));
    renderPage(Code2Page, '/repaymentOfCode2');
    expect(await screen.findByText('7781234590123')).toBeTruthy();
    const groups = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groups).toEqual(['Pay in the GCash app']);
    expect(itemsOf(orderedLists()[0]!)).toEqual(gcash[0]!.step);
  });

  it('Click to Copy copies the code and says "copy success"', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    localStorage.setItem('repaymentInfo', JSON.stringify(instalment.data));
    renderPage(Code2Page, '/repaymentOfCode2');
    fireEvent.click(await screen.findByRole('button', { name: en['repayCode.clickToCopy'] }));
    expect(await screen.findByText(en['common.copySuccess'])).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('7781234590123');
  });

  it('a pay code with spaces around it is shown and copied without them', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const defDetail = { ...instalment.data.defDetail, payCode: '  7781234590123 ' };
    localStorage.setItem('repaymentInfo', JSON.stringify({ ...instalment.data, defDetail }));
    renderPage(Code2Page, '/repaymentOfCode2');
    expect((await screen.findByText('7781234590123')).textContent).toBe('7781234590123');
    fireEvent.click(screen.getByRole('button', { name: en['repayCode.clickToCopy'] }));
    expect(await screen.findByText(en['common.copySuccess'])).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('7781234590123');
  });

  it('a delay record shows the delay amount as the total', async () => {
    localStorage.setItem('repaymentInfo', JSON.stringify(delay.data));
    renderPage(Code2Page, '/repaymentOfCode2');
    expect(await screen.findByText('5550001112223')).toBeTruthy();
    expect(screen.getByText('₱1,200.00')).toBeTruthy();
  });

  it.each([
    ['empty', {}],
    ['missing', undefined],
    ['groups without steps', { 'Pay in GCash': [{ name: 'Bills', step: [] }, { name: 'Load' }] }],
  ])('a record whose payNotice is %s shows the 6 default steps', async (_, payNotice) => {
    const record = { ...instalment.data, defDetail: { ...instalment.data.defDetail, payNotice } };
    localStorage.setItem('repaymentInfo', JSON.stringify(record));
    renderPage(Code2Page, '/repaymentOfCode2');
    expect(await screen.findByText('7781234590123')).toBeTruthy();
    expect(itemsOf(screen.getByRole('list', { name: en['repayCode.defaultSteps'] }))).toEqual(
      DEFAULT_STEPS,
    );
  });
});

describe('/repaymentOfCode2 without a usable record', () => {
  it.each([
    ['no key', null],
    ['text that is not JSON', 'not json{'],
    ['JSON that is not an object', '[1,2,3]'],
    ['a string', '"7781234590123"'],
    ['an object without defDetail', JSON.stringify({ repayAmount: 523450 })],
    ['defDetail that is not an object', JSON.stringify({ defDetail: 'x' })],
    [
      'defDetail of the wrong type beside readable fields',
      JSON.stringify({ defDetail: [{ payCode: '5' }], repayAmount: '5' }),
    ],
    [
      'a blank pay code',
      JSON.stringify({
        ...instalment.data,
        defDetail: { ...instalment.data.defDetail, payCode: '  ' },
      }),
    ],
    [
      'no pay code',
      JSON.stringify({ ...instalment.data, defDetail: { title: 'GCash Bills Pay' } }),
    ],
  ])('%s: the note, the 6 default steps as one ol, and Back', async (_, stored) => {
    if (stored !== null) localStorage.setItem('repaymentInfo', stored);
    renderPage(Code2Page, '/repaymentOfCode2');
    expect(await screen.findByText(en['repayCode.noRecord'])).toBeTruthy();
    const lists = orderedLists();
    expect(lists).toHaveLength(1);
    expect(itemsOf(lists[0]!)).toEqual(DEFAULT_STEPS);
    expect(screen.getByRole('button', { name: en['common.back'] })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en['repayCode.clickToCopy'] })).toBeNull();
  });

  it("a record saved for another borrower (a shared phone) is no record; one's own shows", async () => {
    const savedFor = (userId: string) =>
      localStorage.setItem(
        'repaymentInfo',
        JSON.stringify({ ...instalment.data, savedFor: userId }),
      );
    savedFor('999');
    renderPage(Code2Page, '/repaymentOfCode2');
    expect(await screen.findByText(en['repayCode.noRecord'])).toBeTruthy();
    expect(screen.queryByText('7781234590123')).toBeNull();
    cleanup();
    savedFor('7');
    renderPage(Code2Page, '/repaymentOfCode2');
    expect(await screen.findByText('7781234590123')).toBeTruthy();
  });

  it('Back goes back in history when there is history', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    renderPage(Code2Page, '/repaymentOfCode2');
    fireEvent.click(await screen.findByRole('button', { name: en['common.back'] }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(window.__bridgeCalls).toEqual([]);
  });

  it('Back closes the web view when there is no history', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    renderPage(Code2Page, '/repaymentOfCode2');
    fireEvent.click(await screen.findByRole('button', { name: en['common.back'] }));
    expect(back).not.toHaveBeenCalled();
    expect(window.__bridgeCalls?.map((c) => c.action)).toEqual(['closeWebView']);
  });

  it('storage that throws on access is no record, not a broken page', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    renderPage(Code2Page, '/repaymentOfCode2');
    expect(await screen.findByText(en['repayCode.noRecord'])).toBeTruthy();
  });
});

describe('saving the record', () => {
  it("one that cannot be written (storage full) leaves no older order's record behind", () => {
    localStorage.setItem('repaymentInfo', JSON.stringify(delay.data));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveRecord(instalment.data as never, '7')).toBe(false);
    expect(readRecord('7')).toBeNull();
    expect(localStorage.getItem('repaymentInfo')).toBeNull();
  });
});

describe('/repaymentOfCode', () => {
  const CODE = 'amount=523450&payCode=7781234590123';

  it('showType 1: the amount, the pay code with Copy, the channel image', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(
      CodePage,
      '/repaymentOfCode',
      `showType=1&${CODE}&channelImg=${encodeURIComponent('https://cdn.example/gcash.png')}&${SESSION}`,
    );
    expect(await screen.findByText(en['repayByCode.amount'])).toBeTruthy();
    expect(screen.getByText('₱5,234.50')).toBeTruthy();
    expect(screen.getByText('7781234590123')).toBeTruthy();
    expect(screen.getByRole('img', { name: en['repayByCode.channel'] }).getAttribute('src')).toBe(
      'https://cdn.example/gcash.png',
    );
    fireEvent.click(screen.getByRole('button', { name: en['repay.copy'] }));
    expect(await screen.findByText(en['common.copySuccess'])).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('7781234590123');
    expect(screen.queryByRole('img', { name: en['repayByCode.qr'] })).toBeNull();
    // SPEC §2: "E-wallet steps are also provided", in order.
    expect(itemsOf(screen.getByRole('list', { name: en['repayCode.defaultSteps'] }))).toEqual(
      WALLET_STEPS,
    );
  });

  it.each(['javascript:alert(1)', '//evil.example/x.png', ''])(
    'showType 1 with a refused or missing channelImg (%s) shows no image',
    async (img) => {
      renderPage(
        CodePage,
        '/repaymentOfCode',
        `showType=1&${CODE}&channelImg=${encodeURIComponent(img)}`,
      );
      expect(await screen.findByText('7781234590123')).toBeTruthy();
      expect(document.querySelector('img')).toBeNull();
    },
  );

  it.each(['2', '0', ''])(
    'showType %j: a QR code named "QR code", the scan tips, no Copy',
    async (type) => {
      renderPage(CodePage, '/repaymentOfCode', `${type ? `showType=${type}&` : ''}${CODE}`);
      expect(await screen.findByRole('img', { name: en['repayByCode.qr'] })).toBeTruthy();
      expect(screen.getByText(en['repayByCode.scanIntro'])).toBeTruthy();
      expect(itemsOf(screen.getByRole('list', { name: en['repayCode.scanTitle'] }))).toEqual(
        SCAN_TIPS,
      );
      expect(screen.queryByRole('button', { name: en['repay.copy'] })).toBeNull();
      expect(screen.queryByText('7781234590123')).toBeNull();
    },
  );

  it.each([
    ['no payCode', 'showType=1&amount=523450'],
    ['no amount', 'showType=1&payCode=7781234590123'],
    ['a decimal amount', 'showType=2&amount=5234.50&payCode=7781234590123'],
    [
      'markup as the code',
      `showType=1&amount=100&payCode=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
    ],
  ])('%s: a message and Back instead of an empty code', async (_, query) => {
    renderPage(CodePage, '/repaymentOfCode', query);
    expect(await screen.findByText(en['repayByCode.invalid'])).toBeTruthy();
    expect(screen.getByRole('button', { name: en['common.back'] })).toBeTruthy();
    expect(document.querySelector('img, svg[role="img"]')).toBeNull();
    await waitFor(() => expect(screen.queryByText(/onerror/)).toBeNull());
  });
});
