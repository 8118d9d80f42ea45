// The payment guide and the payment-provider instructions in a real browser against the
// production build: headings and numbered steps in the contract's order, the step pictures
// (hashed SVG files, each loaded and small), the enlarged picture edge to edge and its three
// ways to close, the `channel` filter and a hostile value, no API call, no horizontal
// scrolling at 320 px, and a clean page (CSP, errors, axe) in each state.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import brand from '../../schemas/v1/config/brand.default.json';
import { en } from '../../src/i18n/en';
import { fil } from '../../src/i18n/fil';
import {
  SESSION,
  clearFixtureRequests,
  expectCleanPage,
  fixtureRequests,
  phoneBrowser,
  previewUrl,
  waitForApp,
  waitVisible,
} from './harness';

const phone = phoneBrowser();
const CHANNELS = ['GCash', 'Maya', '7-Eleven'];
const SMALL_PHONE = { width: 320, height: 568 };

beforeEach(async () => {
  await clearFixtureRequests();
});

async function open(path: string, viewport?: { width: number; height: number }) {
  const page = await phone.open(path, viewport ? { viewport } : undefined);
  await waitForApp(page);
  return page;
}

const channelHeadings = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();

/** Whether the page scrolls sideways (the document wider than the screen). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The app asked the API for nothing. */
async function expectNoApiCalls() {
  expect((await fixtureRequests()).map((r) => r.path)).toEqual([]);
}

describe('/paymentGuide', () => {
  it('shows GCash, Maya and 7-Eleven in order, each with numbered steps and a loaded picture per step', async () => {
    const page = await open('/paymentGuide');
    await waitVisible(page.getByRole('heading', { level: 1, name: en['page.paymentGuide'] }));
    expect(await channelHeadings(page)).toEqual(CHANNELS);
    for (const name of CHANNELS) {
      const steps = page.getByRole('list', { name, exact: true });
      expect(await steps.evaluate((el) => el.tagName)).toBe('OL');
      expect(await steps.locator(':scope > li').count()).toBe(4);
    }
    await waitVisible(page.getByText(new RegExp(`search for ${brand.companyName}`)).first());

    const pictures = page.locator('main img');
    await expect.poll(() => pictures.count()).toBe(12);
    const sources = new Set<string>();
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect((await picture.getAttribute('alt'))?.length).toBeGreaterThan(10);
      const src = (await picture.getAttribute('src')) ?? '';
      expect(src).toMatch(/^\/assets\/[\w.-]+\.svg$/);
      sources.add(src);
    }
    expect(sources.size).toBe(12);
    // Each a small file of its own, served as SVG.
    for (const src of sources) {
      const response = await fetch(`${previewUrl()}${src}`);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect((await response.arrayBuffer()).byteLength).toBeLessThan(2048);
    }
    await expectNoApiCalls();
    await expectCleanPage(page);
  });

  it('a tap enlarges the picture to the screen width; Close and a tap on the overlay close it', async () => {
    const page = await open('/paymentGuide');
    const alt = en['paymentGuide.gcash.alt3'];
    const thumb = page.locator(`button > img[alt="${alt}"]`);
    await waitVisible(thumb);
    await thumb.tap();
    const dialog = page.getByRole('dialog', { name: alt });
    await waitVisible(dialog);
    const large = dialog.locator('img');
    expect(await large.getAttribute('alt')).toBe(alt);
    expect(await large.getAttribute('src')).toBe(await thumb.getAttribute('src'));
    const width = await large.evaluate((img) => img.getBoundingClientRect().width);
    expect(width).toBeCloseTo(412, 0);
    await expectCleanPage(page);

    await dialog.getByRole('button', { name: en['common.close'] }).tap();
    expect(await dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.querySelector('img')?.alt)).toBe(alt);

    await thumb.tap();
    await waitVisible(dialog);
    // The overlay shows above and below the picture: a tap there closes it.
    await page.getByTestId('image-lightbox-overlay').tap({ position: { x: 8, y: 8 } });
    expect(await dialog.count()).toBe(0);
    await expectCleanPage(page);
  });

  it('fits a 320 px phone without sideways scrolling, the enlarged picture too', async () => {
    const page = await open('/paymentGuide', SMALL_PHONE);
    await waitVisible(page.getByRole('heading', { level: 2, name: '7-Eleven' }));
    await expect.poll(() => page.locator('main img').count()).toBe(12);
    expect(await scrollsSideways(page)).toBe(false);
    const thumb = page.locator(`img[alt="${en['paymentGuide.7eleven.alt4']}"]`);
    await thumb.scrollIntoViewIfNeeded();
    await thumb.tap();
    const large = page.getByRole('dialog').locator('img');
    await waitVisible(large);
    expect(await large.evaluate((img) => img.getBoundingClientRect().width)).toBeCloseTo(320, 0);
    expect(await scrollsSideways(page)).toBe(false);
    await expectCleanPage(page);
  });

  it('is in Filipino with lang=fil', async () => {
    const page = await open('/paymentGuide?lang=fil');
    await waitVisible(page.getByText(fil['paymentGuide.gcash.step1'], { exact: true }));
    expect(await channelHeadings(page)).toEqual(CHANNELS);
    await waitVisible(page.locator(`img[alt="${fil['paymentGuide.maya.alt1']}"]`));
    await expectCleanPage(page);
  });
});

