// The official website and the static documents in a real browser against the production
// build: navigation to every section on a desktop and a 320 px phone, the banner carousel on
// the page clock (and still under reduced motion), the contact form both ways with no request
// of any kind, the privacy policy in its frame, the documents' sections and figures, the
// search and link-preview tags, no sideways scrolling and no serious axe finding anywhere.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import brand from '../../schemas/v1/config/brand.default.json';
import { en } from '../../src/i18n/en';
import {
  expectCleanPage,
  fixtureRequests,
  clearFixtureRequests,
  phoneBrowser,
  previewUrl,
  waitForApp,
  waitVisible,
} from './harness';

const browser = phoneBrowser();
const DESKTOP = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 640 };
const NAV = [
  en['site.nav.home'],
  en['site.nav.about'],
  en['site.nav.reviews'],
  en['site.nav.contact'],
  en['site.nav.privacy'],
  en['site.nav.terms'],
];

async function openSite(
  viewport: { width: number; height: number },
  beforeNavigate?: (page: Page) => Promise<void>,
): Promise<Page> {
  // A public page: opened as a visitor would, without the app's session parameters.
  const page = await browser.open('/', { viewport, session: false, beforeNavigate });
  await waitForApp(page);
  await waitVisible(page.getByRole('navigation', { name: en['site.nav'] }));
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: en['site.nav'] });

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/** Whether the element's top is inside the viewport (it was scrolled to). */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => {
    const box = document.querySelector(s)?.getBoundingClientRect();
    return !!box && box.top >= -1 && box.top < window.innerHeight;
  }, selector);
}

/** Once the slide scrolled to is in place: the page clock runs timers, not the scrolling. */
async function slideInPlace(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const region = document.querySelector('[data-node-id="site-banners"]');
        const name = region?.querySelector('[aria-current="true"]')?.getAttribute('aria-label');
        const slide = region?.querySelector<HTMLElement>(
          `[aria-roledescription="slide"][aria-label="${name}"]`,
        );
        const scroller = slide?.parentElement;
        return !!slide && !!scroller && Math.abs(scroller.scrollLeft - slide.offsetLeft) < 2;
      }),
    )
    .toBe(true);
}

async function currentSlide(page: Page): Promise<string | null> {
  return page
    .locator('[data-node-id="site-banners"] [aria-current="true"]')
    .getAttribute('aria-label');
}

