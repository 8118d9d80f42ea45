// Native bridge calls from a borrower page, seen through the development shim: the call is
// recorded with its payload, and the floating panel (?devtools=1) shows it to a developer.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import {
  bridgeCalls,
  closePage,
  expectAccessible,
  expectNoViolations,
  launchBrowser,
  openPage,
  waitVisible,
} from './harness';

let browser: Browser;
let page: Page | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  if (page) await closePage(page);
  page = undefined;
});

describe('bridge calls in a plain browser', () => {
  it('"Back to home" on a coming-soon page asks the app to go home', async () => {
    page = await openPage(browser, '/bindBank');
    await page.getByRole('button', { name: en['common.goHome'] }).tap();
    await expect
      .poll(async () => (await bridgeCalls(page!)).map((c) => c.action))
      .toEqual(['goHome']);
    expect((await bridgeCalls(page))[0]).toMatchObject({ method: 'goHome', payload: {} });
    await expectNoViolations(page);
  });

  it('the not-found page offers the same way out', async () => {
    page = await openPage(browser, '/no-such-page');
    await page.getByRole('button', { name: en['common.goHome'] }).tap();
    await expect
      .poll(async () => (await bridgeCalls(page!)).map((c) => c.action))
      .toEqual(['goHome']);
  });

  it('with ?devtools=1 the floating panel shows each call as it happens', async () => {
    page = await openPage(browser, '/aboutUs?devtools=1');
    const panel = page.getByRole('log', { name: 'Native bridge calls' });
    await waitVisible(panel);
    expect(await panel.innerText()).not.toContain('goHome');
    await page.getByRole('button', { name: en['common.goHome'] }).tap();
    await expect.poll(() => panel.innerText()).toContain('goHome');
    await expectNoViolations(page);
    await expectAccessible(page);
  });

  it('without the flag a borrower never sees the panel', async () => {
    page = await openPage(browser, '/aboutUs');
    await waitVisible(page.getByRole('button', { name: en['common.goHome'] }));
    expect(await page.getByRole('log', { name: 'Native bridge calls' }).count()).toBe(0);
  });
});
