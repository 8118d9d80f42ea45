// The title bar: the brand mark, the page title, and a back control that goes back through
// the tab's in-app pages, then (in a plain browser) home.
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { SESSION, expectNoViolations, phoneBrowser, waitForApp, waitVisible } from './harness';

const phone = phoneBrowser();

describe('title bar', () => {
  it('shows the brand mark; Back returns to the previous in-app page, then home', async () => {
    const page = await phone.open('/customerService');
    const bar = page.getByRole('banner');
    await waitVisible(bar.getByRole('heading', { level: 1, name: en['cs.title'] }));
    await waitForApp(page);
    expect(await bar.locator('[data-brand-mark]').count()).toBe(1);
    await page.getByRole('link', { name: en['cs.complaint'] }).tap();
    await page.waitForURL((url) => url.pathname === '/complainPage');
    await bar.getByRole('button', { name: en['common.back'] }).tap();
    await page.waitForURL((url) => url.pathname === '/customerService');

    await bar.getByRole('button', { name: en['common.back'] }).tap();
    await page.waitForURL((url) => url.pathname === '/');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject(SESSION);
    await expectNoViolations(page);
  });
});
