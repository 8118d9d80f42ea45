// /bindBank in a real browser against the production build: card-type tabs change the
// fields, numeric inputs strip letters, pick lists confirm and cancel, Next sends exactly
// the spec's payload (to bind-card-change from the loan detail), and the bridge calls
// arrive in order.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import {
  SESSION,
  bridgeCalls,
  clearFixtureRequests,
  expectCleanPage,
  expectNoViolations,
  requestsTo,
  phoneBrowser,
  waitVisible,
} from './harness';
import { settled, watchRequests } from './settled';

const CARD_INIT = '/v3/bind-card/card-init';
const BIND_NEW = '/v3/bind-card/bind-card-new';
const BIND_CHANGE = '/v3/bind-card/bind-card-change';
const LAYOUT = '/v3/bind-card/form-layout';

const phone = phoneBrowser();

beforeEach(async () => {
  await clearFixtureRequests();
});

async function openForm(query = 'product_id=77', scenario?: Record<string, string>) {
  const page = await phone.open(`/bindBank?${query}`, scenario ? { scenario } : undefined);
  await waitVisible(page.getByRole('heading', { level: 1, name: en['bank.title'] }));
  await waitVisible(page.locator('[data-field]').first());
  return page;
}

const actions = async (p: Page) => (await bridgeCalls(p)).map((c) => c.action);

async function pick(p: Page, label: string, option: string | null) {
  await p.getByRole('button', { name: new RegExp(`^${label}`) }).tap();
  const sheet = p.getByRole('dialog', { name: label });
  await waitVisible(sheet);
  if (option === null) {
    await sheet.getByRole('button', { name: en['bank.picker.cancel'] }).tap();
  } else {
    await sheet.getByRole('radio', { name: option, exact: true }).check();
    await sheet.getByRole('button', { name: en['bank.picker.confirm'] }).tap();
  }
  await sheet.waitFor({ state: 'detached' });
}

