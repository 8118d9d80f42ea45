// Shared plumbing of the browser tests: a headless Chromium (playwright-core, the system
// browser), phone-shaped pages opened on the preview server, and the checks every page must
// pass — no Content-Security-Policy violation, no uncaught error, no serious or critical axe
// finding. Tests read the fixture server's request log and the bridge shim's call log here.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { launchChromium } from '../../scripts/chromium';
import type { RecordedRequest } from '../../fixtures/server/recorder';
import type { BridgeCall } from '../../src/bridge/shim';

/** The session parameters the native shell puts in every page URL (sample values). */
export const SESSION = {
  deviceId: 'dev-device-0001',
  userId: '10001',
  sessionId: 'sess-7f3a9c',
  merchantNumber: 'M001',
  mobilePhone: '09171234567',
  appVersion: '1.0.0',
  appName: 'cashloan',
  clientType: 'android',
} as const;

export const MOBILE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

export function previewUrl(): string {
  return inject('previewUrl');
}

/**
 * One browser per test file; close it in afterAll. `backForwardCache`: with the browser's
 * back-forward cache on, as in a phone's browser (playwright turns it off).
 */
export function launchBrowser(opts: { backForwardCache?: boolean } = {}): Promise<Browser> {
  return launchChromium([], opts);
}

/**
 * One browser per test file and a fresh phone-shaped page per call of open(); every page
 * opened in a test is closed after it.
 */
export function phoneBrowser(opts: { backForwardCache?: boolean } = {}): {
  open: (path: string, opts?: OpenPageOptions) => Promise<Page>;
} {
  let browser: Browser | undefined;
  const opened: Page[] = [];
  beforeAll(async () => {
    browser = await launchBrowser(opts);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map(closePage));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(path, opts) {
      if (!browser) throw new Error('phoneBrowser().open() runs inside a test');
      const page = await openPage(browser, path, opts);
      opened.push(page);
      return page;
    },
  };
}

export interface CspViolation {
  directive: string;
  blockedURI: string;
  sample: string;
  source: string;
}

interface PageProblems {
  /** Forwarded from every document the page showed (survives reloads and navigations). */
  csp: CspViolation[];
  cspConsole: string[];
  pageErrors: string[];
}

const problems = new WeakMap<Page, PageProblems>();

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
    __reportCspViolation?: (violation: CspViolation) => void;
    axe?: {
      run: (
        context: Document,
        options: { resultTypes: string[] },
      ) => Promise<{ violations: AxeViolation[] }>;
    };
  }
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

// Runs before any page script (CDP injection: not subject to the page's CSP).
function listenForCspViolations(): void {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    const violation = {
      directive: event.violatedDirective,
      blockedURI: event.blockedURI,
      sample: event.sample,
      source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
    };
    window.__cspViolations?.push(violation);
    window.__reportCspViolation?.(violation);
  });
}

export interface OpenPageOptions {
  /** Fixture scenario map for the `fixture-scenario` cookie, e.g. {"*":"slow"}. */
  scenario?: Record<string, string>;
  /** Add the session parameters (SESSION) to the URL; default true. */
  session?: boolean;
  /** Runs on the new page before it navigates (e.g. page.clock.install()). */
  beforeNavigate?: (page: Page) => Promise<void>;
  /** The phone's screen; default 412×823. */
  viewport?: { width: number; height: number };
}

