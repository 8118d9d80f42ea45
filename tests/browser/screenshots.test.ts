// Every shipped screen layout, as Chromium draws it on the production build with the default
// fixtures, against its committed baseline (tests/browser/screenshots/<layout>.png; how they
// are made: scripts/screenshot-baselines.ts, docs/screenshots.md). A layout change shows up here
// before it ships; when it is meant, refresh the baselines and review the new pictures.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASELINE_DIR,
  CHROMIUM_VERSION_FILE,
  SCREEN_SHOTS,
  captureShot,
  compareShots,
  launchShotBrowser,
  shippedLayouts,
} from '../../scripts/screenshot-baselines';
import { previewUrl } from './harness';

// At most 0.2 % of the 412×823 pixels (678) may differ (pixelmatch, colour threshold 0.1,
// anti-aliased pixels not counted; docs/screenshots.md). Two renders of the same build differ by
// 0; the margin absorbs what another Chromium draws a shade off with the same font. A change
// that moves content stays far above it (one line fewer in customer-service's intro: 6,607
// pixels), but a word changed within a line may not (141 pixels): this guards the layout, not
// the wording.
const MAX_DIFF_RATIO = 0.002;
const UPDATE = 'npm run screenshots:update';
const OUT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');
const relative = (file: string) => path.relative(process.cwd(), file);

let browser: Browser;
/** Said with a failure when this Chromium is not the baselines' one; the shots compare all the same. */
let otherChromium = '';

beforeAll(async () => {
  browser = await launchShotBrowser();
  const baselineVersion = fs.existsSync(CHROMIUM_VERSION_FILE)
    ? fs.readFileSync(CHROMIUM_VERSION_FILE, 'utf8').trim()
    : 'unknown';
  if (baselineVersion !== browser.version())
    otherChromium = ` (the baselines are from Chromium ${baselineVersion}, this is ${browser.version()})`;
  fs.mkdirSync(OUT_DIR, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

describe('screen layout screenshots', () => {
  it('every shipped layout has a screenshot, and every screenshot a shipped layout', () => {
    const shot = SCREEN_SHOTS.map((s) => s.layout).sort();
    expect(shot, 'SCREEN_SHOTS in scripts/screenshot-baselines.ts').toEqual(shippedLayouts());
  });

  it.for(SCREEN_SHOTS.map((s) => [s.layout, s] as const))('%s', async ([layout, shot]) => {
    const baselineFile = path.join(BASELINE_DIR, `${layout}.png`);
    const actualFile = path.join(OUT_DIR, `${layout}.actual.png`);
    const diffFile = path.join(OUT_DIR, `${layout}.diff.png`);
    // Files of an earlier failed run would point at a problem that is gone.
    fs.rmSync(actualFile, { force: true });
    fs.rmSync(diffFile, { force: true });

    const actual = await captureShot(browser, previewUrl(), shot);
    if (!fs.existsSync(baselineFile)) {
      fs.writeFileSync(actualFile, actual);
      throw new Error(
        `No baseline ${relative(baselineFile)} (this run's shot: ${relative(actualFile)}). ` +
          `Run \`${UPDATE}\` and review the new picture.`,
      );
    }
    const result = compareShots(actual, fs.readFileSync(baselineFile));
    if (result.ratio > MAX_DIFF_RATIO) {
      fs.writeFileSync(actualFile, actual);
      fs.writeFileSync(diffFile, result.diffPng);
      const what = result.sizeMismatch
        ? `the shot is ${result.sizeMismatch}`
        : `${result.differentPixels} pixels differ (${(result.ratio * 100).toFixed(2)} %, ` +
          `at most ${MAX_DIFF_RATIO * 100} % allowed)`;
      throw new Error(
        `${layout} differs from ${relative(baselineFile)}: ${what}${otherChromium}. ` +
          `See ${relative(actualFile)} and ${relative(diffFile)}. If the change is meant, ` +
          `run \`${UPDATE}\` and review the new baseline.`,
      );
    }
  });
});
