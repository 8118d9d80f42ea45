// `npm run lighthouse`: Lighthouse 12 with its default (mobile) settings – a Moto G Power
// screen, simulated slow 4G (150 ms RTT, 1.6 Mbit/s down) and a 4x slower CPU – on every
// borrower route of the production build (the non-developer routes of src/routes.ts), each
// opened with the link /testPreview gives it (default device parameters, the query its default
// fixtures need). Served as deployed: Debian's nginx runs deploy/nginx.conf in front of dist/
// and the fixture API (scripts/nginx-serve.ts, as `npm run smoke:nginx`), over HTTPS with
// HTTP/2 and a self-signed certificate openssl makes at start (Chromium is told to accept it).
// Then a repeat visit on the same browser profile: a first visit installs the offline worker,
// and Lighthouse loads the page again without resetting storage (disableStorageReset), so the
// worker and the HTTP cache serve the shell. Prints a table, FAIL on each route that misses a
// target with the diagnostics that explain it, writes the summary to build-meta/lighthouse.json
// and exits with 1 when a route misses. A measurement, not part of `npm test`. About 12 s a
// route; LIGHTHOUSE_ROUTES=/customerService,/bindBank runs only those paths;
// LIGHTHOUSE_HTTP1=1 serves plain HTTP/1.1 instead. Simulated throttling scales what this
// machine measured: other work on it makes TBT and performance vary from run to run.
import fs from 'node:fs';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { PREVIEW_DEFAULTS } from '../src/pages/test-preview/use-preview-params';
import { previewLink } from '../src/pages/test-preview/preview-links';
import { routes } from '../src/routes';
import { CHROMIUM_ARGS } from './chromium';
import { startNginx } from './nginx-serve';

// Issue 29: performance >= 98, LCP <= 1.5 s, CLS <= 0.02, repeat-visit LCP <= 0.8 s; the
// accessibility target (100) is the earlier "Speed and resilience" one, kept.
const TARGETS = { performance: 98, accessibility: 100, lcpMs: 1500, cls: 0.02, repeatLcpMs: 800 };
const OUT = path.resolve(import.meta.dirname, '../build-meta/lighthouse.json');

const only = process.env.LIGHTHOUSE_ROUTES?.split(',').filter(Boolean);
const borrowerRoutes = routes.filter((r) => !r.developer && (!only || only.includes(r.path)));

const firstVisit: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
};
const repeatVisit: Flags = {
  output: 'json',
  logLevel: 'error',
  disableStorageReset: true,
  onlyAudits: [
    'first-contentful-paint',
    'largest-contentful-paint',
    'largest-contentful-paint-element',
    'cumulative-layout-shift',
  ],
};

interface Row {
  route: string;
  /** Why Lighthouse could not measure the route; the numbers are then NaN. */
  error?: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  repeatLcpMs: number | null;
  /** Whether the offline worker controlled the repeat visit. */
  repeatFromWorker: boolean;
  /** The protocol the page's document came over (h2 as deployed), from Lighthouse's log. */
  protocol: string;
  misses: string[];
  diagnostics: Diagnostics;
  /** The repeat visit's LCP element and phases. */
  repeatDiagnostics: LcpDiagnostics;
}

interface LcpDiagnostics {
  lcpElement?: string;
  /** LCP sub-parts in ms (time to first byte, resource load delay and time, render delay). */
  lcpPhases?: Record<string, number>;
}

interface Diagnostics extends LcpDiagnostics {
  renderBlocking: { url: string; wastedMs: number }[];
  unusedJavaScript: { url: string; wastedKiB: number }[];
  /** Failing accessibility and best-practice audits. */
  failing: string[];
  /** Main-thread time and the part spent on script (evaluation, compilation). */
  mainThreadMs: number;
  scriptMs: number;
  /** The longest main-thread tasks (simulated on the slow phone). */
  longTasks: { url: string; ms: number }[];
  requests: number;
  transferKiB: number;
}

type Items = Record<string, unknown>[];

function items(lhr: Result, id: string): Items {
  const details = lhr.audits[id]?.details as { items?: Items } | undefined;
  return details?.items ?? [];
}

function numeric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? NaN;
}

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score;
  return value == null ? NaN : Math.round(value * 100);
}

const shortUrl = (url: unknown) =>
  String(url)
    .replace(/^https?:\/\/[^/]+/, '')
    .split('?')[0]!;

function lcpOf(lhr: Result): LcpDiagnostics {
  const lcpItems = items(lhr, 'largest-contentful-paint-element');
  const element = (lcpItems[0]?.items as Items | undefined)?.[0]?.node as
    { snippet?: string; nodeLabel?: string } | undefined;
  const phaseRows = (lcpItems[1]?.items as Items | undefined) ?? [];
  return {
    lcpElement: element ? `${element.nodeLabel ?? ''} ${element.snippet ?? ''}`.trim() : undefined,
    lcpPhases: phaseRows.length
      ? Object.fromEntries(phaseRows.map((p) => [String(p.phase), Math.round(Number(p.timing))]))
      : undefined,
  };
}

