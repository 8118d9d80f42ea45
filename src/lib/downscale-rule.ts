// Which photos are shrunk before upload (src/lib/downscale-image.ts): small enough to read
// without the downscaling code, so a photo that needs none never waits for it.

/** Files at or below this size are sent untouched. */
export const DOWNSCALE_ABOVE_BYTES = 1_000_000;

export function shouldDownscale(file: { type: string; size: number }): boolean {
  // An animated GIF would lose its animation; SVG is not a photo.
  if (/^image\/(gif|svg)/i.test(file.type)) return false;
  return file.size > DOWNSCALE_ABOVE_BYTES;
}
