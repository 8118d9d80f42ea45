// Waits on what the page has done, not on the clock. A check that something did NOT happen
// (nothing sent, no pop-up, no redirect) is made once the page has nothing left on its way:
// every API call it sent is answered, so it is in the fixture server's log (the server logs a
// request before it answers it), and a frame has been painted since, so what the answers or
// a tap made the page do is on screen. Not for a page whose clock is installed (its frames
// are the test's to run).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

declare global {
  interface Window {
    /** API calls sent over XMLHttpRequest (src/api/http.ts) and not answered yet. */
    __onTheirWay?: number;
  }
}

/** Runs in the page: counts its XMLHttpRequests from send to loadend. */
function countRequests(): void {
  if (window.__onTheirWay !== undefined) return;
  window.__onTheirWay = 0;
  const { send } = XMLHttpRequest.prototype;
  XMLHttpRequest.prototype.send = function countedSend(this: XMLHttpRequest, body) {
    window.__onTheirWay = (window.__onTheirWay ?? 0) + 1;
    this.addEventListener('loadend', () => {
      window.__onTheirWay = (window.__onTheirWay ?? 1) - 1;
    });
    send.call(this, body);
  };
}

/** From now on, counts the page's API calls on their way: on this document and the next ones. */
export async function watchRequests(page: Page): Promise<void> {
  await page.addInitScript(countRequests);
  await page.evaluate(countRequests);
}

/** One frame painted, and the tasks queued before it run. */
async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/**
 * Waits until the page watched by watchRequests has no API call on its way and has painted
 * since: the moment to check what it did not do.
 */
export async function settled(page: Page): Promise<void> {
  await nextFrame(page);
  await expect
    .poll(() => page.evaluate(() => window.__onTheirWay ?? 'not watched: call watchRequests'), {
      timeout: 15_000,
    })
    .toBe(0);
  await nextFrame(page);
}
