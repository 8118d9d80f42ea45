// The order details and joint-login failure pages in a real browser against the production
// build: each button's destination and the bodies the fixture server received, the market
// rule both ways, the rating flow both ways, the pop-ups and the showBankTip session flag,
// the playeduL redirect, and the joint-login failure products.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import {
  SESSION,
  bridgeCalls,
  clearFixtureRequests,
  expectCleanPage,
  phoneBrowser,
  previewUrl,
  requestsTo,
  waitForApp,
  waitVisible,
  withSessionParams,
} from './harness';
import { settled, watchRequests } from './settled';

const DETAILS = '/v3/loan-details/loan-details';
const SCORE = '/v3/loan-details/google-score';
const EVENT = '/service/event/save';
const NOTICE = '/formerly/softly';
const CLICK = '/formerly/briskly';
const LINK = '/formerly/openly';
const QUERY = 'productId=PRD-1&orderId=O-9';

const phone = phoneBrowser();

beforeEach(async () => {
  await clearFixtureRequests();
});

async function openOrder(scenario?: string, path = '/loanDetail') {
  const page = await phone.open(
    `${path}?${QUERY}`,
    scenario ? { scenario: { [DETAILS]: scenario } } : undefined,
  );
  await waitForApp(page);
  await waitVisible(page.getByRole('region', { name: en['order.status'] }));
  return page;
}

const actions = async (page: Page) => (await bridgeCalls(page)).map((c) => c.action);
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const market = (page: Page) => page.getByRole('region', { name: en['order.market'] });
const at = (page: Page) => {
  const url = new URL(page.url());
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
};

describe('order details', () => {
  it('174: Repayment sets showBankTip and opens the repayment page; no market', async () => {
    const page = await openOrder();
    await waitVisible(page.getByText('Awaiting repayment'));
    expect(await market(page).count()).toBe(0);
    expect(await button(page, 'Borrow Again').count()).toBe(0);
    await expectCleanPage(page);
    const [request] = await requestsTo(DETAILS);
    expect(request?.method).toBe('GET');
    expect(request?.query).toMatchObject({ productId: 'PRD-1', orderId: 'O-9', ...SESSION });

    await button(page, 'Repayment').tap();
    await page.waitForURL(/\/repayment\?/);
    expect(at(page)).toEqual({
      path: '/repayment',
      query: { productId: 'PRD-1', orderId: 'O-9', ...SESSION },
    });
    expect(await page.evaluate(() => sessionStorage.getItem('showBankTip'))).toBe('1');
    // Back on the order, kind tips stay away in this tab.
    await page.goBack();
    await waitVisible(page.getByText('Awaiting repayment'));
  });

  it('174 with delay: REPAY, "Short of money?" and Rollover Repayment to the delay page', async () => {
    const page = await openOrder('status-174-delay');
    await waitVisible(button(page, 'REPAY'));
    await waitVisible(page.getByText(en['order.shortOfMoney']));
    await button(page, 'Rollover Repayment').tap();
    await page.waitForURL(/\/repayDelay\?/);
    expect(at(page).query).toMatchObject({ productId: 'PRD-1', orderId: 'O-9' });
  });

  it('200: Borrow Again records the event once, then opens the product', async () => {
    const page = await openOrder('status-200');
    await button(page, 'Borrow Again').evaluate((b: HTMLElement) => {
      b.click();
      b.click();
    });
    await expect.poll(() => actions(page)).toEqual(['openProductPage']);
    expect((await bridgeCalls(page))[0]?.payload).toEqual({ productId: 'PRD-1' });
    const events = await requestsTo(EVENT);
    expect(events).toHaveLength(1);
    expect(events[0]?.body).toEqual({
      productId: 'PRD-1',
      product_id: 'PRD-1',
      moduleId: '30',
      positionId: '0',
    });
  });

  it('151: the market shows; an enabled product opens, a disabled one does nothing', async () => {
    const page = await openOrder('status-151');
    const list = market(page);
    await waitVisible(list.getByText('Cash Swift'));
    await expectCleanPage(page);
    await watchRequests(page);
    await list.getByText('Peso Plus').tap();
    await settled(page);
    expect(await actions(page)).toEqual([]);
    await list.getByRole('button', { name: /^Cash Swift/ }).tap();
    await expect
      .poll(() => bridgeCalls(page))
      .toMatchObject([{ action: 'openProductPage', payload: { productId: 'PRD-9' } }]);
  });

  it('an unknown status: the default icon, no buttons, and the market', async () => {
    const page = await openOrder('status-unknown');
    expect(await page.locator('[data-node-id="status-icon"]').getAttribute('data-icon')).toBe(
      'info',
    );
    for (const label of ['REPAY', 'Repayment', 'Rollover Repayment', 'Borrow Again']) {
      expect(await button(page, label).count()).toBe(0);
    }
    await waitVisible(market(page));
  });

  it('the customer-service phone calls through the bridge', async () => {
    const page = await openOrder();
    await page.getByRole('button', { name: '09985550123' }).tap();
    await expect
      .poll(() => bridgeCalls(page))
      .toMatchObject([{ action: 'callPhone', payload: { phone: '09985550123' } }]);
  });
});

