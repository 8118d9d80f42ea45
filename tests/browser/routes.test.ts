// Every borrower route of src/routes.ts in a real browser: never a blank page, no CSP
// violation, no serious accessibility finding; unknown paths and hostile queries included.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { routes, type RouteEntry } from '../../src/routes';
import {
  expectAccessible,
  expectNoViolations,
  phoneBrowser,
  waitForApp,
  waitVisible,
} from './harness';

const borrowerRoutes = routes.filter((r) => !r.developer);
const HOSTILE_QUERY = '?sessionId=%3Cscript%3Ealert(1)%3C/script%3E&lang=../../x';

const phone = phoneBrowser();

/** Public pages without the app bar (chrome "none"): they draw their own heading. */
const OWN_HEADER: ReadonlySet<string> = new Set(['website', 'promotion']);

/**
 * The page shows its title and its own content, nothing else. An app page's title is its
 * bar's heading; a public page draws its own header, so its title is the document's and its
 * heading its own.
 */
async function expectRendered(p: Page, route: RouteEntry): Promise<void> {
  const title = en[route.titleKey];
  if (OWN_HEADER.has(route.page)) {
    await waitForApp(p);
    await expect.poll(() => p.title()).toBe(title);
    await waitVisible(p.getByRole('heading', { level: 1 }));
  } else {
    await waitVisible(p.getByRole('heading', { level: 1, name: title, exact: true }));
    await waitForApp(p);
  }
  const main = p.getByRole('main');
  // Its own content: something in <main>, and none of the placeholder states.
  await expect
    .poll(async () => ({
      text: (await main.innerText()).trim() !== '',
      loading: await p.getByTestId('loading').count(),
      error: await p.getByTestId('error-state').count(),
      notFound: await p.getByTestId('not-found').count(),
    }))
    .toEqual({ text: true, loading: 0, error: 0, notFound: 0 });
}

describe('borrower routes', () => {
  it('has borrower routes to check', () => {
    expect(borrowerRoutes.length).toBeGreaterThan(0);
  });

  it.each(borrowerRoutes.map((r) => [r.path, r] as const))(
    '%s renders a page',
    async (_path, route) => {
      const page = await phone.open(route.path);
      await expectRendered(page, route);
      await expectNoViolations(page);
      await expectAccessible(page);
    },
  );

  it('shows the not-found state for an unknown path', async () => {
    const page = await phone.open('/no-such-page');
    await waitVisible(page.getByRole('heading', { level: 1, name: en['common.notFound'] }));
    await waitVisible(page.getByTestId('not-found').getByText(en['common.notFoundBody']));
    await expectNoViolations(page);
    await expectAccessible(page);
  });
});

describe('a hostile query', () => {
  const targets = [
    routes.find((r) => r.page === 'customer-service'),
    routes.find((r) => r.page === 'promotion'),
  ].filter((r) => r !== undefined);

  it.each(targets.map((r) => [r.path, r] as const))(
    '%s neither breaks nor runs script',
    async (_path, route) => {
      const dialogs: string[] = [];
      const page = await phone.open(`${route.path}${HOSTILE_QUERY}`, {
        session: false,
        beforeNavigate: async (p) => {
          p.on('dialog', (dialog) => {
            dialogs.push(dialog.message());
            void dialog.dismiss();
          });
        },
      });
      // lang=../../x is no locale: the page falls back to English.
      await expectRendered(page, route);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      // The value is never markup: no element came out of it and nothing ran.
      expect(await page.locator('script:not([src])').count()).toBe(0);
      expect(await page.evaluate(() => document.body.innerHTML.includes('<script>alert(1)'))).toBe(
        false,
      );
      expect(dialogs).toEqual([]);
      await expectNoViolations(page);
      await expectAccessible(page);
    },
  );
});
