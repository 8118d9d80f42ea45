// Screenshot baselines of every shipped screen layout (schemas/v1/screens/*.json): each opened
// on the production build with the fixture API's default answers, captured the same way every
// time, and compared with tests/browser/screenshots/<layout>.png by
// tests/browser/screenshots.test.ts, so that a layout change is seen before it ships.
// `npm run screenshots:update` (or `npx tsx scripts/screenshot-baselines.ts --update [layout…]`)
// writes the baselines. Not the review pictures of scripts/review-pictures.ts.
import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { build } from 'vite';
import { BUILT_PAGES } from './built-pages';
import { launchChromium } from './chromium';
import { isBuildStale, startPreview } from './preview';
import { isMain } from '../server/is-main';

const root = path.resolve(import.meta.dirname, '..');
export const BASELINE_DIR = path.join(root, 'tests/browser/screenshots');
/** The Chromium the baselines were made with, named when a comparison fails on another one. */
export const CHROMIUM_VERSION_FILE = path.join(BASELINE_DIR, 'chromium.txt');
export const SCREENS_DIR = path.join(root, 'schemas/v1/screens');

export interface ScreenShot {
  /** The layout id: schemas/v1/screens/<layout>.json. */
  layout: string;
  /** The route that renders it, with the session-free query its default fixtures need. */
  path: string;
  /** Shows once the page has its data (not the static shell or a spinner). */
  ready: string;
}

type BuiltPageName = (typeof BUILT_PAGES)[number]['name'];

/** The layout as the built page `name` shows it (same path and ready selector). */
function builtPage(layout: string, name: BuiltPageName = layout as BuiltPageName): ScreenShot {
  const page = BUILT_PAGES.find((p) => p.name === name);
  if (!page) throw new Error(`no built page named ${name}`);
  return { layout, path: page.path, ready: page.ready };
}

/** One entry per shipped layout; a layout several routes share is shot on its main route. */
export const SCREEN_SHOTS: readonly ScreenShot[] = [
  builtPage('about-us'),
  builtPage('bind-bank'),
  // The rating dialog opens 3 s (page clock) after the details load: shot once it is open,
  // the page's steady state, rather than racing the timer.
  { ...builtPage('complain-details'), ready: '[data-node-id="rating-stars"]' },
  builtPage('complain-page-next'),
  builtPage('complain-page'),
  builtPage('complaint-list'),
  builtPage('customer-service'),
  builtPage('loan-agreement'),
  // Also drawn by /loanConfirm and /loanConfirmPeriod; /newLoanConfirm is version 3, the newest.
  builtPage('loan-confirm', 'new-loan-confirm'),
  builtPage('order-details'),
  builtPage('payment-guide'),
  builtPage('payment-instructions'),
  builtPage('privacy-policy'),
  builtPage('promotion'),
  builtPage('repay-by-card'),
  builtPage('repayment-by-code', 'repayment-of-code'),
  builtPage('repayment-code', 'repayment-of-code2'),
  // Also /repayDelay, with its own header over the same layout.
  builtPage('repayment'),
  builtPage('website'),
];

