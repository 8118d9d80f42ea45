// The loan confirm pages in a real browser against the production build: the agreement box
// and Next, an agreement opened and Back, the framed agreement, the native back event, the
// push and the exact bodies the fixture server received, the older variant's pop-up, rupee
// sign and links, and failures with a retry.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import olderAgreements from '../../fixtures/api/formerly/kindly/default.json';
import { en } from '../../src/i18n/en';
import {
  SESSION,
  bridgeCalls,
  clearFixtureRequests,
  expectCleanPage,
  phoneBrowser,
  requestsTo,
  waitForApp,
  waitVisible,
} from './harness';
import { settled, watchRequests } from './settled';

const CONFIRM = '/v3/loan-confirm/loan-detail-confirm';
const CONTRACT = '/v3/contract/contract';
const JUMP = '/v3/contract/contract-jump';
const PUSH = '/v3/loan-confirm/loan-detail-push';
const OLDER_CONFIRM = '/formerly/gladly';
const OLDER_AGREEMENTS = '/formerly/kindly';
const OLDER_PUSH = '/formerly/boldly';
const QUERY = 'productId=PRD-1&orderId=O-9';

const phone = phoneBrowser();

beforeEach(async () => {
  await clearFixtureRequests();
});

async function openConfirm(path: string, scenario?: Record<string, string>) {
  const page = await phone.open(`${path}?${QUERY}`, scenario ? { scenario } : undefined);
  await waitForApp(page);
  await waitVisible(page.getByText('Daily interest rate 0.05%'));
  return page;
}

const next = (page: Page, name: string = en['loanConfirm.next']) =>
  page.getByRole('button', { name, exact: true });
const actions = async (page: Page) => (await bridgeCalls(page)).map((c) => c.action);
const emitBack = (page: Page) => page.evaluate(() => window.webBridge?.emit('iosBack'));
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
};

