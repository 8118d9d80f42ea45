// `npm run bench:bank`: the 200-item bank form, ours against react-jsonschema-form (rjsf).
// Both pages are production builds served with the fixture API's card-init `many-items`
// scenario: ours is /bindBank of dist/; the peer (scripts/bench-rjsf/) fetches the same
// answer with the app's request builder and renders with rjsf 6 the same items our page shows
// on its first tab (card type 1: 140 of the 200, the items of every type and its own). Two
// floors are timed beside them. The React floor (scripts/bench-rjsf/floor.tsx) draws the same
// answer by React alone as plain inputs and selects, with no form library: rjsf/floor is the
// most any React page can reach against rjsf on this machine. The static page has those
// controls already in its HTML and no script at all: what the browser alone costs. For each
// of RUNS runs, alternating the pages in one browser, at full CPU speed and with the CPU
// slowed 4x (a low-end phone), it reports the median of:
//   in the DOM ms     navigation start → the moment the last of those controls is in the DOM
//                     (a MutationObserver installed before any script of the page runs)
//   painted ms        navigation start → the frame that draws them: what the borrower sees.
//                     The DOM moment leaves out the first layout of pages that paint nothing
//                     before their controls, and counts it for ours, whose shell is painted
//                     first
//   keystroke ms      keydown in the first text field → the next frame painted after it
//   long tasks ms     the main thread's tasks over 50 ms from that frame to 1.5 s after it
//                     (past the tenth keystroke, and our form engine's arrival), summed:
//                     what a borrower's first taps wait for
//   keystroke work ms the main thread's busy time per keystroke: DevTools' TaskDuration over
//                     ten more keystrokes, 100 ms apart, typed once the page has settled,
//                     less its time over as long a while without keystrokes. What a
//                     keystroke costs: at full CPU every page's keystroke ms ends with the
//                     next frame, and this measure still tells them apart
// A script, not a test: the numbers go in notes, never into assertions.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { renderToStaticMarkup } from 'react-dom/server';
import basicSsl from '@vitejs/plugin-basic-ssl';
import { build, preview } from 'vite';
import manyItems from '../fixtures/api/v3/bind-card/card-init/many-items.json';
import { fixtureApiPlugin } from '../fixtures/server/vite-plugin';
import { PlainControls } from './bench-rjsf/controls';
import { shownOnFirstTab, type Item } from './bench-rjsf/items';
import { PEER_OUT_DIR } from './bench-rjsf/vite.config';
import { servePrecompressedPlugin } from './precompress-plugin';
import { launchChromium, median } from './chromium';
import { startPreview } from './preview';

const RUNS = Number(process.env.RUNS ?? 5);
/**
 * BENCH_NETWORK=slow-4g: every page as a phone loads it from a deployment, over HTTPS and
 * HTTP/2 (one connection for all its requests, decision 025) and DevTools' "Slow 4G" (562.5
 * ms a request, 1.44 Mbps down, 675 Kbps up: what Lighthouse applies for its mobile runs).
 * Unset: over HTTP/1.1 on the loopback, with no delay.
 */
const NETWORK =
  process.env.BENCH_NETWORK === 'slow-4g'
    ? { latency: 562.5, downloadThroughput: (1.6e6 * 0.9) / 8, uploadThroughput: (750e3 * 0.9) / 8 }
    : null;
/** The items of the first tab: for every card type (cardTypeMi 0) and type 1. */
const FIRST_TAB: Item[] = manyItems.data.items.filter(shownOnFirstTab);
const ITEMS = FIRST_TAB.length;
const KEYSTROKES = 10;
/** How long after the controls' paint the long tasks are summed. */
const SETTLED_MS = 1500;
const SCENARIO = encodeURIComponent(JSON.stringify({ '/v3/bind-card/card-init': 'many-items' }));
const QUERY = '?product_id=1&userId=1&sessionId=s';

interface Side {
  name: string;
  url: string;
  /** One element per control of an item. */
  controls: string;
  /** The text fields typed into. */
  textField: string;
}

interface Shown {
  /** Navigation → the last control in the DOM. */
  inDom: number;
  /** Navigation → the frame that draws it (the task after that frame's paint). */
  painted: number;
}

/**
 * Sets window.__shown to a promise of when `count` elements match `selector` and when they are
 * painted, rejected after `timeoutMs`. It is read over the DevTools protocol: Playwright's
 * waitForFunction would inject its own script into the page (about 30 ms at 4x) while the
 * page is still drawing.
 */