/** The layout ids that ship: the file names in schemas/v1/screens/. */
export function shippedLayouts(): string[] {
  return fs
    .readdirSync(SCREENS_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

const SESSION = 'deviceId=dev-1&userId=10001&sessionId=s1&appName=cashloan&clientType=android';
// A fixed phone user agent: the default one carries the Chromium version.
const USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
// Dates, "today" and countdowns read the page clock; the zone fixes the wall time it shows.
const CLOCK = new Date('2026-03-01T09:00:00+08:00');

/**
 * The one font every shot draws its text in, whatever the machine has: Noto Sans from the
 * devDependency @fontsource/noto-sans, its Latin and Latin Extended faces (the peso sign) in
 * the weights the app uses. Served from the page's own origin (the CSP allows fonts from
 * 'self' only) under this path.
 */
const SHOT_FONT = 'Screenshot Sans';
const FONT_PATH = '/__screenshot-font/';
const FONT_DIR = path.join(root, 'node_modules/@fontsource/noto-sans');

function shotFontCss(): string {
  const faces: string[] = [];
  for (const weight of [400, 500, 600, 700]) {
    const css = fs.readFileSync(path.join(FONT_DIR, `${weight}.css`), 'utf8');
    for (const [, subset, body] of css.matchAll(
      /\/\* noto-sans-(latin(?:-ext)?)-\d+-normal \*\/\s*@font-face \{([^}]*)\}/g,
    )) {
      const range = /unicode-range:([^;]+);/.exec(body!)?.[1];
      if (!range)
        throw new Error(`@fontsource/noto-sans ${weight}.css: no unicode-range for ${subset}`);
      faces.push(
        `@font-face{font-family:'${SHOT_FONT}';font-weight:${weight};` +
          `src:url(${FONT_PATH}noto-sans-${subset}-${weight}-normal.woff2) format('woff2');` +
          `unicode-range:${range.trim()}}`,
      );
    }
  }
  if (faces.length !== 8)
    throw new Error(`@fontsource/noto-sans: ${faces.length} faces, 8 expected`);
  // Form controls and pseudo-elements too, and SVG text (a CSS font-family wins over the
  // attribute).
  return `${faces.join('')}*,*::before,*::after{font-family:'${SHOT_FONT}' !important}`;
}

/**
 * A viewport-sized PNG of one layout, the same on every run: a fresh context (no storage
 * carried over), a 412×823 phone at scale 1, reduced motion (no carousel autoplay), a fixed
 * clock and time zone, every text in the shipped test font, no animation or caret, and the shot
 * only once data, fonts and images have arrived.
 */
export async function captureShot(
  browser: Browser,
  baseUrl: string,
  shot: ScreenShot,
): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    userAgent: USER_AGENT,
    locale: 'en-US',
    timezoneId: 'Asia/Manila',
    reducedMotion: 'reduce',
  });
  try {
    await context.route(`**${FONT_PATH}*`, async (route) => {
      const file = path.basename(new URL(route.request().url()).pathname);
      await route.fulfill({
        contentType: 'font/woff2',
        body: fs.readFileSync(path.join(FONT_DIR, 'files', file)),
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.clock.install({ time: CLOCK });
    const join = shot.path.includes('?') ? '&' : '?';
    await page.goto(`${baseUrl}${shot.path}${join}${SESSION}`);
    try {
      await page.locator(shot.ready).first().waitFor({ state: 'visible', timeout: 15_000 });
    } catch (error) {
      throw new Error(
        `${shot.layout}: ${shot.ready} did not show on ${shot.path}` +
          (errors.length ? `; page errors: ${errors.join('; ')}` : ''),
        { cause: error },
      );
    }
    // Lazy nodes (icons, gallery, QR…) load their code after the first paint.
    await page.waitForFunction(() => !document.querySelector('[data-lazy-placeholder]'));
    await page.addStyleTag({ content: shotFontCss() });
    await page.waitForLoadState('networkidle');
    await page.evaluate(async (family) => {
      await document.fonts.ready;
      if (!document.fonts.check(`16px '${family}'`)) throw new Error(`${family} did not load`);
      // Images load lazily and decode asynchronously: wait for those the viewport shows.
      const inView = [...document.images].filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      });
      await Promise.all(inView.map((image) => image.decode().catch(() => {})));
    }, SHOT_FONT);
    return await stableScreenshot(page);
  } finally {
    await context.close();
  }
}

/**
 * Shoots until two shots in a row are the same (as Playwright's toHaveScreenshot does), so a
 * late paint (an image drawn at its final quality, a web font swapped in) is not caught
 * halfway.
 */
async function stableScreenshot(page: Page): Promise<Buffer> {
  const shoot = () => page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: false });
  let previous = await shoot();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const next = await shoot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error(`the page at ${page.url()} kept changing between screenshots`);
}

/**
 * Text drawn the same way by every Chromium: no hinting, whole-pixel glyph positions, greyscale
 * anti-aliasing. Without these, two versions draw the same font 1-6 % of the pixels apart.
 */
const TEXT_RENDERING_ARGS = [
  '--font-render-hinting=none',
  '--disable-font-subpixel-positioning',
  '--disable-lcd-text',
];

/** The browser the shots are taken in, for the baselines and the tests alike. */
export function launchShotBrowser(): Promise<Browser> {
  return launchChromium(TEXT_RENDERING_ARGS);
}

