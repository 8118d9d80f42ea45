// Debian's Chromium driven by playwright-core, for the browser tests and the measurements.
// No browser is ever downloaded; CHROME_PATH points at another binary. The flags keep a
// headless Chromium from reaching out to the network at start.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * `backForwardCache`: keep the back-forward cache of a phone's browser, which playwright turns
 * off by default (a page left for another document comes back as it was, with `pageshow`).
 */
export function launchChromium(
  extraArgs: readonly string[] = [],
  { backForwardCache = false } = {},
): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
    ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
  });
}

/** A fresh phone-sized page whose CPU runs 4x slower, as on a low-end Android phone. */
export async function slowPhonePage(browser: Browser): Promise<{
  context: BrowserContext;
  page: Page;
  cdp: Awaited<ReturnType<BrowserContext['newCDPSession']>>;
}> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}
