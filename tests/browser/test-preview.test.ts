// /testPreview, the developer hub, in a real browser: links to every borrower page with the
// typed device parameters, the fixture scenario picker, the native bridge log and the node
// gallery (every fixture layout of fixtures/layouts/ rendered in the production build).
import fs from 'node:fs';
import path from 'node:path';
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { SESSION_KEYS } from '../../src/lib/session';
import { routes } from '../../src/routes';
import {
  bridgeCalls,
  expectAccessible,
  expectNoViolations,
  pageErrors,
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
    // Every route once, and a few twice: a second view their query chooses (MORE_LINKS).
    expect([...new Set(links.map((u) => u.pathname))].sort()).toEqual(
      borrowerRoutes.map((r) => r.path).sort(),
    );
    const code = links.filter((u) => u.pathname === '/repaymentOfCode');
    expect(code.map((u) => u.searchParams.get('showType')).sort()).toEqual(['1', '2']);

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

  it('the matrix opens a page on one scenario of one of its endpoints', async () => {
    const page = await openPreview();
    const matrix = section(page, 'Every page on every scenario');
    // Every page with endpoints is a row; each scenario of each endpoint is a link.
    await waitVisible(matrix.locator('summary').first());
    expect(await matrix.locator('summary').count()).toBeGreaterThanOrEqual(15);
    await matrix.locator('summary', { hasText: '/customerService' }).click();
    await matrix.getByRole('link', { name: `/customerService, ${ENDPOINT}: error` }).click();
    await page.waitForURL((url) => url.pathname === '/customerService');
    const error = page
      .getByRole('alert')
      .filter({ has: page.getByRole('button', { name: en['common.retry'] }) });
    await waitVisible(error);
    await expect.poll(() => error.innerText()).toContain(ERROR_MESSAGE);
    await expectNoViolations(page);
  });

  it("the matrix's links reach the endpoint they name: a card change, each repayment kind's own", async () => {
    const page = await openPreview();
    const matrix = section(page, 'Every page on every scenario');
    await waitVisible(matrix.locator('summary').first());
    await matrix.locator('summary', { hasText: '/bindBank' }).click();
    const change = matrix.getByRole('link', {
      name: '/bindBank, /v3/bind-card/bind-card-change: error',
    });
    const href = new URL((await change.getAttribute('href')) ?? '', 'https://app.invalid');
    expect(href.searchParams.get('source')).toBe('loanDetail');
    const links = async (route: string) =>
      (await matrix.getByRole('link', { name: new RegExp(`^${route}, `) }).all()).length;
    const rows = async (route: string, endpoint: string) =>
      await matrix.getByRole('link', { name: new RegExp(`^${route}, ${endpoint}: `) }).count();
    for (const route of ['/repayDelay', '/repayment'])
      await matrix.locator('summary', { hasText: new RegExp(`${route}$`) }).click();
    expect(await links('/repayDelay')).toBeGreaterThan(0);
    expect(await rows('/repayDelay', '/v3/installment/loan-play-detail')).toBe(0);
    expect(await rows('/repayment', '/previously/actually')).toBe(0);
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

const layoutsDir = path.resolve(import.meta.dirname, '../../fixtures/layouts');
/** The gallery's fixtures on disk: file name (without .json) → screen id. */
const galleryScreens = new Map(
  fs
    .readdirSync(layoutsDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const fixture = JSON.parse(fs.readFileSync(path.join(layoutsDir, f), 'utf8'));
      return [f.slice(0, -'.json'.length), fixture.screen.id as string] as const;
    }),
);

/** The unknown nodes fixtures report on purpose, in page order. */
const UNKNOWN_ON_PURPOSE: Record<string, readonly string[]> = {
  custom: ['custom:promo-banner', 'custom:spin-wheel'],
  '_error-unknown-type': ['promo-wheel', 'hologram'],
  include: ['marquee'],
};

/** What the gallery reports on purpose: the "broken" custom node's error, logged twice. */
const BROKEN_ON_PURPOSE = 'custom node throws on purpose';

function gallerySection(p: Page) {
  return section(p, 'Node gallery');
}

describe('/testPreview node gallery', () => {
  it('renders every fixture in the box, with no page error, console error or axe finding', async () => {
    const consoleErrors: Array<{ fixture: string; text: string }> = [];
    let current = '';
    const page = await phone.open('/testPreview', {
      beforeNavigate: async (p) => {
        p.on('console', (message: ConsoleMessage) => {
          if (message.type() === 'error')
            consoleErrors.push({ fixture: current, text: message.text() });
        });
      },
    });
    await waitVisible(page.getByRole('heading', { level: 1, name: 'Test preview' }));
    const gallery = gallerySection(page);
    const select = gallery.getByRole('combobox', { name: 'Fixture' });
    const box = gallery.getByTestId('gallery-box');
    const log = gallery.getByRole('log', { name: 'Gallery actions' });
    const names = (
      await select
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    ).filter(Boolean);
    expect([...names].sort()).toEqual([...galleryScreens.keys()].sort());

    for (const name of names) {
      current = name;
      await select.selectOption(name);
      await expect.poll(() => new URL(page.url()).searchParams.get('node')).toBe(name);
      if (name === '_error-newer-version') {
        const update = box.getByTestId('update-app');
        await waitVisible(update);
        expect(await update.innerText()).toContain(en['renderer.updateTitle']);
      } else {
        const body = box.locator(`[data-screen="${galleryScreens.get(name)}"] main > div`);
        await waitVisible(body.locator(':scope > *').filter({ visible: true }).first());
        // Lazy nodes (barcode, QR code, frame, carousel): their chunk replaces the placeholder.
        await expect
          .poll(() => box.locator('[data-lazy-placeholder]').count(), { message: name })
          .toBe(0);
        expect((await body.innerText()).trim(), name).not.toBe('');
      }
      if (name === '_error-broken-custom') {
        await waitVisible(box.getByText(en['renderer.nodeFailed'], { exact: true }));
        await waitVisible(box.getByText('After the broken node: still rendered.'));
      }
      if (name === '_error-unknown-type') {
        await waitVisible(box.getByText('Fallback of an unknown node type.'));
        await waitVisible(log.getByText(/"type":"hologram"/));
      }
      if (name === 'frame') {
        const frame = box.locator('iframe[src="/__fixtures"]');
        await waitVisible(frame);
        // The frame loads lazily, when it comes near the screen: bring it there.
        await frame.scrollIntoViewIfNeeded();
        expect(await frame.getAttribute('sandbox')).toBe('');
        // The same-origin document is really shown inside the frame.
        await waitVisible(
          page
            .frameLocator('iframe[src="/__fixtures"]')
            .getByText(/card-init/)
            .first(),
        );
        expect(await box.getByText(en['renderer.frameBlocked']).count()).toBe(2);
      }
      if (name === 'barcode') await waitVisible(box.locator('svg').first());
      // Every node renders: only the deliberate cases report an unknown node.
      const reports = await log.getByText(/^unknown node /).allInnerTexts();
      expect(
        reports.map((r) => JSON.parse(r.slice('unknown node '.length)).type),
        name,
      ).toEqual((UNKNOWN_ON_PURPOSE[name] ?? []) as string[]);
      await expectAccessible(page);
    }

    expect(pageErrors(page), 'uncaught page errors').toEqual([]);
    const unexpected = consoleErrors.filter(
      (e) => !(e.fixture === '_error-broken-custom' && e.text.includes(BROKEN_ON_PURPOSE)),
    );
    expect(unexpected, 'console errors').toEqual([]);
    expect(consoleErrors.some((e) => e.fixture === '_error-broken-custom')).toBe(true);
    // The page never navigated, so its document holds every CSP report of the walk.
    const csp = await page.evaluate(() => window.__cspViolations ?? []);
    expect(csp, 'Content-Security-Policy violations').toEqual([]);
  });

  it('a link opens a fixture directly; taps run local steps and log what the screen sends', async () => {
    const page = await phone.open('/testPreview?node=countdown');
    const gallery = gallerySection(page);
    const box = gallery.getByTestId('gallery-box');
    const log = gallery.getByRole('log', { name: 'Gallery actions' });
    await box.getByRole('button', { name: 'Send code' }).click();
    await waitVisible(box.getByRole('button', { name: /^Resend in (60|59)s$/ }));
    await waitVisible(log.getByText('{"type":"emit","name":"sendCode"}', { exact: true }));

    await gallery.getByRole('combobox', { name: 'Fixture' }).selectOption('image-picker');
    const picker = box.getByTestId('photos-image');
    await expect.poll(() => picker.count()).toBe(1);
    const png = /base64,(.+)$/.exec(
      JSON.parse(fs.readFileSync(path.join(layoutsDir, 'image-picker.json'), 'utf8')).data.initial
        .photos[0],
    )?.[1];
    await box
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: 'receipt.png',
        mimeType: 'image/png',
        buffer: Buffer.from(png ?? '', 'base64'),
      });
    const uploaded = picker.filter({ hasText: 'receipt.png' });
    await waitVisible(uploaded);
    await expect.poll(() => uploaded.getAttribute('data-status')).toBe('done');
    await box.getByRole('button', { name: 'Send' }).click();
    await waitVisible(
      log.getByText(/"name":"send","values":\{"photos":\["data:image\/png;base64,/),
    );
    await expectNoViolations(page);
    await expectAccessible(page);
  });
});
