// `npm run profile:bank`: where the main thread's time goes while /bindBank draws the 200-item
// bank form (the card-init `many-items` scenario), for the renderer work of issue 28. It builds
// dist/ with source maps, records a CPU profile (Chrome DevTools Protocol) from navigation to
// the last control in the DOM, CPU 4x slower, and prints the self time by source file (the
// minified frames mapped back through the source maps) and the functions that cost most.
// Writes test-results/bank-form.cpuprofile for DevTools. A script, not a test.
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { build } from 'vite';
import manyItems from '../fixtures/api/v3/bind-card/card-init/many-items.json';
import { launchChromium } from './chromium';
import { startPreview } from './preview';

const root = path.resolve(import.meta.dirname, '..');
const ITEMS = manyItems.data.items.filter((i) => !i.cardTypeMi || i.cardTypeMi === 1).length;
const SCENARIO = encodeURIComponent(JSON.stringify({ '/v3/bind-card/card-init': 'many-items' }));
const TOP = Number(process.env.TOP ?? 25);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

await build({ root, logLevel: 'warn', build: { sourcemap: true } });
const { url, server } = await startPreview({ port: 0 });
const address = server.httpServer.address();
const base = address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : url;
const browser = await launchChromium();
let profile: Profile;
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies([{ name: 'fixture-scenario', value: SCENARIO, url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${base}/bindBank?product_id=1&userId=1&sessionId=s`);
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-field]').length >= count,
    ITEMS,
    {
      timeout: 60_000,
    },
  );
  ({ profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile });
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
fs.writeFileSync(path.join(root, 'test-results/bank-form.cpuprofile'), JSON.stringify(profile));

/** The source map of a built asset, by its URL. */
const maps = new Map<string, SourceMapConsumer | null>();
function mapOf(assetUrl: string): SourceMapConsumer | null {
  if (!maps.has(assetUrl)) {
    const file = path.join(root, 'dist', new URL(assetUrl).pathname);
    const mapFile = `${file}.map`;
    maps.set(
      assetUrl,
      fs.existsSync(mapFile)
        ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')) as RawSourceMap)
        : null,
    );
  }
  return maps.get(assetUrl) ?? null;
}

/** Where a frame's code comes from: its source file and function, or what the engine did. */
function origin(frame: ProfileNode['callFrame']): { file: string; fn: string } {
  if (!frame.url) return { file: `(${frame.functionName || 'engine'})`, fn: frame.functionName };
  const map = mapOf(frame.url);
  const at = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = at?.source
    ? at.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'node_modules/')
    : path.basename(new URL(frame.url).pathname);
  const file = source.startsWith('node_modules/')
    ? source
        .split('/')
        .slice(0, source.split('/')[1]?.startsWith('@') ? 3 : 2)
        .join('/')
    : source;
  return { file, fn: `${at?.name ?? frame.functionName ?? '?'} (${source}:${at?.line ?? '?'})` };
}

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const byFile = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const ms = (profile.timeDeltas[i] ?? 0) / 1000;
  const node = nodes.get(id);
  if (!node) return;
  const { file, fn } = origin(node.callFrame);
  total += ms;
  byFile.set(file, (byFile.get(file) ?? 0) + ms);
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
});

const table = (title: string, rows: Map<string, number>) => {
  console.log(`\n| ${title} | self ms | % |\n|---|---|---|`);
  for (const [name, ms] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`| ${name} | ${ms.toFixed(0)} | ${((ms / total) * 100).toFixed(1)} |`);
};
console.log(`/bindBank, ${ITEMS} controls, CPU 4x slower: ${total.toFixed(0)} ms profiled`);
table('source file', byFile);
table('function', byFunction);