function documentProtocol(lhr: Result): string {
  const doc = items(lhr, 'network-requests').find((r) => r.resourceType === 'Document');
  return String(doc?.protocol ?? '?');
}

function diagnose(lhr: Result): Diagnostics {
  const failing = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => {
        const audit = lhr.audits[ref.id];
        return audit && audit.score !== null && audit.score < 1 && ref.weight > 0;
      })
      .map((ref) => `${category}:${ref.id}`),
  );
  const requests = items(lhr, 'network-requests');
  return {
    ...lcpOf(lhr),
    renderBlocking: items(lhr, 'render-blocking-resources').map((i) => ({
      url: shortUrl(i.url),
      wastedMs: Math.round(Number(i.wastedMs)),
    })),
    unusedJavaScript: items(lhr, 'unused-javascript').map((i) => ({
      url: shortUrl(i.url),
      wastedKiB: Math.round(Number(i.wastedBytes) / 102.4) / 10,
    })),
    failing,
    mainThreadMs: Math.round(numeric(lhr, 'mainthread-work-breakdown')),
    scriptMs: Math.round(numeric(lhr, 'bootup-time')),
    longTasks: items(lhr, 'long-tasks')
      .slice(0, 3)
      .map((i) => ({ url: shortUrl(i.url), ms: Math.round(Number(i.duration)) })),
    requests: requests.length,
    transferKiB:
      Math.round(requests.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0) / 102.4) / 10,
  };
}

const http1 = process.env.LIGHTHOUSE_HTTP1 === '1';

function missesOf(row: Omit<Row, 'misses'>): string[] {
  const misses: string[] = [];
  if (!(row.performance >= TARGETS.performance)) misses.push(`performance ${row.performance}`);
  if (!(row.accessibility >= TARGETS.accessibility))
    misses.push(`accessibility ${row.accessibility}`);
  if (!(row.lcpMs <= TARGETS.lcpMs)) misses.push(`LCP ${(row.lcpMs / 1000).toFixed(2)} s`);
  if (!(row.cls <= TARGETS.cls)) misses.push(`CLS ${row.cls.toFixed(3)}`);
  if (row.repeatLcpMs === null || !(row.repeatLcpMs <= TARGETS.repeatLcpMs))
    misses.push(
      `repeat LCP ${row.repeatLcpMs === null ? 'not measured' : `${(row.repeatLcpMs / 1000).toFixed(2)} s`}`,
    );
  if (!row.repeatFromWorker) misses.push('repeat visit not served by the offline worker');
  if (row.protocol !== (http1 ? 'http/1.1' : 'h2')) misses.push(`document over ${row.protocol}`);
  return misses;
}

function failedRow(route: string, url: string, error: string): Row {
  return {
    route,
    url,
    error,
    performance: NaN,
    accessibility: NaN,
    bestPractices: NaN,
    fcpMs: NaN,
    lcpMs: NaN,
    tbtMs: NaN,
    cls: NaN,
    repeatLcpMs: null,
    repeatFromWorker: false,
    protocol: '?',
    misses: [`not measured: ${error}`],
    diagnostics: {
      renderBlocking: [],
      unusedJavaScript: [],
      failing: [],
      mainThreadMs: NaN,
      scriptMs: NaN,
      longTasks: [],
      requests: 0,
      transferKiB: 0,
    },
    repeatDiagnostics: {},
  };
}

async function run(url: string, flags: Flags, page: Page): Promise<Result> {
  const result = await lighthouse(url, flags, undefined, page);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  return result.lhr;
}

/** A first visit that installs the offline worker, waiting (at most 20 s) until it is active. */
async function installWorker(page: Page, url: string): Promise<boolean> {
  await page.goto(url, { waitUntil: 'load' });
  return page.evaluate(
    () =>
      'serviceWorker' in navigator &&
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20_000)),
      ]),
  );
}

