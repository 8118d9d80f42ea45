// Work that should not hold back the first paint: a decoration's code (an icon, a barcode
// library) is requested only once the page's text is on screen, so on a slow network it never
// competes with the content for the first bytes; and the boot script (src/boot.ts) starts the
// app only after the static shell is on screen.

/** A hidden page paints no frames: it goes on after this long all the same. */
const AT_MOST_MS = 100;

export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, AT_MOST_MS);
    // The second frame's callback runs once the first frame has been presented.
    if (typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    }
  });
}

/** How long decorations wait at most for the first page's largest paint. */
const CONTENT_PAINT_WAIT_MS = 500;
let firstPageDone = false;

/**
 * For decorations: on the first page, once the browser has reported a largest contentful
 * paint after this call (the page's text is on screen), or `atMostMs` at most (500 ms unless
 * given); afterwards, and where the browser reports no such paint, after the next frame. A
 * shorter wait that ends unreported says nothing of the page: the next call waits again.
 */
export function afterContentPaint(atMostMs = CONTENT_PAINT_WAIT_MS): Promise<void> {
  const reported =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (firstPageDone || !reported) return afterPaint();
  return new Promise((resolve) => {
    const since = performance.now();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) done(true);
    });
    const timer = setTimeout(() => done(atMostMs >= CONTENT_PAINT_WAIT_MS), atMostMs);
    function done(pageDone: boolean) {
      if (pageDone) firstPageDone = true;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'largest-contentful-paint' });
  });
}
