// Work that should not hold back the first paint: a decoration's code (an icon, a barcode
// library) is requested only after the frame with the page's text has been presented, so on a
// slow network it never competes with the content for the first bytes; and the boot script
// (src/boot.ts) starts the app only after the static shell is on screen.

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

/** After the paint, once the browser is idle (at most `maxWaitMs` later): for decorations. */
export function afterPaintWhenIdle(maxWaitMs = 1000): Promise<void> {
  return afterPaint().then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === 'function') {
          requestIdleCallback(() => resolve(), { timeout: maxWaitMs });
        } else {
          setTimeout(resolve, 0);
        }
      }),
  );
}