describe('/newLoanConfirm', () => {
  it('shows the loan, ticks the box; unticked, Next is grey and sends nothing', async () => {
    const page = await openConfirm('/newLoanConfirm');
    const summary = page.getByRole('region', { name: en['loanConfirm.summary'] });
    await waitVisible(summary.getByText('₱5,000.00'));
    await waitVisible(summary.getByText('120 days'));
    await waitVisible(page.getByText('Single repayment'));
    await waitVisible(page.getByText('₱5,300.00'));
    const box = page.getByRole('checkbox', { name: /I have read and agree to/ });
    expect(await box.isChecked()).toBe(true);
    await expectCleanPage(page);

    await box.uncheck();
    expect(await next(page).isDisabled()).toBe(true);
    // A tap on the grey button does nothing.
    await watchRequests(page);
    await next(page).tap({ force: true });
    await settled(page);
    expect(await requestsTo(PUSH)).toHaveLength(0);
    await box.check();
    expect(await next(page).isEnabled()).toBe(true);

    const [confirm] = await requestsTo(CONFIRM);
    expect(confirm?.method).toBe('POST');
    expect(confirm?.body).toMatchObject({ productId: 'PRD-1' });
    expect(confirm?.query).toMatchObject(SESSION);
    const [agreements] = await requestsTo(CONTRACT);
    expect(agreements?.method).toBe('GET');
    expect(agreements?.query).toMatchObject({ productId: 'PRD-1', scene: '3' });
  });

  it('Next pushes once on a double tap and replaces the page with the details URL', async () => {
    const page = await openConfirm('/newLoanConfirm');
    const before = await page.evaluate(() => history.length);
    await next(page).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await page.waitForURL(/\/loanDetail\?/);
    expect(pathAndQuery(page)).toEqual({
      path: '/loanDetail',
      query: { productId: 'PRD-1', orderId: 'O-9', ...SESSION, from: 'confirm' },
    });
    // Replaced, not pushed: Back does not return to a loan already pushed.
    expect(await page.evaluate(() => history.length)).toBe(before);
    const pushes = await requestsTo(PUSH);
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

  it('an agreement title opens its document; Back returns to the confirm page', async () => {
    const page = await openConfirm('/newLoanConfirm');
    await page.getByRole('link', { name: 'Privacy Authorization' }).tap();
    await page.waitForURL(/\/__fixtures\/documents\/loan-agreement\.html/);
    await waitVisible(page.getByRole('heading', { name: 'Loan Agreement' }));
    const [jump] = await requestsTo(JUMP);
    expect(jump?.query).toMatchObject({
      productId: 'PRD-1',
      scene: '3',
      position: '1',
      orderId: 'O-9',
      jumpType: '1',
    });
    await page.goBack();
    await waitVisible(page.getByText('Daily interest rate 0.05%'));
    expect(new URL(page.url()).pathname).toBe('/newLoanConfirm');
  });

  it('the framed agreement cannot be dismissed; Agree closes it, Cancel closes the web view', async () => {
    const page = await openConfirm('/newLoanConfirm', { [CONFIRM]: 'pop-agreement' });
    const dialog = page.getByRole('dialog', { name: en['loanConfirm.agreementDialog'] });
    await waitVisible(dialog);
    const frame = dialog.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts');
    await waitVisible(page.frameLocator('iframe').getByRole('heading', { name: 'Loan Agreement' }));
    await expectCleanPage(page);
    // A tap outside the dialog and Escape leave it open.
    await page.mouse.click(5, 5);
    await page.keyboard.press('Escape');
    await waitVisible(dialog);
    await dialog.getByRole('button', { name: 'Agree' }).tap();
    await dialog.waitFor({ state: 'detached' });
    expect(await actions(page)).toEqual([]);

    const again = await openConfirm('/newLoanConfirm', { [CONFIRM]: 'pop-agreement' });
    await again
      .getByRole('dialog', { name: en['loanConfirm.agreementDialog'] })
      .getByRole('button', { name: 'Cancel' })
      .tap();
    await expect.poll(() => actions(again)).toEqual(['closeWebView']);
  });

  it('the back event with isPopType 1 shows Point out: Agree stays, Cancel closes', async () => {
    const page = await openConfirm('/newLoanConfirm', { [CONFIRM]: 'pop-type' });
    await emitBack(page);
    const dialog = page.getByRole('dialog', { name: 'Point out' });
    await waitVisible(dialog);
    await waitVisible(dialog.getByText('Your loan is almost ready'));
    await expectCleanPage(page);
    await dialog.getByRole('button', { name: 'Agree' }).tap();
    await dialog.waitFor({ state: 'detached' });
    expect(await actions(page)).toEqual([]);
    await emitBack(page);
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await expect.poll(() => actions(page)).toEqual(['closeWebView']);
  });

  it("a developer sends the back event from the bridge panel's iOS back", async () => {
    const page = await phone.open(`/newLoanConfirm?${QUERY}&devtools=1`, {
      scenario: { [CONFIRM]: 'pop-type' },
    });
    await waitVisible(page.getByText('Daily interest rate 0.05%'));
    const panel = page.getByRole('log', { name: 'Native bridge calls' });
    await panel.getByRole('button', { name: 'iOS back' }).click();
    await waitVisible(page.getByRole('dialog', { name: 'Point out' }));
  });

  it('the back event with isPopType 0 closes the web view at once', async () => {
    const page = await openConfirm('/newLoanConfirm');
    await emitBack(page);
    await expect.poll(() => actions(page)).toEqual(['closeWebView']);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('no agreements: no box, and Next is active', async () => {
    const page = await openConfirm('/newLoanConfirm', { [CONTRACT]: 'no-agreements' });
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await next(page).tap();
    await page.waitForURL(/\/loanDetail\?/);
  });

  it('a refused details link is not followed: the page says so and stays usable', async () => {
    const page = await openConfirm('/newLoanConfirm', { [PUSH]: 'hostile' });
    await next(page).tap();
    await waitVisible(page.getByTestId('toast').filter({ hasText: en['loanConfirm.linkBlocked'] }));
    expect(new URL(page.url()).pathname).toBe('/newLoanConfirm');
    expect(await next(page).isEnabled()).toBe(true);
  });

  it('agreements that fail: the loan shows, the row says so, its retry loads them; Next works', async () => {
    const page = await openConfirm('/newLoanConfirm', { [CONTRACT]: 'http500' });
    const row = page.getByRole('region', { name: en['loanConfirm.agreements'] });
    await waitVisible(row.getByText(en['loanConfirm.agreementsFailed']));
    await waitVisible(page.getByText('Single repayment'));
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await next(page).isEnabled()).toBe(true);
    await expectCleanPage(page);

    await page.context().clearCookies({ name: 'fixture-scenario' });
    await row.getByRole('button', { name: en['common.retry'] }).tap();
    const box = page.getByRole('checkbox', { name: /I have read and agree to/ });
    await waitVisible(box);
    expect(await box.isChecked()).toBe(true);
    await waitVisible(page.getByRole('link', { name: 'Loan Agreement' }));
    expect(await requestsTo(CONTRACT)).toHaveLength(2);
    await next(page).tap();
    await page.waitForURL(/\/loanDetail\?/);
  });

  it('a failed load shows its reason and a retry that loads the loan', async () => {
    const page = await phone.open(`/newLoanConfirm?${QUERY}`, {
      scenario: { [CONFIRM]: 'http500' },
    });
    await waitVisible(page.getByRole('alert').filter({ hasText: '500' }));
    await page.context().clearCookies({ name: 'fixture-scenario' });
    await page.getByRole('button', { name: en['common.retry'] }).tap();
    await waitVisible(page.getByText('Daily interest rate 0.05%'));
  });
});

describe('/loanConfirmPeriod', () => {
  it('shows the first repayment date and every instalment', async () => {
    const page = await openConfirm('/loanConfirmPeriod', { [CONFIRM]: 'instalments' });
    await waitVisible(page.getByText(en['loanConfirm.firstPayTime']));
    await waitVisible(page.getByText('2025-07-14').first());
    expect(await page.getByText(/^Instalment \d of 4$/).count()).toBe(4);
    await expectCleanPage(page);
  });
});

describe('/loanConfirm (older variant)', () => {
  it('the promotional pop-up: its close icon closes it for good, its button pushes and opens the link', async () => {
    const page = await openConfirm('/loanConfirm', { [OLDER_CONFIRM]: 'promo' });
    const dialog = page.getByRole('dialog', { name: en['loanConfirm.promoDialog'] });
    await waitVisible(dialog);
    await expectCleanPage(page);
    await watchRequests(page);
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await dialog.waitFor({ state: 'detached' });
    await waitVisible(next(page, 'Get it now'));
    await settled(page);
    expect(await requestsTo(OLDER_PUSH)).toHaveLength(0);
    // A reload shows the page as the borrower left it (its history entry keeps the closing).
    await page.reload();
    await waitVisible(next(page, 'Get it now'));
    await settled(page);
    expect(await dialog.count()).toBe(0);

    const again = await openConfirm('/loanConfirm', { [OLDER_CONFIRM]: 'promo' });
    // The lender's page elsewhere: answered here, no network needed.
    await again.route('https://example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Your loan details</h1>' }),
    );
    const promo = again.getByRole('dialog', { name: en['loanConfirm.promoDialog'] });
    await waitVisible(promo);
    await promo.getByRole('button', { name: 'Get it now' }).tap();
    await again.waitForURL('https://example.com/lend/details?orderKey=OK-7731');
    const pushes = await requestsTo(OLDER_PUSH);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.body).toEqual({
      amount: '500000',
      period: '120',
      unit: '1',
      orderKey: 'OK-7731',
    });
    expect(pushes[0]?.headers['content-type']).toContain('application/x-www-form-urlencoded');
  });

  it('a link that does not start with http goes to the native side, with the session', async () => {
    const page = await openConfirm('/loanConfirm', { [OLDER_PUSH]: 'native' });
    await next(page).tap();
    await expect.poll(async () => (await bridgeCalls(page)).length).toBe(1);
    const [call] = await bridgeCalls(page);
    expect(call).toMatchObject({ action: 'openPage' });
    const url = new URL((call!.payload as { url: string }).url, 'https://app.invalid');
    expect(url.pathname).toBe('/loanDetail');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      productId: 'PRD-1',
      orderId: 'O-9',
      ...SESSION,
    });
    expect(new URL(page.url()).pathname).toBe('/loanConfirm');
  });

  it('isRupee 1 shows the rupee sign', async () => {
    const page = await openConfirm('/loanConfirm', { [OLDER_CONFIRM]: 'rupee' });
    const summary = page.getByRole('region', { name: en['loanConfirm.summary'] });
    await waitVisible(summary.getByText('₹5,000.00'));
    expect(await summary.getByText(/₱/).count()).toBe(0);
  });

  it('shows its agreements from the data.data answer, as the contract has it', async () => {
    // The recorded answer is the contract's shape: the list in data.data.
    expect(Array.isArray(olderAgreements.data.data)).toBe(true);
    const page = await openConfirm('/loanConfirm');
    const box = page.getByRole('checkbox', { name: /I have read and agree to/ });
    await waitVisible(box);
    expect(await box.isChecked()).toBe(true);
    await waitVisible(page.getByRole('link', { name: 'Loan Agreement' }));
    await waitVisible(page.getByRole('link', { name: 'Privacy Authorization' }));
    expect(await page.getByText(en['loanConfirm.agreementsFailed']).count()).toBe(0);
    const [request] = await requestsTo(OLDER_AGREEMENTS);
    expect(request?.method).toBe('GET');
    expect(request?.query).toMatchObject({ productId: 'PRD-1', scene: '3' });
    await expectCleanPage(page);
  });

  it('and from a bare list', async () => {
    const page = await openConfirm('/loanConfirm', { [OLDER_AGREEMENTS]: 'bare-list' });
    await waitVisible(page.getByRole('link', { name: 'Credit Disclosure Statement' }));
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
  });

  it("a code other than '00' shows the returned message", async () => {
    const page = await phone.open(`/loanConfirm?${QUERY}`, {
      scenario: { [OLDER_CONFIRM]: 'rejected' },
    });
    await waitVisible(
      page.getByRole('alert').filter({ hasText: 'This product is not available right now.' }),
    );
  });
});