describe('/paymentInstructions', () => {
  it('shows the heading, then each channel with an ordered list of at least 3 steps', async () => {
    const page = await open('/paymentInstructions');
    await waitVisible(page.getByRole('heading', { level: 1, name: 'Payment instructions' }));
    expect(await channelHeadings(page)).toEqual(CHANNELS);
    for (const name of CHANNELS) {
      const steps = page.getByRole('list', { name, exact: true });
      expect(await steps.evaluate((el) => el.tagName)).toBe('OL');
      expect(await steps.locator(':scope > li').count()).toBeGreaterThanOrEqual(3);
    }
    await waitVisible(page.getByText(en['paymentInstructions.gcash.step1'], { exact: true }));
    await expectNoApiCalls();
    await expectCleanPage(page);
  });

  it('channel=7eleven shows that channel alone; the link shows every channel again', async () => {
    const page = await open('/paymentInstructions?channel=7eleven');
    await waitVisible(page.getByRole('heading', { level: 2, name: '7-Eleven' }));
    expect(await channelHeadings(page)).toEqual(['7-Eleven']);
    expect(await page.locator('main ol').count()).toBe(1);
    await expectCleanPage(page);

    await page.getByRole('link', { name: en['paymentInstructions.all'] }).tap();
    await page.waitForURL((url) => !url.searchParams.has('channel'));
    await waitVisible(page.getByRole('heading', { level: 2, name: 'GCash' }));
    expect(await channelHeadings(page)).toEqual(CHANNELS);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject(SESSION);
  });

  it('shows every channel for an unknown channel', async () => {
    const page = await open('/paymentInstructions?channel=paypal');
    await waitVisible(page.getByRole('heading', { level: 2, name: 'GCash' }));
    expect(await channelHeadings(page)).toEqual(CHANNELS);
  });

  it('never renders a hostile channel as markup', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    let dialogs = 0;
    const page = await phone.open(`/paymentInstructions?channel=${encodeURIComponent(hostile)}`, {
      beforeNavigate: async (p) => {
        p.on('dialog', (dialog) => {
          dialogs += 1;
          void dialog.dismiss();
        });
      },
    });
    await waitForApp(page);
    await waitVisible(page.getByRole('heading', { level: 2, name: 'GCash' }));
    expect(await channelHeadings(page)).toEqual(CHANNELS);
    expect(await page.locator('#root img, [onerror]').count()).toBe(0);
    expect(await page.getByRole('main').innerText()).not.toContain('onerror');
    expect(dialogs).toBe(0);
    await expectCleanPage(page);
  });

  it('fits a 320 px phone without sideways scrolling', async () => {
    const page = await open('/paymentInstructions', SMALL_PHONE);
    await waitVisible(page.getByRole('heading', { level: 2, name: '7-Eleven' }));
    expect(await scrollsSideways(page)).toBe(false);
    await expectCleanPage(page);
  });

  it('links to the guide with pictures, keeping the session', async () => {
    const page = await open('/paymentInstructions?channel=gcash');
    await page.getByRole('link', { name: en['paymentInstructions.pictures'] }).tap();
    await page.waitForURL((url) => url.pathname === '/paymentGuide');
    await waitVisible(page.getByRole('heading', { level: 1, name: en['page.paymentGuide'] }));
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject(SESSION);
    await expectCleanPage(page);
  });
});