/**
 * The comparison is of what a person sees, not of how a glyph is rasterised: both shots are
 * blurred over 5×5 pixels, then pixelmatch counts the pixels whose colour moved more than its
 * threshold (0.1), anti-aliased ones aside. Measured on four layouts, Chromium 153 against
 * 156 with the same font: 1 to 76 pixels; the same layouts moved down 4 px: 9,684 to 59,799.
 */
const BLUR_RADIUS = 2;
const COLOUR_THRESHOLD = 0.1;

export interface ShotComparison {
  differentPixels: number;
  /** differentPixels over the baseline's pixels; 1 when the sizes differ. */
  ratio: number;
  /** The actual shot with the different pixels in red (the actual shot if the sizes differ). */
  diffPng: Buffer;
  /** Set when the sizes differ ("412×823, baseline 412×900"): then nothing is compared. */
  sizeMismatch?: string;
}

export function compareShots(actual: Buffer, baseline: Buffer): ShotComparison {
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(baseline);
  if (a.width !== b.width || a.height !== b.height) {
    return {
      differentPixels: Math.max(a.width * a.height, b.width * b.height),
      ratio: 1,
      diffPng: actual,
      sizeMismatch: `${a.width}×${a.height}, baseline ${b.width}×${b.height}`,
    };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const differentPixels = pixelmatch(blurred(a), blurred(b), diff.data, a.width, a.height, {
    threshold: COLOUR_THRESHOLD,
    includeAA: false,
  });
  return {
    differentPixels,
    ratio: differentPixels / (a.width * a.height),
    diffPng: PNG.sync.write(diff),
  };
}

/** A box blur of BLUR_RADIUS, across then down (RGBA). */
function blurred({ width, height, data }: PNG): Buffer {
  const across = Buffer.alloc(data.length);
  const down = Buffer.alloc(data.length);
  const pass = (from: Buffer, to: Buffer, dx: number, dy: number) => {
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1)
        for (let channel = 0; channel < 4; channel += 1) {
          let sum = 0;
          let count = 0;
          for (let d = -BLUR_RADIUS; d <= BLUR_RADIUS; d += 1) {
            const xx = x + d * dx;
            const yy = y + d * dy;
            if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
            sum += from[(yy * width + xx) * 4 + channel]!;
            count += 1;
          }
          to[(y * width + x) * 4 + channel] = Math.round(sum / count);
        }
  };
  pass(data, across, 1, 0);
  pass(across, down, 0, 1);
  return down;
}

/** Writes the baselines of the named layouts (all when none are named). */
async function updateBaselines(layouts: string[]): Promise<void> {
  const unknown = layouts.filter((id) => !SCREEN_SHOTS.some((s) => s.layout === id));
  if (unknown.length) throw new Error(`no screen shot for: ${unknown.join(', ')}`);
  const shots = layouts.length
    ? SCREEN_SHOTS.filter((s) => layouts.includes(s.layout))
    : SCREEN_SHOTS;
  // Baselines of a build older than the sources would be wrong from the start.
  if (isBuildStale()) {
    console.log('dist/ is older than the sources: building first…');
    await build({ root, logLevel: 'warn' });
  }
  fs.mkdirSync(BASELINE_DIR, { recursive: true });
  const { url, server } = await startPreview({ port: 0 });
  const browser = await launchShotBrowser();
  try {
    // startPreview reports port 0 when asked for any free port: take the one it bound.
    const address = server.httpServer.address();
    const baseUrl =
      address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : url;
    for (const shot of shots) {
      const png = await captureShot(browser, baseUrl, shot);
      fs.writeFileSync(path.join(BASELINE_DIR, `${shot.layout}.png`), png);
      console.log(`tests/browser/screenshots/${shot.layout}.png`);
    }
    fs.writeFileSync(CHROMIUM_VERSION_FILE, `${browser.version()}\n`);
    if (!layouts.length) {
      // A layout that no longer ships leaves no baseline behind.
      for (const name of fs.readdirSync(BASELINE_DIR)) {
        if (name.endsWith('.png') && !shots.some((s) => `${s.layout}.png` === name)) {
          fs.rmSync(path.join(BASELINE_DIR, name));
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

if (isMain(import.meta.url)) {
  const [flag, ...layouts] = process.argv.slice(2);
  if (flag !== '--update') {
    console.error('usage: npx tsx scripts/screenshot-baselines.ts --update [layout…]');
    process.exit(1);
  }
  await updateBaselines(layouts);
}
