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
// route and run; LIGHTHOUSE_ROUTES=/customerService,/bindBank runs only those paths;
// LIGHTHOUSE_RUNS=3 measures each route three times and reports the medians;
// LIGHTHOUSE_HTTP1=1 serves plain HTTP/1.1 instead; LIGHTHOUSE_REPORTS=1 keeps the full
// results. Simulated throttling scales what this machine measured: other work on it makes TBT
// and performance vary from run to run (the load average is printed and recorded).
import fs from 'node:fs';
import os from 'node:os';
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
/** LIGHTHOUSE_REPORTS=1 also keeps each visit's full Lighthouse result (for its diagnostics). */
/** LIGHTHOUSE_RUNS=3: each route measured three times, the medians reported. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 1);
const REPORTS =
  process.env.LIGHTHOUSE_REPORTS === '1'
    ? path.resolve(import.meta.dirname, '../build-meta/lighthouse')
    : undefined;

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
    'metrics',
    'network-requests',
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
  /** How many times it was measured (LIGHTHOUSE_RUNS); the numbers are medians. */
  runs: number;
  /** Each run's numbers. */
  spread?: { performance: number[]; lcpMs: number[]; tbtMs: number[]; repeatLcpMs: number[] };
  /** Whether the offline worker controlled every repeat visit. */
  repeatFromWorker: boolean;
  /** The protocol the page's document came over (h2 as deployed), from Lighthouse's log. */
  protocol: string;
  misses: string[];
  diagnostics: Diagnostics;
  /**
   * The repeat visit's LCP element and phases, and its LCP as observed on this machine
   * without throttling (Lighthouse's simulation does not model the offline worker).
   */
  repeatDiagnostics: LcpDiagnostics & { observedLcpMs?: number };
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

function observedLcp(lhr: Result): number | undefined {
  const metrics = items(lhr, 'metrics')[0];
  const value = Number(metrics?.observedLargestContentfulPaint);
  return Number.isFinite(value) ? Math.round(value) : undefined;
}

function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
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
    runs: 0,
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
// Simulated throttling multiplies what this machine measured: work from other processes
// lengthens the tasks it sees, so the load is recorded with the results.
const loadBefore = os.loadavg()[0]!;
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
interface Visits {
  first: Result;
  repeat: Result;
  repeatFromWorker: boolean;
}

/** A first visit (storage reset), the worker's install, then the repeat visit, on a new tab. */
async function measure(url: string, routePath: string, index: number): Promise<Visits> {
  const page = await browser.newPage();
  try {
    const first = await run(url, firstVisit, page);
    const installed = await installWorker(page, url);
    const repeat = await run(url, repeatVisit, page);
    if (REPORTS) {
      const name = `${routePath === '/' ? 'home' : routePath.slice(1).replace(/\//g, '_')}.${index + 1}`;
      fs.mkdirSync(REPORTS, { recursive: true });
      fs.writeFileSync(path.join(REPORTS, `${name}.first.json`), JSON.stringify(first));
      fs.writeFileSync(path.join(REPORTS, `${name}.repeat.json`), JSON.stringify(repeat));
    }
    const repeatFromWorker =
      installed && (await page.evaluate(() => navigator.serviceWorker?.controller != null));
    return { first, repeat, repeatFromWorker };
  } finally {
    await page.close();
  }
}

/**
 * One row from RUNS visits: the median of each number, the diagnostics of the first visit
 * whose performance score is the median one.
 */
