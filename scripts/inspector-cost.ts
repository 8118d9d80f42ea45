// `npm run inspector-cost`: how much of a route's start-up work on the main thread exists only
// because DevTools is attached, as it is under Lighthouse and the browser tests. With the
// Runtime domain enabled, V8 captures a detailed stack trace for every Error an inspector may
// have to report, and finding the stack's source positions means parsing again the functions
// on it: React creates Errors while its module starts, with the app's whole entry chunk
// on the stack. A phone without DevTools never does that work.
// Each run opens the route in a fresh browser context of Chromium, driven over the bare
// DevTools protocol (./bare-devtools.ts), CPU 4x slower, and traces V8: with Runtime enabled
// on the page, and without. Prints, per route, the medians of INSPECTOR_RUNS runs (default 5)
// of the time spent evaluating modules (the app's first render runs inside it) and of the
// time V8 spent collecting source positions.
// INSPECTOR_ROUTES=/a,/b picks routes (default: /, /bindBank, /complainPageNext). Serves dist/
// as `npm run preview` does. A measurement, not a test.
import { launchBare } from './bare-devtools';
import { median } from './chromium';
import { startPreview } from './preview';

const RUNS = Math.max(1, Number(process.env.INSPECTOR_RUNS) || 5);
const ROUTES = process.env.INSPECTOR_ROUTES?.split(',').filter(Boolean) ?? [
  '/',
  '/bindBank',
  '/complainPageNext',
];
const QUERY = '?userId=10001&sessionId=inspector-cost&product_id=1';
const SETTLE_MS = 5_000;

const { url: base, server } = await startPreview({ port: 0 });
const chromium = await launchBare();

/** One visit of `url`: its module evaluation and source-position collection, ms. */
async function visit(url: string, runtime: boolean) {
  const page = await chromium.newPage({ runtime, cpu: 4 });
  await chromium.protocol.startTracing(['v8', 'v8.execute', 'disabled-by-default-v8.compile']);
  await page.send('Page.navigate', { url });
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const events = await chromium.protocol.stopTracing();
  await page.close();
  const total = (name: string) =>
    events.filter((e) => e.name === name).reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
  return { evaluate: total('v8.evaluateModule'), positions: total('V8.CollectSourcePositions') };
}

try {
  // The first visit of a fresh browser pays its own start (caches, compression): not counted.
  await visit(`${base}/${QUERY}`, false);
  console.log('route | Runtime | module evaluation ms | collecting source positions ms');
  for (const route of ROUTES) {
    for (const runtime of [false, true]) {
      const runs = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await visit(`${base}${route}${QUERY}`, runtime));
      const evaluate = median(runs.map((r) => r.evaluate)).toFixed(0);
      const positions = median(runs.map((r) => r.positions)).toFixed(0);
      console.log(`${route} | ${runtime ? 'enabled' : 'off'} | ${evaluate} | ${positions}`);
    }
  }
} finally {
  await chromium.close();
  await server.close();
}
