// Default sizes of the lazily loaded nodes, shared by each component and the placeholder
// renderers/lazy-nodes.tsx shows while its chunk loads (the node catalogue,
// renderers/node-catalogue.ts, gives each heavy node's placeholder from them), so the page does
// not jump when it arrives. No library code here.

/** Bar height of a barcode, px. */
export const BARCODE_HEIGHT = 80;
/** The human-readable line under a barcode, px (its line height plus the gap). */
export const BARCODE_TEXT_HEIGHT = 28;
/** Side of a QR code, px. */
export const QR_SIZE = 192;
/** Height of a frame, px. */
export const FRAME_HEIGHT = 400;

/** A height in viewport units, as a frame may have one: 1vh to 100vh. */
export const VH_HEIGHT = /^([1-9][0-9]?|100)vh$/;

/** A frame's height as CSS: a number is px, a string is already "<n>vh" (the schema says so). */
export function frameHeight(height: number | string | undefined): string {
  if (typeof height === 'number') return `${height}px`;
  if (typeof height === 'string' && VH_HEIGHT.test(height)) return height;
  return `${FRAME_HEIGHT}px`;
}
/** A rating star's tap target, px. */
export const STAR_SIZE = 48;
/** A button's minimum height, px (renderers/ui/Button). */
export const BUTTON_HEIGHT = 44;

/** A labelled one-line input: the label, the control and the gap between. */
export const INPUT_PLACEHOLDER_HEIGHT = 76;

/** A labelled textarea: its label, padding and gap, then 22.5 px a line (15 px at 1.5). */
export const TEXTAREA_PLACEHOLDER_BASE = 54;
export const TEXTAREA_LINE_HEIGHT = 22.5;
/** A textarea's rows when the node does not say. */
export const TEXTAREA_ROWS = 4;
