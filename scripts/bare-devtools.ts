// Chromium driven over the bare DevTools protocol, for measurements that must not pay what an
// attached inspector costs. An automation library (Playwright, Puppeteer, Lighthouse) enables
// the Runtime domain on every page, and with it on V8 captures a detailed stack trace for
// each Error created; finding its source positions parses the functions on the stack again
// (125-220 ms of start-up at 4x CPU on our routes, decision 042). Here a page's Runtime domain
// stays off unless asked for.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { CHROMIUM_ARGS } from './chromium';

export interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
}

interface Message {
  id?: number;
  method?: string;
  params?: { value?: TraceEvent[] };
  result?: unknown;
  error?: { message: string };
}

/** One connection to the browser: commands by id (to a page by its session), trace events. */
export class Protocol {
  private next = 0;
  private readonly waiting = new Map<number, (message: Message) => void>();
  private readonly events: TraceEvent[] = [];
  private traced?: () => void;

  constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(String(data)) as Message;
      if (message.id !== undefined) this.waiting.get(message.id)?.(message);
      else if (message.method === 'Tracing.dataCollected')
        this.events.push(...(message.params?.value ?? []));
      else if (message.method === 'Tracing.tracingComplete') this.traced?.();
    });
  }

  send<T = unknown>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, (message) => {
        this.waiting.delete(id);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result as T);
      });
      this.socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  }

  async startTracing(categories: string[]): Promise<void> {
    this.events.length = 0;
    await this.send('Tracing.start', {
      traceConfig: { includedCategories: categories },
      transferMode: 'ReportEvents',
    });
  }

  async stopTracing(): Promise<TraceEvent[]> {
    const done = new Promise<void>((resolve) => (this.traced = resolve));
    await this.send('Tracing.end');
    await done;
    return [...this.events];
  }
}

/** A page in a fresh browser context, and the commands sent to it. */
export interface BarePage {
  send<T = unknown>(method: string, params?: object): Promise<T>;
  close(): Promise<void>;
}

async function debuggerUrl(port: number): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      return ((await response.json()) as { webSocketDebuggerUrl: string }).webSocketDebuggerUrl;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('Chromium did not open its DevTools port');
}

/** Debian's Chromium (or CHROME_PATH) with its DevTools port open, and pages in it. */
export async function launchBare(): Promise<{
  protocol: Protocol;
  /** A phone-sized page; `runtime` enables its Runtime domain, as automation libraries do. */
  newPage(options: { runtime: boolean; cpu: number }): Promise<BarePage>;
  close(): Promise<void>;
}> {
  const port = 9300 + Math.floor(Math.random() * 600);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-devtools-'));
  const chromium = spawn(
    process.env.CHROME_PATH || '/usr/bin/chromium',
    [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, `--remote-debugging-port=${port}`],
    { stdio: 'ignore' },
  );
  const socket = new WebSocket(await debuggerUrl(port));
  await new Promise((resolve) => socket.once('open', resolve));
  const protocol = new Protocol(socket);

  const newPage = async ({ runtime, cpu }: { runtime: boolean; cpu: number }) => {
    const { browserContextId } = await protocol.send<{ browserContextId: string }>(
      'Target.createBrowserContext',
    );
    const { targetId } = await protocol.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await protocol.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const send = <T>(method: string, params: object = {}) =>
      protocol.send<T>(method, params, sessionId);
    if (runtime) await send('Runtime.enable');
    await send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await send('Emulation.setDeviceMetricsOverride', {
      width: 412,
      height: 823,
      deviceScaleFactor: 1,
      mobile: false,
    });
    return {
      send,
      close: async () => {
        await protocol.send('Target.disposeBrowserContext', { browserContextId });
      },
    };
  };

  return {
    protocol,
    newPage,
    close: async () => {
      socket.close();
      const exited = new Promise((resolve) => chromium.once('exit', resolve));
      chromium.kill();
      await exited;
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}
