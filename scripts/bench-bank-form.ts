// `npm run bench:bank`: how the 200-item bank form behaves on a low-end phone. Loads
// /bindBank of the production build with the card-init `many-items` scenario in Chromium
// (CPU slowed 4x) and reports, as medians over RUNS runs:
//   first render ms   navigation start → every field of the first tab in the DOM
//   keystroke ms      keydown in a text field → the next frame painted after it
// A script, not a test: the numbers go in notes, never into assertions.
import type { Page } from 'playwright-core';
import { launchChromium, median, slowPhonePage } from './chromium';
import { startPreview } from './preview';

const RUNS = Number(process.env.RUNS ?? 5);
const KEYSTROKES = 10;
const SCENARIO = encodeURIComponent(JSON.stringify({ '/v3/bind-card/card-init': 'many-items' }));

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

const { url, server } = await startPreview({ port: 0 });
const browser = await launchChromium();
try {
  const firstRender: number[] = [];
  const keystroke: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { context, page } = await slowPhonePage(browser);
    await context.addCookies([{ name: 'fixture-scenario', value: SCENARIO, url }]);
    await page.goto(`${url}/bindBank?product_id=1&userId=1&sessionId=s`);
    await page.waitForSelector('[data-field]');
    firstRender.push(await page.evaluate(() => performance.now()));
    const fields = await page.locator('[data-field]').count();
    if (i === 0) console.log(`fields on the first tab: ${fields}`);
    await page.locator('input').first().focus();
    for (let k = 0; k < KEYSTROKES; k++) keystroke.push(await keystrokeToPaint(page));
    await context.close();
  }
  console.log(`runs: ${RUNS}, CPU 4x slower, 200-item scenario`);
  console.log(`first render ms (median): ${Math.round(median(firstRender))}`);
  console.log(
    `keystroke to next paint ms (median of ${keystroke.length}): ${median(keystroke).toFixed(1)}`,
  );
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
}