function summarize(route: string, url: string, visits: Visits[]): Omit<Row, 'misses'> {
  const of = (id: string) => median(visits.map((v) => numeric(v.first, id)));
  const byScore = [...visits].sort(
    (a, b) => score(a.first, 'performance') - score(b.first, 'performance'),
  );
  const typical = byScore[Math.floor(byScore.length / 2)]!;
  const repeats = visits.map((v) => numeric(v.repeat, 'largest-contentful-paint'));
  const byRepeat = [...visits].sort(
    (a, b) =>
      numeric(a.repeat, 'largest-contentful-paint') - numeric(b.repeat, 'largest-contentful-paint'),
  );
  const typicalRepeat = byRepeat[Math.floor(byRepeat.length / 2)]!;
  return {
    route,
    url,
    runs: visits.length,
    performance: Math.round(median(visits.map((v) => score(v.first, 'performance')))),
    accessibility: Math.min(...visits.map((v) => score(v.first, 'accessibility'))),
    bestPractices: Math.min(...visits.map((v) => score(v.first, 'best-practices'))),
    fcpMs: of('first-contentful-paint'),
    lcpMs: of('largest-contentful-paint'),
    tbtMs: of('total-blocking-time'),
    cls: of('cumulative-layout-shift'),
    repeatLcpMs: median(repeats),
    repeatFromWorker: visits.every((v) => v.repeatFromWorker),
    protocol: documentProtocol(typical.first),
    spread: {
      performance: visits.map((v) => score(v.first, 'performance')),
      lcpMs: visits.map((v) => Math.round(numeric(v.first, 'largest-contentful-paint'))),
      tbtMs: visits.map((v) => Math.round(numeric(v.first, 'total-blocking-time'))),
      repeatLcpMs: repeats.map(Math.round),
    },
    diagnostics: diagnose(typical.first),
    repeatDiagnostics: {
      ...lcpOf(typicalRepeat.repeat),
      observedLcpMs: observedLcp(typicalRepeat.repeat),
    },
  };
}

const rows: Row[] = [];
try {
  for (const route of borrowerRoutes) {
    const url = `${base}${previewLink(route, PREVIEW_DEFAULTS)}`;
    try {
      const t0 = Date.now();
      const visits: Visits[] = [];
      for (let i = 0; i < RUNS; i += 1) visits.push(await measure(url, route.path, i));
      const partial = summarize(route.path, url.slice(base.length), visits);
      rows.push({ ...partial, misses: missesOf(partial) });
      console.error(`${route.path}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`${route.path}: ${message}`);
      rows.push(failedRow(route.path, url.slice(base.length), message));
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const seconds = Math.round((Date.now() - started) / 1000);
const load = { before: loadBefore, after: os.loadavg()[0]!, cores: os.cpus().length };
console.log(
  `\nLighthouse, mobile (simulated slow 4G, 4x CPU), ${protocol}: ${rows.length} routes in ${seconds} s`,
);
console.log(
  `targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
    `LCP <= ${TARGETS.lcpMs / 1000} s, CLS <= ${TARGETS.cls}, repeat LCP <= ${TARGETS.repeatLcpMs / 1000} s` +
    ' ((sw): the offline worker served the repeat visit)\n',
);
if (Math.max(load.before, load.after) > load.cores)
  console.log(
    `warning: load average ${load.before.toFixed(1)} → ${load.after.toFixed(1)} on ${load.cores} cores: ` +
      'other work inflates TBT and performance (LIGHTHOUSE_RUNS=3 reports medians)\n',
  );
console.log(table(rows));
const missing = rows.filter((r) => r.misses.length > 0);
console.log(missing.length ? '\nmisses:' : '\nEvery route meets every target.');
for (const r of missing) {
  const d = r.diagnostics;
  const repeat = r.repeatDiagnostics;
  console.log(`  FAIL ${r.route}: ${r.misses.join(', ')}`);
  if (r.spread && r.runs > 1) console.log(`      runs: ${JSON.stringify(r.spread)}`);
  if (d.lcpElement) console.log(`      LCP element: ${d.lcpElement.slice(0, 100)}`);
  if (d.lcpPhases) console.log(`      LCP phases ms: ${JSON.stringify(d.lcpPhases)}`);
  if (r.misses.some((m) => m.startsWith('repeat LCP'))) {
    if (repeat.lcpElement)
      console.log(`      repeat LCP element: ${repeat.lcpElement.slice(0, 100)}`);
    if (repeat.lcpPhases)
      console.log(`      repeat LCP phases ms: ${JSON.stringify(repeat.lcpPhases)}`);
    if (repeat.observedLcpMs !== undefined)
      console.log(`      repeat LCP observed, unthrottled: ${repeat.observedLcpMs} ms`);
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
  `${JSON.stringify({ date: new Date().toISOString(), seconds, protocol, runs: RUNS, load, targets: TARGETS, routes: rows }, null, 2)}\n`,
);
console.log(`\nSummary: ${path.relative(process.cwd(), OUT)}`);
// A miss is a result, not a crash: the table is printed and written first.
if (missing.length) process.exitCode = 1;
