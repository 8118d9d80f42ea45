// Work that should not hold back the first paint of a page's content: a decoration's code
// (an icon, a barcode library) is requested only after the frame with the text is painted, so
// on a slow network it never competes with the content for the first bytes.
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    // rAF runs just before the frame is painted; a task queued from it runs after.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
