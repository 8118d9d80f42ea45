// deploy/nginx.conf served for real (`npm run smoke:nginx` sets SMOKE_BASE_URL; the ordinary
// browser run leaves this file out, vitest.browser.config.ts): the security headers of
// scripts/security-headers.ts on every answer (the document-only ones not on scripts and
// style sheets), each route's own page and the SPA fallback, caching by kind of file, gzip
// and brotli, and the API proxied to the fixture API while the fixture server's developer
// endpoints stay out of reach.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOME_PAGE_FILE } from '../../scripts/route-pages-plugin';
import { securityHeaders, securityHeadersFor } from '../../scripts/security-headers';
import { previewUrl, SESSION } from './harness';

const root = path.resolve(import.meta.dirname, '../..');
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A GET with exactly these request headers (fetch would add Accept-Encoding itself). */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The security headers of scripts/security-headers.ts for `requested`'s path, and no others. */
function expectSecurityHeaders(response: Response, requested: string): void {
  const expected = securityHeadersFor(new URL(requested, 'http://host').pathname);
  for (const name of Object.keys(securityHeaders())) {
    expect(response.headers.get(name), `${name} on ${requested}`).toBe(expected[name] ?? null);
  }
}

describe('nginx (deploy/nginx.conf)', () => {
  let base = '';
  let indexHtml = '';
  let entryScript = '';

  beforeAll(() => {
    if (!process.env.SMOKE_BASE_URL)
      throw new Error(
        'these tests run behind nginx: `npm run smoke:nginx` (it sets SMOKE_BASE_URL)',
      );
    base = previewUrl();
    indexHtml = fs.readFileSync(path.join(root, 'dist/index.html'), 'utf8');
    const src = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(indexHtml)?.[1];
    if (!src) throw new Error('dist/index.html has no /assets/ entry script');
    entryScript = src;
  });

  it.each([
    ['/index.html', 'index.html'],
    ['/?userId=10001', HOME_PAGE_FILE],
  ])('serves %s (dist/%s) with the security headers, never cached', async (p, file) => {
    const response = await fetch(`${base}${p}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expectSecurityHeaders(response, p);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(fs.readFileSync(path.join(root, 'dist', file), 'utf8'));
  });

  it('answers a route with its own page, not cached', async () => {
    const response = await fetch(`${base}/complaintList?userId=10001`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response, '/complaintList');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(
      fs.readFileSync(path.join(root, 'dist/routes/complaintList.html'), 'utf8'),
    );
  });

  // /index too: the home page's own copy is for / alone.
  it.each(['/complaintlist-typo', '/index'])(
    'answers any other path (%s) with index.html (the SPA fallback), not cached',
    async (p) => {
      const response = await fetch(`${base}${p}?userId=10001`);
      expect(response.status).toBe(200);
      expectSecurityHeaders(response, p);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(indexHtml);
    },
  );

  it('revalidates the offline worker, whose name stays across releases, on every visit', async () => {
    const p = '/sw.js';
    const response = await fetch(`${base}${p}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript|manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(response, p);
  });

  it('caches a hashed asset for a year, immutable', async () => {
    const response = await fetch(`${base}${entryScript}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expectSecurityHeaders(response, entryScript);
    expect(await response.text()).toBe(
      fs.readFileSync(path.join(root, 'dist', entryScript), 'utf8'),
    );
  });

  it('answers a missing asset with 404, not index.html, and does not cache it', async () => {
    const response = await fetch(`${base}/assets/missing.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
    expectSecurityHeaders(response, '/assets/missing.js');
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('gzips JavaScript when the client accepts it, and only then', async () => {
    const plain = fs.readFileSync(path.join(root, 'dist', entryScript));
    const gzipped = await rawGet(`${base}${entryScript}`, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gzipped.body.length).toBeLessThan(plain.length / 2);
    expect(zlib.gunzipSync(gzipped.body).equals(plain)).toBe(true);

    const identity = await rawGet(`${base}${entryScript}`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(plain)).toBe(true);
  });

  it("sends the build's brotli file to a client that takes brotli", async () => {
    const plain = fs.readFileSync(path.join(root, 'dist', entryScript));
    const brotli = await rawGet(`${base}${entryScript}`, { 'Accept-Encoding': 'br, gzip' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.equals(fs.readFileSync(path.join(root, 'dist', `${entryScript}.br`)))).toBe(
      true,
    );
    expect(zlib.brotliDecompressSync(brotli.body).equals(plain)).toBe(true);
  });

  it('proxies /amenities/ to the API with the body, headers and cookies the app sends', async () => {
    const query = new URLSearchParams(SESSION).toString();
    const url = `${base}/amenities/v3/personal-center/contact-kf-info?${query}`;
    const post = (cookie?: string) =>
      fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Requested-With': 'XMLHttpRequest',
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: 'overall=30',
      });
    const fixture = (scenario: string): unknown =>
      JSON.parse(
        fs.readFileSync(
          path.join(root, `fixtures/api/v3/personal-center/contact-kf-info/${scenario}.json`),
          'utf8',
        ),
      );

    const response = await post();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-fixture-scenario-used')).toBe('default');
    // The API's own caching rule passes through untouched.
    expect(response.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(response, '/amenities/v3/personal-center/contact-kf-info');
    expect(await response.json()).toEqual(fixture('default'));

    // The browser tests' scenario cookie reaches the API through the proxy.
    const cookie = `fixture-scenario=${encodeURIComponent(JSON.stringify({ '*': 'partial-empty-email' }))}`;
    const other = await post(cookie);
    expect(other.headers.get('x-fixture-scenario-used')).toBe('partial-empty-email');
    expect(await other.json()).toEqual(fixture('partial-empty-email'));
  });

  it.each(['/__fixtures', '/__fixtures/requests'])(
    'does not expose the fixture server at %s (the SPA answers)',
    async (p) => {
      const response = await fetch(`${base}${p}`);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(indexHtml);
    },
  );
});
