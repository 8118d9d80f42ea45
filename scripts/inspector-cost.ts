// `npm run inspector-cost`: how much of a route's start-up work on the main thread exists only
// because DevTools is attached, as it is under Lighthouse and the browser tests. With the
// Runtime domain enabled, V8 captures a detailed stack trace for every Error an inspector may
// have to report, and finding the stack's source positions means parsing again the functions
// on it: React creates Errors while its module starts, with the app's whole entry chunk
// on the stack. A phone without DevTools never does that work.
// Each run opens the route in a fresh browser context of Chromium, driven over the bare
// DevTools protocol (an automation library would enable Runtime itself), CPU 4x slower, and
// traces V8: with Runtime enabled on the page, and without. Prints, per route, the medians of
// INSPECTOR_RUNS runs (default 5) of the time spent evaluating modules (the app's first render
// runs inside it) and of the time V8 spent collecting source positions.
// INSPECTOR_ROUTES=/a,/b picks routes (default: /, /bindBank, /complainPageNext). Serves dist/
// as `npm run preview` does. A measurement, not a test.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { CHROMIUM_ARGS, median } from './chromium';
import { startPreview } from './preview';

const RUNS = Math.max(1, Number(process.env.INSPECTOR_RUNS) || 5);
const ROUTES = process.env.INSPECTOR_ROUTES?.split(',').filter(Boolean) ?? [
  '/',
  '/bindBank',
  '/complainPageNext',
];
const QUERY = '?userId=10001&sessionId=inspector-cost&product_id=1';
const SETTLE_MS = 5_000;

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
}

/** One DevTools protocol connection: commands by id, trace events as they come. */
class Protocol {
  private next = 0;
  private readonly waiting = new Map<number, (result: unknown) => void>();
  readonly events: TraceEvent[] = [];
  private traced?: () => void;

  constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(String(data)) as {
        id?: number;
        method?: string;
        params?: { value?: TraceEvent[] };
        result?: unknown;
        error?: { message: string };
      };
      if (message.error) throw new Error(message.error.message);
      if (message.id !== undefined) this.waiting.get(message.id)?.(message.result);
      else if (message.method === 'Tracing.dataCollected')
        this.events.push(...(message.params?.value ?? []));
      else if (message.method === 'Tracing.tracingComplete') this.traced?.();
    });
  }

  send<T>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = ++this.next;
    return new Promise((resolve) => {
      this.waiting.set(id, (result) => resolve(result as T));
      this.socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  }

  async stopTracing(): Promise<TraceEvent[]> {
    const done = new Promise<void>((resolve) => (this.traced = resolve));
    await this.send('Tracing.end');
    await done;
    return this.events;
  }
}

async function debuggerUrl(port: number): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
        webSocketDebuggerUrl: string;
      };
      return version.webSocketDebuggerUrl;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('Chromium did not open its DevTools port');
}

/** Chromium with its DevTools port open, and a connection to it. */
async function launch(): Promise<{ cdp: Protocol; close: () => Promise<void> }> {
  const port = 9300 + Math.floor(Math.random() * 600);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'inspector-cost-'));
  const chromium = spawn(
    process.env.CHROME_PATH || '/usr/bin/chromium',
    [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, `--remote-debugging-port=${port}`],
    { stdio: 'ignore' },
  );
  const socket = new WebSocket(await debuggerUrl(port));
  await new Promise((resolve) => socket.once('open', resolve));
  return {
    cdp: new Protocol(socket),
    close: async () => {
      socket.close();
      const exited = new Promise((resolve) => chromium.once('exit', resolve));
      chromium.kill();
      await exited;
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

/** One visit of `url` in a fresh browser context: evaluation and source-position ms. */
async function visit(
  cdp: Protocol,
  url: string,
  runtime: boolean,
): Promise<{ evaluate: number; positions: number }> {
  const { browserContextId } = await cdp.send<{ browserContextId: string }>(
    'Target.createBrowserContext',
  );
  const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', {
    url: 'about:blank',
    browserContextId,
  });
  const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', {
    targetId,
    flatten: true,
  });
  if (runtime) await cdp.send('Runtime.enable', {}, sessionId);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 }, sessionId);
  cdp.events.length = 0;
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['v8', 'v8.execute', 'disabled-by-default-v8.compile'] },
    transferMode: 'ReportEvents',
  });
  await cdp.send('Page.navigate', { url }, sessionId);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const events = await cdp.stopTracing();
  await cdp.send('Target.disposeBrowserContext', { browserContextId });
  const total = (name: string) =>
    events.filter((e) => e.name === name).reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
  return { evaluate: total('v8.evaluateModule'), positions: total('V8.CollectSourcePositions') };
}

const { url: base, server } = await startPreview({ port: 0 });
const { cdp, close } = await launch();
try {
  console.log('route | Runtime | module evaluation ms | collecting source positions ms');
  for (const route of ROUTES) {
    for (const runtime of [false, true]) {
      const runs = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await visit(cdp, `${base}${route}${QUERY}`, runtime));
      const evaluate = median(runs.map((r) => r.evaluate)).toFixed(0);
      const positions = median(runs.map((r) => r.positions)).toFixed(0);
      console.log(`${route} | ${runtime ? 'enabled' : 'off'} | ${evaluate} | ${positions}`);
    }
  }
} finally {
  await close();
  await server.close();
}