function table(rows: Row[]): string {
  const header = [
    'route',
    'perf',
    'a11y',
    'bp',
    'FCP s',
    'LCP s',
    'TBT ms',
    'CLS',
    'repeat LCP s',
    'result',
  ];
  const body = rows.map((r) =>
    r.error
      ? [r.route, 'error', ...header.slice(2, -1).map(() => '-'), 'FAIL']
      : [
          r.route,
          String(r.performance),
          String(r.accessibility),
          String(r.bestPractices),
          (r.fcpMs / 1000).toFixed(2),
          (r.lcpMs / 1000).toFixed(2),
          String(Math.round(r.tbtMs)),
          r.cls.toFixed(3),
          r.repeatLcpMs === null
            ? '-'
            : `${(r.repeatLcpMs / 1000).toFixed(2)}${r.repeatFromWorker ? ' (sw)' : ''}`,
          r.misses.length ? 'FAIL' : 'ok',
        ],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

const started = Date.now();
// Over HTTPS and HTTP/2, as phones reach a deployment: Lighthouse's simulation models each
// HTTP/1.1 connection opening cold, which no user of the app sees (decision 025). nginx with
// the deployed configuration, not the Vite preview: its compression, caching headers and
// route pages are the ones measured. LIGHTHOUSE_HTTP1=1 measures over plain HTTP/1.1 instead
// (the offline worker still runs: 127.0.0.1 is a secure context).
const protocol = http1 ? 'HTTP/1.1' : 'HTTPS, HTTP/2';
const server = await startNginx({ https: !http1 });
const base = server.url;
console.error(`${server.version} (deploy/nginx.conf, ${protocol}) at ${base}`);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  // The certificate is self-signed (nginx-serve.ts makes it at start).
  args: http1 ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
  // Lighthouse sets the phone's screen itself.
  defaultViewport: null,
});
const rows: Row[] = [];
try {
  for (const route of borrowerRoutes) {
    const url = `${base}${previewLink(route, PREVIEW_DEFAULTS)}`;
    const page = await browser.newPage();
    try {
      const t0 = Date.now();
      const lhr = await run(url, firstVisit, page);
      const installed = await installWorker(page, url);
      const repeat = await run(url, repeatVisit, page);
      const repeatFromWorker =
        installed && (await page.evaluate(() => navigator.serviceWorker?.controller != null));
      const partial = {
        route: route.path,
        url: url.slice(base.length),
        performance: score(lhr, 'performance'),
        accessibility: score(lhr, 'accessibility'),
        bestPractices: score(lhr, 'best-practices'),
        fcpMs: numeric(lhr, 'first-contentful-paint'),
        lcpMs: numeric(lhr, 'largest-contentful-paint'),
        tbtMs: numeric(lhr, 'total-blocking-time'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
        repeatLcpMs: numeric(repeat, 'largest-contentful-paint'),
        repeatFromWorker,
        protocol: documentProtocol(lhr),
        diagnostics: diagnose(lhr),
        repeatDiagnostics: lcpOf(repeat),
      };
      rows.push({ ...partial, misses: missesOf(partial) });
      console.error(`${route.path}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`${route.path}: ${message}`);
      rows.push(failedRow(route.path, url.slice(base.length), message));
    } finally {
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `\nLighthouse, mobile (simulated slow 4G, 4x CPU), ${protocol}: ${rows.length} routes in ${seconds} s`,
);
console.log(
  `targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
    `LCP <= ${TARGETS.lcpMs / 1000} s, CLS <= ${TARGETS.cls}, repeat LCP <= ${TARGETS.repeatLcpMs / 1000} s` +
    ' ((sw): the offline worker served the repeat visit)\n',
);
console.log(table(rows));
const missing = rows.filter((r) => r.misses.length > 0);
console.log(missing.length ? '\nmisses:' : '\nEvery route meets every target.');
for (const r of missing) {
  const d = r.diagnostics;
  const repeat = r.repeatDiagnostics;
  console.log(`  FAIL ${r.route}: ${r.misses.join(', ')}`);
  if (d.lcpElement) console.log(`      LCP element: ${d.lcpElement.slice(0, 100)}`);
  if (d.lcpPhases) console.log(`      LCP phases ms: ${JSON.stringify(d.lcpPhases)}`);
  if (r.misses.some((m) => m.startsWith('repeat LCP'))) {
    if (repeat.lcpElement)
      console.log(`      repeat LCP element: ${repeat.lcpElement.slice(0, 100)}`);
    if (repeat.lcpPhases)
      console.log(`      repeat LCP phases ms: ${JSON.stringify(repeat.lcpPhases)}`);
  }
  for (const b of d.renderBlocking)
    console.log(`      render-blocking: ${b.url} (${b.wastedMs} ms)`);
  for (const u of d.unusedJavaScript) console.log(`      unused JS: ${u.url} (${u.wastedKiB} KiB)`);
  if (d.failing.length) console.log(`      failing audits: ${d.failing.join(', ')}`);
  if (r.error) continue;
  const tasks = d.longTasks.map((t) => `${t.url} ${t.ms} ms`).join(', ');
  console.log(
    `      main thread ${d.mainThreadMs} ms (script ${d.scriptMs} ms); longest tasks: ${tasks}`,
  );
}
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(
  OUT,
  `${JSON.stringify({ date: new Date().toISOString(), seconds, protocol, targets: TARGETS, routes: rows }, null, 2)}\n`,
);
console.log(`\nSummary: ${path.relative(process.cwd(), OUT)}`);
// A miss is a result, not a crash: the table is printed and written first.
if (missing.length) process.exitCode = 1;
