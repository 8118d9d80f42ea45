// The static shell of index.html and of each route's own page (dist/routes/<path>.html):
// before any script runs, the title bar with the route's title and a neutral, busy skeleton,
// drawn from HTML and CSS alone; the page that replaces it keeps the bar where it was, so
// nothing jumps. The boot module sends the route's call before the app's code has arrived.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { customerServiceEn } from '../../src/i18n/en-customer-service';
import {
  clearFixtureRequests,
  expectAccessible,
  expectNoViolations,
  phoneBrowser,
  requestsTo,
  waitVisible,
} from './harness';

const phone = phoneBrowser();

/** The page as the HTML alone draws it: every script download fails. */
function openShell(path: string): Promise<Page> {
  return phone.open(path, {
    beforeNavigate: async (p) => {
      await p.route('**/assets/**', (route) => route.abort());
    },
  });
}

/** The title bar's box, its colours, and its title's text box and font. */
function measureBar(page: Page, titleSelector: string) {
  return page.evaluate((selector) => {
    const bar = document.querySelector('header');
    const title = document.querySelector(selector);
    if (!bar || !title) throw new Error('no title bar');
    const range = document.createRange();
    range.selectNodeContents(title);
    const text = range.getBoundingClientRect();
    const box = bar.getBoundingClientRect();
    const barStyle = getComputedStyle(bar);
    const titleStyle = getComputedStyle(title);
    // The font really used: the width of one sample text in the title's font. (The build's
    // CSS minifier appends fallbacks after system-ui, so the family lists differ in text.)
    const probe = document.createElement('span');
    probe.textContent = 'Customer Service 0123';
    probe.style.cssText = 'position: absolute; white-space: nowrap';
    title.append(probe);
    const sampleWidth = probe.getBoundingClientRect().width;
    probe.remove();
    return {
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
      textTop: text.top,
      textHeight: text.height,
      sampleWidth,
      background: barStyle.backgroundColor,
      color: barStyle.color,
      textAlign: barStyle.textAlign,
      font: [
        titleStyle.fontFamily.split(',')[0],
        titleStyle.fontSize,
        titleStyle.fontWeight,
        titleStyle.lineHeight,
      ],
      pageBackground: getComputedStyle(document.body).backgroundColor,
    };
  }, titleSelector);
}

