// `npm run repeat-visit`: a repeat visit's largest contentful paint as the browser reports it,
// with real throttling instead of Lighthouse's simulation (which leaves out the offline
// worker's own requests, decision 043): DevTools network conditions (150 ms latency,
// 1.6 Mbit/s down) on the page and on the worker, and a 4x slower CPU. Each run is a fresh
// profile: a first visit installs the worker, nginx (deploy/nginx.conf, HTTPS, HTTP/2) reloads
// to close idle connections, then the repeat visit. Prints the median of REPEAT_RUNS runs
// (default 5) per route. REPEAT_ROUTES=/order,/promotion picks routes (default: those whose
// largest paint waits for an answer); REPEAT_DIST=dir measures another build. A measurement,
// not a test. DevTools throttling delays each request but does not model a new connection's
// handshakes.
import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { PREVIEW_DEFAULTS } from '../src/pages/test-preview/use-preview-params';
import { previewLink } from '../src/pages/test-preview/preview-links';
import { routes } from '../src/routes';
import { CHROMIUM_ARGS, median } from './chromium';
import { startNginx } from './nginx-serve';

const RUNS = Math.max(1, Number(process.env.REPEAT_RUNS) || 5);
const PATHS = process.env.REPEAT_ROUTES?.split(',').filter(Boolean) ?? [
  '/customerService',
  '/order',
  '/complaintList',
  '/promotion',
];
const dist = path.resolve(process.env.REPEAT_DIST ?? 'dist');
// Lighthouse's mobile network, as DevTools applies it (its own factor for the throughput).
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};

const server = await startNginx({ https: true, dist });
const pidFile = path.join(path.dirname(server.accessLog), 'nginx.pid');
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
  defaultViewport: { width: 412, height: 823, isMobile: true },
});

/** The largest contentful paint the page has reported, ms after its navigation. */
const largestPaint = () =>
  new Promise<number>((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries[entries.length - 1]?.startTime ?? NaN);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });

async function repeatVisit(url: string): Promise<number> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle0' });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const worker = await browser.waitForTarget(
      (t) => t.type() === 'service_worker' && t.browserContext() === context,
    );
    const pageCdp = await page.createCDPSession();
    for (const cdp of [await worker.createCDPSession(), pageCdp]) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    }
    await pageCdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // A repeat visit comes hours later: no connection is left open.
    process.kill(Number(fs.readFileSync(pidFile, 'utf8').trim()), 'SIGHUP');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await page.goto(url, { waitUntil: 'networkidle0' });
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) throw new Error(`${url}: the repeat visit was not served by the worker`);
    return await page.evaluate(largestPaint);
  } finally {
    await context.close();
  }
}

try {
  console.log(`repeat-visit LCP, ms (DevTools slow 4G, 4x CPU; ${dist}; medians of ${RUNS})`);
  for (const routePath of PATHS) {
    const route = routes.find((r) => r.path === routePath);
    if (!route) throw new Error(`no route at ${routePath}`);
    const url = `${server.url}${previewLink(route, PREVIEW_DEFAULTS)}`;
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await repeatVisit(url));
    const all = runs.map((ms) => ms.toFixed(0)).join(', ');
    console.log(`${routePath.padEnd(18)} ${median(runs).toFixed(0).padStart(5)}   [${all}]`);
  }
} finally {
  await browser.close();
  await server.stop();
}
