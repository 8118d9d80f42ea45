// `npm run review-pictures -- <label>`: a picture of every built page of the production build on
// its default fixtures, as a borrower's 360×740 phone shows it (full page), written to
// docs/screenshots/<label>/<page>.png. For reviews of visual changes ("before" and "after"
// a design change, see docs/screenshots.md); not the screenshot tests' baselines
// (scripts/screenshot-baselines.ts): nothing compares them.
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from './chromium';
import { BUILT_PAGES } from './built-pages';
import { startPreview } from './preview';

const SESSION = 'deviceId=dev-1&userId=10001&sessionId=s1&appName=cashloan&clientType=android';

const label = process.argv[2];
if (!label || !/^[\w-]+$/.test(label)) {
  console.error('usage: npm run review-pictures -- <label>   (letters, digits, - and _)');
  process.exit(1);
}
const outDir = path.resolve(import.meta.dirname, '../docs/screenshots', label);
fs.mkdirSync(outDir, { recursive: true });

const { url, server } = await startPreview({ port: 0 });
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  for (const shot of BUILT_PAGES) {
    const page = await context.newPage();
    const join = shot.path.includes('?') ? '&' : '?';
    await page.goto(`${url}${shot.path}${join}${SESSION}`);
    await page.waitForSelector(shot.ready);
    // Images and fonts settle, toasts and transitions finish.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `${shot.name}.png`), fullPage: true });
    await page.close();
    console.log(`${label}/${shot.name}.png`);
  }
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
}
