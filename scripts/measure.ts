// `npm run measure`: how long a borrower waits. Loads routes of the production build in
// Chromium, as a low-end phone on a slow network would (CPU slowed 4x, 1.6 Mbit/s down,
// 150 ms round trip), and reports the median time from navigation to the page's content.
// A script, not a test: the numbers go in notes, never into assertions.
import { launchChromium, median, slowPhonePage } from './chromium';
import { startPreview } from './preview';

const RUNS = Number(process.env.RUNS ?? 5);
const targets = [
  { route: '/customerService', ready: '[data-screen="customer-service"]' },
  { route: '/bindBank', ready: '[data-screen="bind-bank"]:not(:has([data-testid="loading"]))' },
  { route: '/complainPage', ready: '[data-node-id="complain-types"]' },
  { route: '/complaintList', ready: '[data-node-id="complaint-tabs"]' },
  { route: '/complainDetails?problemId=1024', ready: '[data-node-id="complaint"]' },
  { route: '/newLoanConfirm?productId=PRD-1&orderId=O-9', ready: '[data-node-id="next"]' },
  { route: '/loanConfirm?productId=PRD-1&orderId=O-9', ready: '[data-node-id="next"]' },
  { route: '/loanDetail?productId=PRD-1&orderId=O-9', ready: '[data-node-id="order-status"]' },
  { route: '/repayment?productId=PRD-1&orderId=O-9', ready: '[data-node-id="payment-method"]' },
  { route: '/repayDelay?productId=PRD-1&orderId=O-9', ready: '[data-node-id="payment-method"]' },
];

const WIDTH = Math.max(...targets.map((t) => t.route.length)) + 2;

const { url, server } = await startPreview({ port: 0 });
const browser = await launchChromium();
try {
  console.log(
    `${'route'.padEnd(WIDTH)}content ms (median of ${RUNS}, cold cache, 4x CPU, slow network)`,
  );
  for (const { route, ready } of targets) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const { context, page, cdp } = await slowPhonePage(browser);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.goto(`${url}${route}${route.includes('?') ? '&' : '?'}userId=1&sessionId=s`);
      await page.waitForSelector(ready);
      times.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
    console.log(`${route.padEnd(WIDTH)}${Math.round(median(times))}`);
  }
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
}