/** `path` plus the session parameters it does not already carry. */
export function withSessionParams(path: string): string {
  const url = new URL(path, 'http://placeholder.invalid');
  for (const [key, value] of Object.entries(SESSION)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Sets (or with null, removes) the scenario cookie for the preview origin. */
export async function setScenario(
  context: BrowserContext,
  scenario: Record<string, string> | null,
): Promise<void> {
  if (scenario === null) {
    await context.clearCookies({ name: 'fixture-scenario' });
    return;
  }
  await context.addCookies([
    {
      name: 'fixture-scenario',
      value: encodeURIComponent(JSON.stringify(scenario)),
      url: previewUrl(),
    },
  ]);
}

/** A new phone-shaped context and page, navigated to `${previewUrl}${path}`. */
export async function openPage(
  browser: Browser,
  path: string,
  opts: OpenPageOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? { width: 412, height: 823 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: MOBILE_USER_AGENT,
    locale: 'en-US',
  });
  if (opts.scenario) await setScenario(context, opts.scenario);
  const found: PageProblems = { csp: [], cspConsole: [], pageErrors: [] };
  await context.exposeFunction('__reportCspViolation', (violation: CspViolation) => {
    found.csp.push(violation);
  });
  await context.addInitScript(listenForCspViolations);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  problems.set(page, found);
  page.on('console', (message: ConsoleMessage) => {
    if (message.text().includes('Content Security Policy')) found.cspConsole.push(message.text());
  });
  page.on('pageerror', (error) => {
    found.pageErrors.push(error.stack ?? error.message);
  });
  await opts.beforeNavigate?.(page);
  const target = opts.session === false ? path : withSessionParams(path);
  await page.goto(`${previewUrl()}${target}`);
  return page;
}

/** Fails on any CSP violation (event or console report) or uncaught page error so far. */
export async function expectNoViolations(page: Page): Promise<void> {
  const found = problems.get(page);
  if (!found) throw new Error('expectNoViolations: the page was not opened with openPage()');
  const inPage = page.isClosed() ? [] : await page.evaluate(() => window.__cspViolations ?? []);
  const csp = [...new Set([...found.csp, ...inPage].map((v) => JSON.stringify(v)))];
  expect(csp, 'Content-Security-Policy violations').toEqual([]);
  expect(found.cspConsole, 'Content-Security-Policy console reports').toEqual([]);
  expect(found.pageErrors, 'uncaught page errors').toEqual([]);
}

const requireFromHere = createRequire(import.meta.url);
let axeSource: string | undefined;

/**
 * Runs axe-core on the current document and fails on serious or critical findings. axe is
 * injected with page.evaluate(source): under the app's CSP (script-src 'self') an inline
 * <script> from page.addScriptTag({ content }) is blocked and itself reported as a violation,
 * while code evaluated through the DevTools protocol is not subject to script-src.
 */
export async function expectAccessible(page: Page): Promise<void> {
  axeSource ??= fs.readFileSync(requireFromHere.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = window.axe;
    if (!axe) throw new Error('axe-core did not load');
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
    }));
  });
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.join(', ')}`);
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}

/** Every page a flow visits: no CSP violation or page error, and no serious axe finding. */
export async function expectCleanPage(page: Page): Promise<void> {
  await expectNoViolations(page);
  await expectAccessible(page);
}

/** What the app sent to the fixture API since the last clear, oldest first. */
export async function fixtureRequests(url: string = previewUrl()): Promise<RecordedRequest[]> {
  const response = await fetch(`${url}/__fixtures/requests`);
  if (!response.ok) throw new Error(`GET /__fixtures/requests answered ${response.status}`);
  return (await response.json()) as RecordedRequest[];
}

/** What the app sent to one endpoint (path without /amenities) since the last clear. */
export async function requestsTo(path: string): Promise<RecordedRequest[]> {
  return (await fixtureRequests()).filter((r) => r.path === path);
}

export async function clearFixtureRequests(url: string = previewUrl()): Promise<void> {
  const response = await fetch(`${url}/__fixtures/requests`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`DELETE /__fixtures/requests answered ${response.status}`);
}

/** Native bridge calls the development shim recorded in this page. */
export function bridgeCalls(page: Page): Promise<BridgeCall[]> {
  return page.evaluate(
    () =>
      window.__bridgeCalls ??
      (JSON.parse(sessionStorage.getItem('bridge-log') ?? '[]') as BridgeCall[]),
  );
}

/** Closes the page's context (each openPage() makes its own). */
export async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

/** Uncaught errors the page has thrown so far (for failure messages). */
export function pageErrors(page: Page): string[] {
  return [...(problems.get(page)?.pageErrors ?? [])];
}

/**
 * Waits until the locator is visible; on timeout the error also lists the page's uncaught
 * errors, which usually say why the content never came.
 */
/**
 * Waits until the app has replaced the static shell. A route's own HTML page already carries
 * the route's title in the shell, so a visible title alone does not say that the app runs.
 */
export async function waitForApp(page: Page, timeout = 15_000): Promise<void> {
  await page.locator('#root > main.shell-body').waitFor({ state: 'detached', timeout });
}

export async function waitVisible(locator: Locator, timeout = 15_000): Promise<void> {
  try {
    await locator.waitFor({ state: 'visible', timeout });
  } catch (error) {
    const errors = pageErrors(locator.page());
    if (errors.length === 0) throw error;
    throw new Error(`${(error as Error).message}\nUncaught page errors:\n${errors.join('\n')}`, {
      cause: error,
    });
  }
}
