// The offline worker in Chromium against the production build: it precaches the shell, each
// route's page and the route chunks, never stores an API answer, and a repeat visit without a network still
// draws the page (its call then fails with a clear message and a retry, never a blank page).
// On a repeat visit it sends the route's first call itself, at the navigation, and the page
// draws that answer without asking the server again (decision 043).
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { SESSION, clearFixtureRequests, phoneBrowser, requestsTo, waitVisible } from './harness';

const phone = phoneBrowser();
const ENDPOINT = '/v3/personal-center/contact-kf-info';

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
    expect(cached).toEqual(expect.arrayContaining(['/customerService', '/bindBank', '/']));
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
    // The home page's own copy too, not index.html.
    await page.goto(new URL('/', page.url()).href);
    const preloadsHome = await page.evaluate(
      () => document.querySelector('link[rel="modulepreload"][href*="/website-"]') !== null,
    );
    expect(preloadsHome).toBe(true);
    await page.context().setOffline(false);
  });

  // With the client's header values in the page query, and without them (sent empty); each
  // visit has a session of its own, which tells its calls from any a test before still sends.
  it.each([
    { sessionId: 'worker-1', headers: { building: 'b-17', gather: 'g-42' } },
    { sessionId: 'worker-2', headers: { building: '', gather: '' } },
  ])(
    'sends a repeat visit’s first call at the navigation, once, and the page draws its answer ($headers)',
    async ({ sessionId, headers }) => {
      const query = new URLSearchParams(Object.entries(headers).filter(([, v]) => v !== ''));
      query.set('sessionId', sessionId);
      const page = await phone.open(`/customerService?${query.toString()}`);
      await waitVisible(page.getByRole('main').getByText('cs@lender.example'));
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await clearFixtureRequests();
      const sent: Request[] = [];
      page.context().on('request', (request) => {
        if (request.url().includes(ENDPOINT)) sent.push(request);
      });

      await page.reload();
      await waitVisible(page.getByRole('main').getByText('cs@lender.example'));
      // The server was asked once, with the page's session and headers…
      const calls = (await requestsTo(ENDPOINT)).filter(
        (call) => call.query.sessionId === sessionId,
      );
      expect(calls).toHaveLength(1);
      expect(calls[0]?.headers).toMatchObject(headers);
      expect(calls[0]?.query).toMatchObject({ ...SESSION, sessionId });
      // …by the worker; the page's own request was answered by the worker with that answer.
      const fromWorker = sent.filter((request) => request.serviceWorker() !== null);
      const fromPage = sent.filter((request) => request.serviceWorker() === null);
      expect(fromWorker).toHaveLength(1);
      expect(fromPage).toHaveLength(1);
      expect((await fromPage[0]?.response())?.fromServiceWorker()).toBe(true);
    },
  );
});