describe('the static shell', () => {
  it('shows the title bar and a busy skeleton with no script at all', async () => {
    const page = await openShell('/customerService');
    const bar = page.getByRole('banner');
    await waitVisible(bar);
    // The route's own page (dist/routes/customerService.html) names it.
    expect(await bar.getByRole('heading', { level: 1 }).innerText()).toBe(
      en['page.customerService'],
    );
    const main = page.getByRole('main');
    expect(await main.getAttribute('aria-busy')).toBe('true');
    expect(await main.textContent()).toContain(en['common.loading']);
    expect(await page.locator('main [aria-hidden="true"]').count()).toBeGreaterThan(0);
    expect(await page.locator('script:not([src])').count()).toBe(0);
    await expectNoViolations(page);
    await expectAccessible(page);
  });

  it('with no script at all, after a while it offers a reload, with none of its own', async () => {
    const page = await openShell('/customerService');
    await waitVisible(page.getByRole('banner'));
    const reload = page.getByRole('link', { name: en['common.retry'] });
    expect(await reload.isVisible()).toBe(false);
    // The 15 s wait is a CSS animation: run it to its end.
    await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => (a as CSSAnimation).animationName === 'shell-late')
        .forEach((a) => a.finish()),
    );
    await waitVisible(reload);
    expect(await page.getByText(en['error.slowLoad']).isVisible()).toBe(true);
    expect(await reload.getAttribute('href')).toBe('');
    await Promise.all([page.waitForEvent('load'), reload.tap()]);
    expect(new URL(page.url()).pathname).toBe('/customerService');
  });

  it('names the app on a path that has no page of its own', async () => {
    const page = await openShell('/no-such-page');
    await waitVisible(page.getByRole('banner'));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(en['app.name']);
  });

  // src/app/start-app.tsx: the first render waits up to PAGE_WAIT_MS for the page's code.
  const watchLoadingFrame = async (p: Page): Promise<void> => {
    await p.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="loading"]'))
          (window as { loadingFrameSeen?: boolean }).loadingFrameSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
  };
  const loadingFrameSeen = (p: Page) =>
    p.evaluate(() => (window as { loadingFrameSeen?: boolean }).loadingFrameSeen === true);

  it('draws the page in the first render, with no loading frame before it', async () => {
    const page = await phone.open('/aboutUs', {
      session: false,
      beforeNavigate: watchLoadingFrame,
    });
    await waitVisible(page.getByRole('heading', { level: 2, name: 'Our mission' }));
    expect(await loadingFrameSeen(page)).toBe(false);
  });

  it("shows the loading frame while a page's code is late, then the page", async () => {
    const page = await phone.open('/aboutUs', {
      session: false,
      beforeNavigate: async (p) => {
        await watchLoadingFrame(p);
        await p.route('**/assets/about-us-*.js', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 2500));
          await route.continue();
        });
      },
    });
    await waitVisible(page.getByTestId('loading'));
    await waitVisible(page.getByRole('heading', { level: 2, name: 'Our mission' }));
    expect(await loadingFrameSeen(page)).toBe(true);
  });

  it("preloads the route's code, and its call leaves before the app's code has run", async () => {
    await clearFixtureRequests();
    const page = await phone.open('/customerService', {
      beforeNavigate: async (p) => {
        // The app's entry never arrives; the boot module does.
        await p.route('**/assets/main-*.js', (route) => route.abort());
      },
    });
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    expect(preloads.some((href) => /\/assets\/customer-service-[\w-]+\.js$/.test(href))).toBe(true);
    await expect
      .poll(async () => (await requestsTo('/v3/personal-center/contact-kf-info')).length)
      .toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      en['page.customerService'],
    );
  });

  it('the home page asks for its code from its HTML; a path of no route asks for no page', async () => {
    /** The page chunks the document asks for once loaded, while the app's entry never arrives. */
    const pageChunksAsked = async (path: string) => {
      const asked: string[] = [];
      const page = await phone.open(path, {
        beforeNavigate: async (p) => {
          p.on('request', (request) => asked.push(new URL(request.url()).pathname));
          await p.route('**/assets/main-*.js', (route) => route.abort());
        },
      });
      await page.waitForLoadState('load');
      return asked.filter((p) => /\/assets\/(website|screen)-/.test(p));
    };
    const home = await pageChunksAsked('/');
    expect(home.some((p) => p.includes('/website-'))).toBe(true);
    expect(home.some((p) => p.includes('/screen-'))).toBe(true);
    expect(await pageChunksAsked('/no-such-page')).toEqual([]);
  });

  it("says so when the app's code cannot be loaded, and Try again loads it", async () => {
    let blocked = true;
    const page = await phone.open('/customerService', {
      beforeNavigate: async (p) => {
        await p.route('**/assets/main-*.js', (route) =>
          blocked ? route.abort() : route.continue(),
        );
      },
    });
    const alert = page.getByRole('alert');
    await waitVisible(alert);
    expect(await alert.innerText()).toContain(en['error.pageLoad']);
    expect(await page.getByRole('main').getAttribute('aria-busy')).toBe('false');
    expect(await page.locator('main [aria-hidden="true"]').count()).toBe(0);
    await expectNoViolations(page);
    await expectAccessible(page);
    blocked = false;
    await page.getByRole('button', { name: en['common.retry'] }).tap();
    await waitVisible(page.getByText(customerServiceEn['cs.intro']));
  });

  it("when the app's code cannot be loaded, the iOS back gesture on the first page closes the web view", async () => {
    const page = await phone.open('/customerService', {
      beforeNavigate: async (p) => {
        await p.route('**/assets/main-*.js', (route) => route.abort());
        // The iOS shell's handler, recording what it receives.
        await p.addInitScript(() => {
          const calls: unknown[] = [];
          Object.assign(window, {
            __closeCalls: calls,
            webkit: {
              messageHandlers: { closeWebView: { postMessage: (m: unknown) => calls.push(m) } },
            },
          });
        });
      },
    });
    await waitVisible(page.getByRole('alert'));
    await page.evaluate(() => window.webBridge?.emit('iosBack'));
    expect(
      await page.evaluate(() => (window as unknown as { __closeCalls: unknown[] }).__closeCalls),
    ).toEqual(['{}']);
  });

  it('pulses only when the borrower has not asked for reduced motion', async () => {
    const page = await openShell('/customerService');
    const card = page.locator('main [aria-hidden="true"]').first();
    await waitVisible(card);
    const animation = () => card.evaluate((el) => getComputedStyle(el).animationName);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await animation()).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toBe('none');
  });

  it('has the title bar of the page that replaces it, and the page does not shift', async () => {
    const shell = await openShell('/customerService');
    await waitVisible(shell.getByRole('banner'));
    const before = await measureBar(shell, 'header h1');

    const page = await phone.open('/customerService', {
      beforeNavigate: async (p) => {
        await p.addInitScript(() => {
          const w = window as unknown as { __cls: number };
          w.__cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as {
              value: number;
              hadRecentInput: boolean;
            }[]) {
              if (!entry.hadRecentInput) w.__cls += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
      },
    });
    await waitVisible(page.getByRole('heading', { level: 1, name: en['cs.title'] }));
    await waitVisible(page.getByRole('main').getByText('cs@lender.example'));
    // createRoot replaced the shell: one title bar, no busy skeleton left behind.
    expect(await page.locator('header').count()).toBe(1);
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    const after = await measureBar(page, 'header h1');

    expect(after).toEqual({
      ...before,
      box: expect.anything(),
      textTop: expect.closeTo(before.textTop, 1),
      textHeight: expect.closeTo(before.textHeight, 1),
      sampleWidth: expect.closeTo(before.sampleWidth, 1),
    });
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      expect(after.box[key], `title bar ${key}`).toBeCloseTo(before.box[key], 1);
    }
    // What could still move the page has arrived (fonts, images), and frames were painted since.
    await page.evaluate(async () => {
      await document.fonts.ready;
      const loading = [...document.images].filter((i) => !i.complete && i.loading !== 'lazy');
      await Promise.all(loading.map((img) => img.decode().catch(() => null)));
      await new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      );
    });
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls, 'cumulative layout shift').toBeLessThanOrEqual(0.02);
  });
});