describe('official website', () => {
  it('on a desktop: six entries in a row, each section reached, the policy framed', async () => {
    const page = await openSite(DESKTOP);
    const entries = nav(page).locator('li');
    expect(await entries.allInnerTexts()).toEqual(NAV);
    expect(await page.locator('nav button[aria-controls]').isVisible()).toBe(false);
    // Side by side, not a stretched phone column: the four advantages share one row.
    const tops = await page
      .locator('[data-node-id="site-advantages"] > *')
      .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);

    for (const [name, anchor] of [
      [en['site.nav.contact'], 'contact'],
      [en['site.nav.reviews'], 'reviews'],
      [en['site.nav.about'], 'about'],
      [en['site.nav.home'], 'home'],
    ] as const) {
      await nav(page).getByRole('button', { name, exact: true }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(anchor);
      await expect.poll(() => inView(page, `#${anchor}`)).toBe(true);
    }

    await nav(page).getByRole('button', { name: en['site.nav.privacy'] }).click();
    const frame = page.getByTitle(en['site.nav.privacy'], { exact: true });
    await waitVisible(frame);
    expect(await frame.getAttribute('src')).toBe('/privacyPolicy');
    const box = await frame.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(DESKTOP.height / 2);
    const policy = page.frameLocator('iframe[title="Privacy Policy"]');
    await waitVisible(
      policy.getByRole('heading', { level: 1, name: en['page.privacyPolicy'] }),
      20_000,
    );
    // No back control inside the frame: it would move the frame or the tab's history.
    expect(await policy.getByRole('button', { name: en['common.back'] }).count()).toBe(0);

    const footer = page.getByRole('contentinfo');
    for (const [label, value] of [
      [en['site.footer.company'], brand.companyName],
      [en['site.footer.address'], brand.address],
      [en['site.footer.phone'], brand.servicePhone],
      [en['site.footer.email'], brand.email],
    ]) {
      await waitVisible(footer.getByText(label!, { exact: true }));
      await waitVisible(footer.getByText(value!, { exact: true }));
    }
    await waitVisible(footer.getByText(`© 2025 ${brand.companyName}`));
    await expectNoSidewaysScroll(page);
    await expectCleanPage(page);

    await nav(page).getByRole('link', { name: en['site.nav.terms'] }).click();
    await page.waitForURL(/\/loanAgreement/);
    await waitVisible(page.getByRole('heading', { level: 1, name: en['page.loanAgreement'] }));
  });

  it('on a 320 px phone: the entries fold behind Menu, which opens and closes', async () => {
    const page = await openSite(NARROW);
    const menu = nav(page).getByRole('button', { name: en['renderer.menu'] });
    await waitVisible(menu);
    expect(await nav(page).getByRole('button', { name: en['site.nav.contact'] }).isVisible()).toBe(
      false,
    );
    await menu.tap();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await nav(page).getByRole('button', { name: en['site.nav.contact'] }).tap();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => inView(page, '#contact')).toBe(true);
    await expectNoSidewaysScroll(page);
    await expectCleanPage(page);
  });

  it('the banners advance every 3 s and loop, on the page clock', async () => {
    const page = await openSite(DESKTOP, (p) => p.clock.install());
    await waitVisible(page.locator('[data-node-id="site-banners"] img').first());
    const slides = page.locator('[data-node-id="site-banners"] [aria-roledescription="slide"]');
    expect(await slides.count()).toBeGreaterThanOrEqual(2);
    const alts = await page
      .locator('[data-node-id="site-banners"] img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
    expect(new Set(alts).size).toBe(alts.length);
    // The clock ran with real time while the page loaded: stop it, then step it 100 ms at a
    // time and note when each slide comes, so the 3 s are measured on the page clock alone.
    // It is stopped a second ahead: pausing at a moment the clock has passed fails, and a busy
    // machine can take more than a millisecond between reading the time and pausing. The
    // slides are noted from there, and only the gaps between changes are checked.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const names = ['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3'];
    const first = names.indexOf((await currentSlide(page)) ?? '');
    expect(first).toBeGreaterThanOrEqual(0);
    const shown: Array<{ at: number; slide: string | null }> = [];
    for (let at = 100; at <= 9600 && shown.length < 3; at += 100) {
      await page.clock.runFor(100);
      const slide = await currentSlide(page);
      if (slide !== (shown.at(-1)?.slide ?? names[first])) {
        shown.push({ at, slide });
        await slideInPlace(page);
      }
    }
    // In order, and back to the first: it loops.
    expect(shown.map((s) => s.slide)).toEqual([1, 2, 3].map((step) => names[(first + step) % 3]));
    const gaps = shown.slice(1).map((s, i) => s.at - shown[i]!.at);
    for (const gap of gaps) expect(Math.abs(gap - 3000)).toBeLessThanOrEqual(100);
  });

  it('under reduced motion the banners stay put', async () => {
    const page = await openSite(DESKTOP, async (p) => {
      await p.emulateMedia({ reducedMotion: 'reduce' });
      await p.clock.install();
    });
    await waitVisible(page.locator('[data-node-id="site-banners"] img').first());
    await page.clock.runFor(10_000);
    expect(await currentSlide(page)).toBe('Slide 1 of 3');
  });

  it('the contact form: any empty field says so, a full one succeeds (a double tap once), nothing is sent', async () => {
    const page = await openSite(NARROW);
    await clearFixtureRequests();
    // Anything sent: a call of any kind, or any request that is not a page asset's GET.
    const sent: Request[] = [];
    page.on('request', (request) => {
      const call = ['fetch', 'xhr', 'ping', 'eventsource', 'websocket'];
      if (request.method() !== 'GET' || call.includes(request.resourceType())) sent.push(request);
    });
    const form = page.getByRole('form', { name: en['site.contact.form'] });
    expect(await form.evaluate((f) => (f as HTMLFormElement).noValidate)).toBe(true);
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    const submit = form.getByRole('button', { name: en['site.contact.submit'] });
    const toast = page.getByRole('status');

    await waitVisible(field(en['site.contact.name']));
    await submit.tap();
    await waitVisible(toast.getByText(en['site.contact.incomplete']));
    await field(en['site.contact.name']).fill('Ana Reyes');
    await field(en['site.contact.telephone']).fill('09171234567');
    await field(en['site.contact.email']).fill('ana@example.ph');
    await field(en['site.contact.message']).fill('   ');
    await submit.tap();
    await waitVisible(toast.getByText(en['site.contact.incomplete']));
    expect(await field(en['site.contact.name']).inputValue()).toBe('Ana Reyes');

    await field(en['site.contact.message']).fill('When can I apply again?');
    // A double tap: the second click finds the fields cleared by the first, and says nothing.
    await submit.dblclick();
    await waitVisible(toast.getByText(en['site.contact.sent']));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    expect(await toast.getByText(en['site.contact.incomplete']).count()).toBe(0);
    for (const name of ['name', 'telephone', 'email', 'message'] as const) {
      expect(await field(en[`site.contact.${name}`]).inputValue()).toBe('');
    }
    expect(sent.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
    expect(await fixtureRequests()).toEqual([]);
  });

  it('carries a title, a description and link-preview tags', async () => {
    const html = await (await fetch(`${previewUrl()}/`)).text();
    expect(html).toContain(`<title>${en['page.home']}</title>`);
    expect(html).toContain(`<meta name="description" content="${en['meta.home']}"`);
    expect(html).toContain(`<meta property="og:title" content="${en['page.home']}"`);
    expect(html).toContain(`<meta property="og:description" content="${en['meta.home']}"`);
    expect(html).toContain('<meta name="twitter:card" content="summary"');
    const policy = await (await fetch(`${previewUrl()}/privacyPolicy`)).text();
    expect(policy).toContain(`<meta name="description" content="${en['meta.privacyPolicy']}"`);
    expect(policy).toContain(`<meta property="og:title" content="${en['page.privacyPolicy']}"`);
  });
});

const PRIVACY_SECTIONS = [
  'Collection of Information',
  'Representation',
  'Use of Technology',
  'Disclosure of Personal Data',
  'Cookies',
  'Device Information',
  'Minors',
  'Password Security',
  'Changes to this Policy',
  'User Discretion and Opt-out',
  'Grievance Officer',
];

const LOAN_FIGURES = [
  '91 to 365 calendar days',
  'within 1 day',
  '1 to 3 calendar days',
  'after half the term',
  'at least 7 days after disbursement',
  '₱1,000',
  '₱800',
  'charged once',
  '5% per day',
  'days 1-30',
  '4% per day',
  'days 31-90',
  '2% per day',
  'day 91',
  'Filipino',
  'over 18 years old',
  'within 3 calendar days',
  '7 business days',
  'Prolongation extends the term by the same period and requires payment of due interest and penalties.',
];

async function openDocument(path: string, title: string, viewport = NARROW): Promise<Page> {
  const page = await browser.open(path, { viewport, session: false });
  await waitForApp(page);
  await waitVisible(page.getByRole('heading', { level: 1, name: title }));
  return page;
}

const headings = (page: Page, level: number) =>
  page.getByRole('main').getByRole('heading', { level }).allInnerTexts();

describe('static documents, on a 320 px phone', () => {
  it('the privacy policy has every section in order, the minors rule and the contact', async () => {
    const page = await openDocument('/privacyPolicy', en['page.privacyPolicy']);
    expect(await page.title()).toBe(en['page.privacyPolicy']);
    expect(await headings(page, 2)).toEqual(PRIVACY_SECTIONS);
    const text = await page.getByRole('main').innerText();
    expect(text).toContain('Our service does not target persons under 18.');
    for (const item of ['photos', 'GPS location', 'advertising ID', 'network information']) {
      expect(text).toContain(item);
    }
    for (const right of [
      'access',
      'correct',
      'delete',
      'restrict',
      'withdraw consent',
      'transfer',
    ]) {
      expect(text).toContain(right);
    }
    const grievance = page.getByRole('region', { name: 'Grievance Officer' });
    expect(await grievance.innerText()).toContain(brand.email);
    await expectNoSidewaysScroll(page);
    await expectCleanPage(page);
  });

  it('the loan terms state every figure of the spec', async () => {
    const page = await openDocument('/loanAgreement', en['page.loanAgreement']);
    const text = await page.getByRole('main').innerText();
    for (const figure of LOAN_FIGURES) expect(text).toContain(figure);
    expect((await headings(page, 2)).length).toBeGreaterThan(3);
    await expectNoSidewaysScroll(page);
    await expectCleanPage(page);
  });

  it('about us: welcome, mission, four advantages, team and the e-mail as a mail link', async () => {
    const page = await openDocument('/aboutUs', en['page.aboutUs']);
    expect(await headings(page, 2)).toEqual([
      'Welcome',
      'Our mission',
      'Our advantages',
      'Our team',
      'Contact us',
    ]);
    expect(await headings(page, 3)).toEqual([
      'Quick approval',
      'Transparent fees',
      'Flexible repayment',
      'Safe and reliable',
    ]);
    const mail = page.getByRole('link', { name: brand.email });
    expect(await mail.getAttribute('href')).toBe(`mailto:${brand.email}`);
    await expectNoSidewaysScroll(page);
    await expectCleanPage(page);
  });
});

describe('static documents, on a desktop', () => {
  it.each([
    ['/privacyPolicy', en['page.privacyPolicy']],
    ['/loanAgreement', en['page.loanAgreement']],
    ['/aboutUs', en['page.aboutUs']],
  ])('%s is a readable column, not a stretched phone page', async (path, title) => {
    const page = await openDocument(path, title, DESKTOP);
    const width = await page
      .locator('[data-node-id="document"]')
      .evaluate((column) => column.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(760);
    await expectNoSidewaysScroll(page);
    await expectCleanPage(page);
  });
});