function watchControls(args: { selector: string; count: number; timeoutMs: number }): void {
  const w = window as unknown as { __shown?: Promise<Shown>; __longTasks: PerformanceEntry[] };
  w.__longTasks = [];
  new PerformanceObserver((list) => w.__longTasks.push(...list.getEntries())).observe({
    type: 'longtask',
  });
  w.__shown = new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('the controls were not shown')), args.timeoutMs);
    new MutationObserver((_records, observer) => {
      if (document.querySelectorAll(args.selector).length >= args.count) {
        observer.disconnect();
        const inDom = performance.now();
        requestAnimationFrame(() =>
          setTimeout(() => resolve({ inDom, painted: performance.now() }), 0),
        );
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const SHOWN_TIMEOUT_MS = 60_000;

async function allControls(
  browser: Browser,
  side: Side,
  cpu: number,
): Promise<{ shown: Shown; page: Page; cdp: CDPSession; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies([{ name: 'fixture-scenario', value: SCENARIO, url: side.url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (NETWORK) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
  }
  await cdp.send('Performance.enable');
  await page.addInitScript(watchControls, {
    selector: side.controls,
    count: ITEMS,
    timeoutMs: SHOWN_TIMEOUT_MS,
  });
  await page.goto(`${side.url}${QUERY}`);
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression: 'window.__shown',
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails) {
    const reason = exceptionDetails.exception?.description ?? exceptionDetails.text;
    throw new Error(`${side.name}: ${reason}`);
  }
  return { shown: result.value as Shown, page, cdp, close: () => context.close() };
}

/** The long tasks' time from `from` (a page's performance.now()) to SETTLED_MS after it. */
function longTasksAfter(page: Page, from: number): Promise<number> {
  return page.evaluate(
    ({ from, settled }) =>
      new Promise<number>((resolve) =>
        setTimeout(
          () =>
            resolve(
              (window as unknown as { __longTasks: PerformanceEntry[] }).__longTasks
                .filter((task) => task.startTime >= from && task.startTime < from + settled)
                .reduce((sum, task) => sum + task.duration, 0),
            ),
          Math.max(0, from + settled - performance.now()),
        ),
      ),
    { from, settled: SETTLED_MS },
  );
}

/** keydown → the frame after the resulting render: rAF, then a task after that frame. */
async function keystrokeToPaint(page: Page): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __keyPaint?: Promise<number> };
    w.__keyPaint = new Promise<number>((resolve) => {
      document.addEventListener(
        'keydown',
        () => {
          const start = performance.now();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        },
        { once: true, capture: true },
      );
    });
  });
  await page.keyboard.press('7');
  return page.evaluate(() => (window as unknown as { __keyPaint: Promise<number> }).__keyPaint);
}

/** Between the keystrokes of the work measure: long enough for each one's frame. */
const KEY_GAP_MS = 100;

/**
 * The main thread's busy time per keystroke: its time over KEYSTROKES keystrokes KEY_GAP_MS
 * apart, less its time over as long a while without any (the caret's blinking, a page's
 * timers). Nothing of the harness runs in the page meanwhile.
 */
async function keystrokeWork(page: Page, cdp: CDPSession): Promise<number> {
  const busyMs = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN) * 1000;
  };
  const busyOver = async (typing: boolean) => {
    const before = await busyMs();
    for (let k = 0; k < KEYSTROKES; k++) {
      if (typing) await page.keyboard.press('7');
      await new Promise((resolve) => setTimeout(resolve, KEY_GAP_MS));
    }
    return (await busyMs()) - before;
  };
  const idle = await busyOver(false);
  return ((await busyOver(true)) - idle) / KEYSTROKES;
}

