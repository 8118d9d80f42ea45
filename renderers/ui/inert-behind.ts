// While an overlay is open, the rest of the page is inert: a keyboard, a screen reader or a
// tap cannot reach what lies behind it, as `aria-modal` promises (a Tab could otherwise press
// the page's Next under a dialog that must be answered first). The overlays are drawn at the
// end of <body> (Modal.tsx); the last one opened stays live, and so does what must be heard
// over any of them (the toasts: `data-stays-live`).
const layers: HTMLElement[] = [];
const madeInert = new Set<HTMLElement>();

function apply(): void {
  for (const element of madeInert) element.inert = false;
  madeInert.clear();
  const top = layers[layers.length - 1];
  if (!top) return;
  for (const child of Array.from(document.body.children)) {
    if (!(child instanceof HTMLElement) || child === top || child.inert) continue;
    if (child.hasAttribute('data-stays-live')) continue;
    child.inert = true;
    madeInert.add(child);
  }
}

/** Makes everything but `layer` inert until the returned release is called. */
export function holdBehind(layer: HTMLElement | null): () => void {
  if (!layer) return () => undefined;
  layers.push(layer);
  apply();
  return () => {
    layers.splice(layers.indexOf(layer), 1);
    apply();
  };
}
