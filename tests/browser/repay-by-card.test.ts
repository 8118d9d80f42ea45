// Repayment by card in a real browser against the production build: the exact commit and
// confirm bodies, one commit and one confirm per attempt under double taps, the resend
// countdown on the page clock (also across a reload), and where success goes.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
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

const COMMIT = '/api/v1/loan/repayment-commit';
const CONFIRM = '/api/v1/loan/repayment-confirm';
const PATH = '/repayByCard?orderId=O-9&amount=523450&productId=PRD-1';

const phone = phoneBrowser();

beforeEach(async () => {
  await clearFixtureRequests();
});

async function open(scenario?: Record<string, string>, clock = false) {
  const page = await phone.open(PATH, {
    ...(scenario ? { scenario } : {}),
    ...(clock ? { beforeNavigate: (p: Page) => p.clock.install() } : {}),
  });
  await waitForApp(page);
  await waitVisible(page.getByText('BDO Unibank'));
  return page;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const codeInput = (page: Page) => page.getByRole('textbox', { name: en['card.code'] });
const resend = (page: Page) => page.locator('[data-node-id="resend"]');

async function toCode(page: Page) {
  await page.getByRole('radio', { name: /BPI/ }).tap();
  await button(page, en['card.repay']).tap();
  await waitVisible(codeInput(page));
}

describe('repayment by card', () => {
  it('double taps send one commit and one confirm, with their exact bodies and keys', async () => {
    const page = await open({ [COMMIT]: 'slow', [CONFIRM]: 'slow' });
    await expectCleanPage(page);
    await page.getByRole('radio', { name: /BPI/ }).tap();
    await button(page, en['card.repay']).dblclick();
    await waitVisible(codeInput(page), 20_000);
    await codeInput(page).fill('654321');
    await button(page, en['card.confirm']).dblclick();
    await page.waitForURL(/\/loanDetail\?/, { timeout: 20_000 });

    const commits = await requestsTo(COMMIT);
    expect(commits).toHaveLength(1);
    expect(commits[0]?.body).toEqual({
      amount: '523450',
      couponId: '',
      orderId: 'O-9',
      bankName: 'BPI',
      cardId: 'C-2',
      cardNo: '4111111111114321',
      bankCode: 'BPI',
      repayToken: 'RT-7f3a9c',
      sendMsg: '0',
    });
    expect(commits[0]?.query).toMatchObject(SESSION);
    const confirms = await requestsTo(CONFIRM);
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.body).toEqual({
      orderId: 'O-9',
      verifyCode: '654321',
      repaymentRecordId: 'RR-5501',
    });
    const keys = [commits[0]?.headers['idempotency-key'], confirms[0]?.headers['idempotency-key']];
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    const at = new URL(page.url());
    expect(Object.fromEntries(at.searchParams)).toMatchObject({
      orderId: 'O-9',
      productId: 'PRD-1',
    });
    expect(await bridgeCalls(page)).toEqual([]);
  });

  it('the resend countdown runs 60 s on the page clock; get code then commits with sendMsg=1', async () => {
    const page = await open(undefined, true);
    await toCode(page);
    await expect.poll(() => resend(page).innerText()).toBe('60s');
    await page.clock.fastForward(30_000);
    await expect.poll(() => resend(page).innerText()).toBe('30s');
    // A tap while it runs says not to resend and sends nothing.
    await resend(page).tap();
    await waitVisible(page.getByRole('status').getByText(en['card.noResend']));
    expect((await requestsTo(COMMIT)).map((r) => r.body.sendMsg)).toEqual(['0']);
    await page.clock.fastForward(31_000);
    await expect.poll(() => resend(page).innerText()).toBe(en['card.getCode']);
    await resend(page).tap();
    await expect.poll(() => resend(page).innerText()).toBe('60s');
    const commits = await requestsTo(COMMIT);
    expect(commits.map((r) => r.body.sendMsg)).toEqual(['0', '1']);
    expect(commits[1]?.headers['idempotency-key']).not.toBe(commits[0]?.headers['idempotency-key']);
  });

  it('a reload during the countdown comes back to the code, and does not allow an early resend', async () => {
    const page = await open(undefined, true);
    await toCode(page);
    const resendAt = () =>
      page.evaluate(() => Number(sessionStorage.getItem('repayCardResendAt:O-9')));
    const deadline = await resendAt();
    await page.clock.fastForward(20_000);
    // The page is loaded again (a phone that dropped the tab while the SMS app was open): its
    // history entry brings back the code stage, with the card paid with, and commits nothing.
    await page.reload();
    await waitVisible(codeInput(page));
    expect(await page.getByRole('radio', { name: /BPI/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    // The same countdown goes on (not a new 60 s): what is left is what the deadline leaves,
    // on the page clock, however long the reload took.
    expect(await resendAt()).toBe(deadline);
    await expect
      .poll(async () => {
        const left = Number((await resend(page).innerText()).replace('s', ''));
        const now = await page.evaluate(() => Date.now());
        return Math.abs(left - (deadline - now) / 1000) <= 1.5;
      })
      .toBe(true);
    expect(Number((await resend(page).innerText()).replace('s', ''))).toBeLessThanOrEqual(40);
    await resend(page).tap();
    await waitVisible(page.getByRole('status').getByText(en['card.noResend']));
    expect((await requestsTo(COMMIT)).map((r) => r.body.sendMsg)).toEqual(['0']);
  });

  it('a wrong code shows "verification code wrong" and the page stays', async () => {
    const page = await open({ [CONFIRM]: 'wrong-code' });
    await toCode(page);
    await codeInput(page).fill('111111');
    await button(page, en['card.confirm']).tap();
    await waitVisible(page.getByText(en['card.codeWrong'], { exact: true }));
    expect(new URL(page.url()).pathname).toBe('/repayByCard');
  });

  it('paid on a page opened without a product, a reload still says paid', async () => {
    const page = await phone.open('/repayByCard?orderId=O-9&amount=523450', {
      scenario: { [COMMIT]: 'no-code' },
    });
    await waitForApp(page);
    await page.getByRole('radio', { name: /BDO/ }).tap();
    await button(page, en['card.repay']).tap();
    await waitVisible(page.getByText(en['card.paid']));
    await page.reload();
    await waitVisible(page.getByText(en['card.paid']));
    expect(await button(page, en['card.repay']).count()).toBe(0);
    expect(await requestsTo(COMMIT)).toHaveLength(1);
  });

  it('needValid 0 on Android closes the native dialog and opens the loan detail', async () => {
    const page = await open({ [COMMIT]: 'no-code' });
    await page.getByRole('radio', { name: /BDO/ }).tap();
    await button(page, en['card.repay']).tap();
    await page.waitForURL(/\/loanDetail\?/);
    expect((await bridgeCalls(page)).map((c) => c.action)).toEqual(['closeWebView']);
  });
});