await build({ configFile: 'scripts/bench-rjsf/vite.config.ts' });
await writeFile(
  path.join(PEER_OUT_DIR, 'static.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
    '<meta name="viewport" content="width=device-width, initial-scale=1" />' +
    '<title>static page floor (bench only)</title></head><body>' +
    renderToStaticMarkup(<PlainControls items={FIRST_TAB} />) +
    '</body></html>',
);
const ours = await startPreview({ port: 0, https: NETWORK !== null });
// The peer is served without the app's CSP: rjsf's validator compiles schemas with eval.
const peer = await preview({
  configFile: false,
  root: 'scripts/bench-rjsf',
  logLevel: 'warn',
  build: { outDir: PEER_OUT_DIR },
  plugins: [
    servePrecompressedPlugin(PEER_OUT_DIR),
    fixtureApiPlugin(),
    ...(NETWORK ? [basicSsl({ domains: ['127.0.0.1', 'localhost'] })] : []),
  ],
  preview: { port: 0, host: '127.0.0.1' },
});
const peerUrl = peer.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
const sides: Side[] = [
  {
    name: 'ours (/bindBank)',
    url: `${ours.url}/bindBank`,
    controls: '[data-field]',
    textField: '[data-field] input[type="text"], [data-field] input:not([type])',
  },
  {
    name: 'rjsf 6',
    url: `${peerUrl}/`,
    controls: 'input[id^="root_"], select[id^="root_"]',
    textField: 'input[id^="root_"]',
  },
  {
    name: 'plain React (floor)',
    url: `${peerUrl}/floor.html`,
    controls: 'input[id^="root_"], select[id^="root_"]',
    textField: 'input[id^="root_"]',
  },
  {
    name: 'static page',
    url: `${peerUrl}/static.html`,
    controls: 'input[id^="root_"], select[id^="root_"]',
    textField: 'input[id^="root_"]',
  },
];

// The self-signed certificate of the HTTPS runs.
const browser = await launchChromium(NETWORK ? ['--ignore-certificate-errors'] : []);
try {
  const shownRows: string[][] = [];
  const keyRows: string[][] = [];
  const workRows: string[][] = [];
  const blockedRows: string[][] = [];
  /** Ours, rjsf, rjsf/ours, each floor and rjsf over it, of one measure's medians. */
  const compared = (samples: Map<string, number[]>, digits: number): string[] => {
    const [ours = NaN, peer = NaN, floor = NaN, bare = NaN] = sides.map((s) =>
      median(samples.get(s.name) ?? []),
    );
    return [
      ours.toFixed(digits),
      peer.toFixed(digits),
      (peer / ours).toFixed(2),
      floor.toFixed(digits),
      (peer / floor).toFixed(2),
      bare.toFixed(digits),
      (peer / bare).toFixed(2),
    ];
  };
  for (const cpu of [1, 4]) {
    const inDom = new Map<string, number[]>(sides.map((s) => [s.name, []]));
    const painted = new Map<string, number[]>(sides.map((s) => [s.name, []]));
    const keys = new Map<string, number[]>(sides.map((s) => [s.name, []]));
    const blocked = new Map<string, number[]>(sides.map((s) => [s.name, []]));
    const work = new Map<string, number[]>(sides.map((s) => [s.name, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const side of sides) {
        const { shown, page, cdp, close } = await allControls(browser, side, cpu);
        inDom.get(side.name)?.push(shown.inDom);
        painted.get(side.name)?.push(shown.painted);
        await page.locator(side.textField).first().focus();
        for (let k = 0; k < KEYSTROKES; k++)
          keys.get(side.name)?.push(await keystrokeToPaint(page));
        blocked.get(side.name)?.push(await longTasksAfter(page, shown.painted));
        work.get(side.name)?.push(await keystrokeWork(page, cdp));
        if (run === 0 && cpu === 1) {
          const count = await page.locator(side.controls).count();
          console.log(`${side.name}: ${count} controls`);
        }
        await close();
      }
    }
    const label = cpu === 1 ? 'full CPU' : 'CPU 4x slower';
    shownRows.push([label, ...compared(inDom, 0), ...compared(painted, 0)]);
    keyRows.push([label, ...compared(keys, 1)]);
    workRows.push([label, ...compared(work, 1)]);
    blockedRows.push([label, ...sides.map((s) => median(blocked.get(s.name) ?? []).toFixed(0))]);
  }
  const table = (header: string[], rows: string[][]) => {
    console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  };
  const columns = ['rjsf ms', 'rjsf/ours', 'floor ms', 'rjsf/floor', 'static ms', 'rjsf/static'];
  console.log(
    `\nall controls: navigation → all ${ITEMS} controls (of 200 items) in the DOM, and painted;` +
      ` median of ${RUNS} runs`,
  );
  table(['CPU', 'in the DOM: ours ms', ...columns, 'painted: ours ms', ...columns], shownRows);
  console.log(`\nkeystroke: keydown → next paint, median of ${RUNS * KEYSTROKES}`);
  table(['CPU', 'keystroke: ours ms', ...columns], keyRows);
  console.log(
    `\nkeystroke work: the main thread's busy time per keystroke, once settled;` +
      ` median of ${RUNS} runs of ${KEYSTROKES}`,
  );
  table(['CPU', 'keystroke work: ours ms', ...columns], workRows);
  console.log(
    `\nlong tasks: tasks over 50 ms from the controls' paint to ${SETTLED_MS} ms after it` +
      ` (the keystrokes typed meanwhile), summed;` +
      ` median of ${RUNS} runs`,
  );
  table(['CPU', 'ours ms', 'rjsf ms', 'floor ms', 'static ms'], blockedRows);
} finally {
  await browser.close();
  await new Promise<void>((resolve) => ours.server.httpServer.close(() => resolve()));
  await new Promise<void>((resolve) => peer.httpServer.close(() => resolve()));
}