describe('/bindBank form', () => {
  it('tells the app the bank flow started and loads card-init with product_id', async () => {
    const page = await openForm();
    await expect.poll(() => actions(page)).toEqual(['startBank']);
    const init = await requestsTo(CARD_INIT);
    expect(init).toHaveLength(1);
    expect(init[0]?.method).toBe('POST');
    expect(init[0]?.body).toEqual({ product_id: '77', productId: '77' });
    expect(init[0]?.query).toMatchObject(SESSION);
    expect((await requestsTo(LAYOUT))[0]?.method).toBe('GET');
    await expectCleanPage(page);
  });

  it('switching tabs changes the visible fields', async () => {
    const page = await openForm();
    const main = page.getByRole('main');
    await waitVisible(main.getByLabel('GCash number'));
    expect(await main.getByLabel('Bank account number').count()).toBe(0);
    await page.getByRole('tab', { name: en['bank.tab.bank'] }).tap();
    await waitVisible(main.getByLabel('Bank account number'));
    expect(await main.getByLabel('GCash number').count()).toBe(0);
    expect(
      await page.getByRole('tab', { name: en['bank.tab.bank'] }).getAttribute('aria-selected'),
    ).toBe('true');
    await expectCleanPage(page);
    await page.getByRole('tab', { name: en['bank.tab.eWallet'] }).tap();
    await waitVisible(main.getByLabel('GCash number'));
  });

  it('a numeric field drops the letters typed into it', async () => {
    const page = await openForm();
    const input = page.getByLabel('GCash number');
    await input.pressSequentially('09ab17-12x3');
    await expect.poll(() => input.inputValue()).toBe('0917123');
    await expectCleanPage(page);
  });

  it('on a 320 px phone a placeholder too long for its box ends in an ellipsis', async () => {
    const page = await phone.open('/bindBank', { viewport: { width: 320, height: 640 } });
    const input = page.getByLabel('GCash number');
    await waitVisible(input);
    const box = await input.evaluate((el: HTMLInputElement) => {
      // The placeholder's width, as the box's font draws it.
      const measure = document.createElement('canvas').getContext('2d')!;
      const style = getComputedStyle(el);
      measure.font = style.font;
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      return {
        textWidth: measure.measureText(el.placeholder).width,
        room: el.clientWidth - padding,
        overflow: style.textOverflow,
      };
    });
    expect(box.textWidth).toBeGreaterThan(box.room);
    expect(box.overflow).toBe('ellipsis');
  });

  it('day and enum pick lists change on Confirm and stay on Cancel', async () => {
    const page = await openForm();
    const day = page.getByRole('button', { name: /^Salary day/ });
    expect(await day.innerText()).toBe('Please choose your salary day');
    await day.tap();
    await waitVisible(page.getByRole('dialog', { name: 'Salary day' }));
    await expectCleanPage(page);
    await page.getByRole('dialog').getByRole('button', { name: en['bank.picker.cancel'] }).tap();
    await pick(page, 'Salary day', null);
    expect(await day.innerText()).toBe('Please choose your salary day');
    await pick(page, 'Salary day', '15');
    expect(await day.innerText()).toBe('15');
    // An enum: Cancel keeps the default channel, Confirm switches it.
    const wallet = page.getByRole('button', { name: /^E-wallet/ });
    expect(await wallet.innerText()).toBe('GCash');
    await pick(page, 'E-wallet', null);
    expect(await wallet.innerText()).toBe('GCash');
    await waitVisible(page.getByLabel('GCash number'));
    await pick(page, 'E-wallet', 'Maya');
    expect(await wallet.innerText()).toBe('Maya');
    await waitVisible(page.getByLabel('Maya number'));
    expect(await page.getByLabel('GCash number').count()).toBe(0);
  });

  it('Next sends the spec payload once, confirms where payouts go, and Done closes the web view', async () => {
    const page = await openForm();
    await page.getByLabel('GCash number').fill('09171234567');
    await pick(page, 'City', 'Quezon City');
    const next = page.getByRole('button', { name: en['bank.next'] });
    await next.dblclick();
    const saved = page.getByRole('dialog', { name: en['bank.saved.title'] });
    await waitVisible(saved);
    expect(await saved.innerText()).toContain('paid out to GCash, account •••• 4567');
    expect(await next.isDisabled()).toBe(true);
    expect(await actions(page)).toEqual(['startBank', 'endBank']);
    await expectNoViolations(page);
    await saved.getByRole('button', { name: en['bank.saved.done'] }).tap();
    await expect.poll(() => actions(page)).toEqual(['startBank', 'endBank', 'closeWebView']);
    // No web view to close in a phone browser: Done leads home.
    await page.waitForURL((url) => url.pathname === '/');
    const saves = await requestsTo(BIND_NEW);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toEqual({
      channelNumber: '90006',
      walletNumber: '09171234567',
      payDay: '',
      city: '137404',
      cardType: '1',
      product_id: '77',
      productId: '77',
    });
    expect(saves[0]?.query).toMatchObject(SESSION);
    expect(await requestsTo(BIND_CHANGE)).toHaveLength(0);
    await expectCleanPage(page);
  });

  it('three taps 60 ms apart in a phone browser send one request', async () => {
    const page = await openForm();
    await page.getByLabel('GCash number').fill('09171234567');
    const next = page.getByRole('button', { name: en['bank.next'] });
    await watchRequests(page);
    for (let i = 0; i < 3; i++) {
      await next.tap({ force: true });
      await page.waitForTimeout(60);
    }
    await waitVisible(page.getByRole('dialog', { name: en['bank.saved.title'] }));
    await settled(page);
    expect(await requestsTo(BIND_NEW)).toHaveLength(1);
  });

  it('from the loan detail it saves with bind-card-change, confirms, and opens the order with its ids and a message', async () => {
    const page = await openForm('product_id=77&orderId=O-9&source=loanDetail');
    await page.getByRole('tab', { name: en['bank.tab.bank'] }).tap();
    await pick(page, 'Bank name', 'BPI');
    await page.getByLabel('Bank account number').fill('5550001111');
    await page.getByRole('button', { name: en['bank.next'] }).tap();
    const saved = page.getByRole('dialog', { name: en['bank.saved.title'] });
    await waitVisible(saved);
    expect(await saved.innerText()).toContain('paid out to BPI, account •••• 1111');
    await saved.getByRole('button', { name: en['bank.saved.done'] }).tap();
    await page.waitForURL((url) => url.pathname === '/order');
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toMatchObject({
      ...SESSION,
      source: 'loanDetail',
      productId: '77',
      orderId: 'O-9',
    });
    await waitVisible(page.getByText(en['flash.bankSaved']));
    // The order page shows the order the card was bound for.
    await waitVisible(page.getByText('Awaiting repayment'));
    const saves = await requestsTo(BIND_CHANGE);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toEqual({
      bankCode: 'BPI',
      accountType: '1',
      accountNumber: '5550001111',
      payDay: '',
      city: '133900',
      cardType: '2',
      product_id: '77',
      productId: '77',
    });
    expect(await requestsTo(BIND_NEW)).toHaveLength(0);
    expect(await actions(page)).toEqual(['startBank']);
    await expectNoViolations(page);
  });

  it('a missing field: the server message shows and the typed values stay', async () => {
    const page = await openForm('product_id=77', { [BIND_NEW]: 'error' });
    await page.getByLabel('GCash number').fill('0917');
    await page.getByRole('button', { name: en['bank.next'] }).tap();
    await waitVisible(
      page.getByTestId('toast').filter({ hasText: 'Please enter your bank account number.' }),
    );
    expect(await page.getByLabel('GCash number').inputValue()).toBe('0917');
    expect(await actions(page)).toEqual(['startBank']);
    await expectCleanPage(page);
  });

  it('the 200-item form renders and an unknown cate shows its fallback', async () => {
    const many = await openForm('product_id=77', { [CARD_INIT]: 'many-items' });
    await expect.poll(() => many.locator('[data-field]').count()).toBeGreaterThan(100);
    // Its rows come in chunks that skip layout off screen; it stays one list of them.
    const fields = await many.locator('[data-field]').count();
    expect(await many.getByRole('list').getByRole('listitem').count()).toBe(fields);
    const last = many.locator('[data-field] input').last();
    await last.fill('4321');
    expect(await last.inputValue()).toBe('4321');
    await waitVisible(last);
    await expectNoViolations(many);
    const unknown = await openForm('product_id=77', { [CARD_INIT]: 'unknown-cate' });
    await waitVisible(unknown.getByText(en['bank.field.unsupported']));
    await expectCleanPage(unknown);
  });

  it('a served layout config changes the tabs without a code change', async () => {
    const page = await openForm('product_id=77', { [LAYOUT]: 'bank-first' });
    await expect
      .poll(() => page.getByRole('tab').allInnerTexts())
      .toEqual(['Bank account', 'GCash / Maya']);
    await expectCleanPage(page);
  });

  it('a failed card-init shows the reason and a retry', async () => {
    const page = await phone.open('/bindBank?product_id=77', {
      scenario: { [CARD_INIT]: 'reset' },
    });
    const error = page.getByRole('alert').filter({
      has: page.getByRole('button', { name: en['common.retry'] }),
    });
    await waitVisible(error);
    await expect.poll(() => error.innerText()).toContain(en['error.network']);
    await expectCleanPage(page);
  });
});
