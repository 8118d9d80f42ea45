// The offline worker in Chromium against the production build: it precaches the shell, each
// route's page and the route chunks, never stores an API answer, and a repeat visit without a network still
// draws the page (its call then fails with a clear message and a retry, never a blank page).
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { phoneBrowser, waitVisible } from './harness';

const phone = phoneBrowser();

describe('offline worker', () => {
  it('precaches the shell, the route pages and the chunks, caches no API answer, and serves a repeat visit offline', async () => {
    const page = await phone.open('/customerService');
    await waitVisible(page.getByRole('heading', { level: 1, name: en['cs.title'] }));
    // The worker is registered after load and controls the next visit.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    // Each route's own page, under the path it is served at.
    expect(cached).toEqual(expect.arrayContaining(['/customerService', '/bindBank']));
    expect(cached.some((url) => /^\/assets\/customer-service-.*\.js$/.test(url))).toBe(true);
    expect(cached.some((url) => /^\/assets\/bind-bank-.*\.js$/.test(url))).toBe(true);
    expect(cached.filter((url) => url.startsWith('/amenities'))).toEqual([]);
    expect(cached.filter((url) => url.includes('test-preview'))).toEqual([]);

    await page.context().setOffline(true);
    await page.reload();
    await waitVisible(page.getByRole('heading', { level: 1, name: en['cs.title'] }));
    // The worker answered with the route's page, not index.html: it preloads the page's chunk.
    const preloadsPage = await page.evaluate(
      () =>
        document.querySelector('link[rel="modulepreload"][href*="/customer-service-"]') !== null,
    );
    expect(preloadsPage).toBe(true);
    const error = page.getByRole('alert').filter({
      has: page.getByRole('button', { name: en['common.retry'] }),
    });
    await waitVisible(error);
    await page.context().setOffline(false);
  });
});
