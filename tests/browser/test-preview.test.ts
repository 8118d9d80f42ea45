// /testPreview, the developer hub, in a real browser: links to every borrower page with the
// typed device parameters, the fixture scenario picker and the native bridge log.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { SESSION_KEYS } from '../../src/lib/session';
import { routes } from '../../src/routes';
import {
  bridgeCalls,
  expectAccessible,
  expectNoViolations,
  phoneBrowser,
  waitVisible,
} from './harness';

const ENDPOINT = '/v3/personal-center/contact-kf-info';
const ERROR_MESSAGE =
  "We can't load our contact details right now. Please try again in a few minutes.";
const borrowerRoutes = routes.filter((r) => !r.developer);

const phone = phoneBrowser();

function section(p: Page, title: string) {
  return p.locator('section', {
    has: p.getByRole('heading', { level: 2, name: title, exact: true }),
  });
}

async function openPreview(): Promise<Page> {
  const p = await phone.open('/testPreview');
  await waitVisible(p.getByRole('heading', { level: 1, name: 'Test preview' }));
  return p;
}

/** href of every link in the Pages section, as URLs. */
async function pageLinks(p: Page): Promise<URL[]> {
  const links = section(p, 'Pages').getByRole('link');
  await waitVisible(links.first());
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((a) => (a as HTMLAnchorElement).href),
  );
  return hrefs.map((href) => new URL(href));
}

async function formValues(p: Page): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const key of SESSION_KEYS)
    values[key] = await p.locator(`input[name="${key}"]`).inputValue();
  return values;
}

describe('/testPreview', () => {
  it('links every borrower route, each carrying the device parameters of the form', async () => {
    const page = await openPreview();
    const links = await pageLinks(page);
    expect(links.map((u) => u.pathname).sort()).toEqual(borrowerRoutes.map((r) => r.path).sort());

    const values = await formValues(page);
    expect(Object.values(values).every((v) => v !== '')).toBe(true);
    for (const link of links) expect(Object.fromEntries(link.searchParams)).toMatchObject(values);
    // Pages that need a record to show their real screen get one from the default fixtures.
    const details = links.find((u) => u.pathname === '/complainDetails');
    expect(details?.searchParams.get('problemId')).toBe('1024');
    const form = links.find((u) => u.pathname === '/complainPageNext');
    expect(form?.searchParams.get('problemType')).toBe('1');

    await page.locator('input[name="userId"]').fill('user-42-typed');
    const customerService = routes.find((r) => r.name === 'customerService');
    await expect
      .poll(async () => {
        const link = (await pageLinks(page as Page)).find(
          (u) => u.pathname === customerService?.path,
        );
        return link?.searchParams.get('userId');
      })
      .toBe('user-42-typed');
    for (const link of await pageLinks(page))
      expect(link.searchParams.get('userId')).toBe('user-42-typed');
    await expectNoViolations(page);
    await expectAccessible(page);
  });

  it('the scenario picker sets the cookie the fixture API reads', async () => {
    const page = await openPreview();
    const picker = page.locator(`select[data-endpoint="${ENDPOINT}"]`);
    await waitVisible(picker);
    await picker.selectOption('error');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'fixture-scenario');
    expect(cookie && JSON.parse(decodeURIComponent(cookie.value))).toEqual({ [ENDPOINT]: 'error' });
    await expectNoViolations(page);
    await expectAccessible(page);

    await section(page, 'Pages')
      .getByRole('link', { name: new RegExp(`^${en['page.customerService']}`) })
      .click();
    await page.waitForURL((url) => url.pathname === '/customerService');
    const error = page
      .getByRole('alert')
      .filter({ has: page.getByRole('button', { name: en['common.retry'] }) });
    await waitVisible(error);
    await expect.poll(() => error.innerText()).toContain(ERROR_MESSAGE);
    await expectNoViolations(page);
    await expectAccessible(page);
  });

  it('the bridge log shows the calls the shim recorded, and Clear empties it', async () => {
    const page = await openPreview();
    const log = section(page, 'Native bridge log');
    await waitVisible(log.getByText('No bridge calls yet.'));

    await page.evaluate(() => {
      const call = { action: 'closeWebView', method: 'closeWebView', payload: {}, at: Date.now() };
      sessionStorage.setItem('bridge-log', JSON.stringify([call]));
    });
    await page.reload();
    await waitVisible(log.getByRole('listitem').filter({ hasText: 'closeWebView' }));
    expect(await log.getByRole('listitem').count()).toBe(1);
    await expectNoViolations(page);
    await expectAccessible(page);

    await log.getByRole('button', { name: 'Clear' }).click();
    await waitVisible(log.getByText('No bridge calls yet.'));
    expect(await bridgeCalls(page)).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('bridge-log'))).toBeNull();
  });
});