describe('order details: pop-ups', () => {
  it('rating: nothing chosen asks; 3 stars sends score 5 once and thanks', async () => {
    const page = await openOrder('rating');
    const dialog = page.getByRole('dialog', { name: en['order.rateTitle'] });
    await waitVisible(dialog);
    await expectCleanPage(page);
    await dialog.getByRole('button', { name: 'Submit' }).tap();
    await waitVisible(page.getByTestId('toast').filter({ hasText: en['order.chooseStars'] }));
    expect(await requestsTo(SCORE)).toHaveLength(0);
    await dialog.getByRole('button', { name: '3 stars' }).tap();
    await dialog.getByRole('button', { name: 'Submit' }).tap();
    const thanks = page.getByRole('dialog', { name: 'Thank you for your feedback' });
    await waitVisible(thanks);
    const scores = await requestsTo(SCORE);
    expect(scores).toHaveLength(1);
    expect(scores[0]?.body).toEqual({ score: '5' });
    await thanks.getByRole('button', { name: 'OK' }).tap();
    await thanks.waitFor({ state: 'detached' });
    expect(await actions(page)).toEqual([]);
  });

  it('rating: 5 stars asks the store for a rating', async () => {
    const page = await openOrder('rating');
    const dialog = page.getByRole('dialog', { name: en['order.rateTitle'] });
    await dialog.getByRole('button', { name: '5 stars' }).tap();
    await dialog.getByRole('button', { name: 'Submit' }).tap();
    await expect.poll(() => actions(page)).toEqual(['goRate']);
    await dialog.waitFor({ state: 'detached' });
  });

  it('the bank-card pop-up opens the bind-bank page from the loan detail', async () => {
    const page = await openOrder('card-pop');
    const dialog = page.getByRole('dialog', { name: 'Bind a bank card' });
    await waitVisible(dialog);
    await expectCleanPage(page);
    await dialog.getByRole('button', { name: 'Go and bind the card' }).tap();
    await page.waitForURL(/\/bindBank\?/);
    expect(at(page).query).toMatchObject({
      product_id: 'PRD-1',
      orderId: 'O-9',
      source: 'loanDetail',
      ...SESSION,
    });
  });

  it('kind tips show, OK closes them; after going to repayment they stay away', async () => {
    const page = await openOrder('kind-tips');
    const tips = page.getByRole('dialog', { name: 'Kind tips' });
    await waitVisible(tips);
    await tips.getByRole('button', { name: 'OK' }).tap();
    await tips.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => sessionStorage.getItem('showBankTip'))).toBeNull();
    await button(page, 'Repayment').tap();
    await page.waitForURL(/\/repayment\?/);
    await page.goBack();
    await waitVisible(page.getByText('Awaiting repayment'));
    // The pop-ups of an order open with it, in the same render.
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('Withdraw Now replaces the order with playeduL; Cancel goes home', async () => {
    const page = await openOrder('withdraw');
    const dialog = page.getByRole('dialog');
    await waitVisible(dialog.getByText('Your next loan is ready. Withdraw it now?'));
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await expect.poll(() => actions(page)).toEqual(['goHome']);
    await dialog.waitFor({ state: 'detached' });

    const again = await openOrder('withdraw');
    await again.getByRole('button', { name: 'Withdraw Now' }).tap();
    await again.waitForURL(/\/loanConfirm\?/);
    expect(at(again).query).toMatchObject({ productId: 'PRD-9', ...SESSION });
  });

  it('after Withdraw Now, Back skips the order and its pop-up', async () => {
    const page = await phone.open('/aboutUs', { scenario: { [DETAILS]: 'withdraw' } });
    await waitForApp(page);
    await page.goto(`${previewUrl()}${withSessionParams(`/loanDetail?${QUERY}`)}`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Withdraw Now' }).tap();
    await page.waitForURL(/\/loanConfirm\?/);
    await page.goBack();
    await page.waitForURL(/\/aboutUs\?/);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('a refused playeduL is ignored: no pop-up, no redirect', async () => {
    const page = await openOrder('hostile-redirect');
    await watchRequests(page);
    // A frame after the order showed: a redirect would have begun (the page follows one at once).
    await settled(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/loanDetail');
  });

  it('/order is the same screen; a failed load offers a retry', async () => {
    const page = await phone.open(`/order?${QUERY}`, { scenario: { [DETAILS]: 'http500' } });
    await waitVisible(page.getByRole('alert').filter({ hasText: '500' }));
    await page.context().clearCookies({ name: 'fixture-scenario' });
    await page.getByRole('button', { name: en['common.retry'] }).tap();
    await waitVisible(page.getByText('Awaiting repayment'));
  });
});

describe('/jointLoginFailure', () => {
  it('shows the notice, the error and products; a product posts the click, then the link', async () => {
    const page = await phone.open(`/jointLoginFailure?${QUERY}`);
    await page.route('https://example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Cash Swift</h1>' }),
    );
    await waitVisible(page.getByText('We could not open your Cash Swift account.'));
    await waitVisible(page.getByText('Joint login failed (E-2041).'));
    await expectCleanPage(page);
    const [notice] = await requestsTo(NOTICE);
    expect(notice?.method).toBe('POST');
    expect(notice?.body).toMatchObject({ productId: 'PRD-1', orderId: 'O-9' });

    await watchRequests(page);
    await market(page).getByText('Peso Plus').tap();
    await settled(page);
    expect(await requestsTo(CLICK)).toHaveLength(0);

    await market(page)
      .getByRole('button', { name: /^Cash Swift/ })
      .tap();
    await page.waitForURL('https://example.com/apply/cash-swift');
    expect((await requestsTo(CLICK))[0]?.body).toEqual({ vid: 'PRD-9' });
    expect((await requestsTo(LINK))[0]?.body).toEqual({ vid: 'PRD-9' });
  });
});
