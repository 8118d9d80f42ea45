// Phone photos (5–12 MB) are shrunk in the browser before upload so they go through on a
// slow network: decoded with createImageBitmap (no <img>, no object URL), drawn on a canvas
// no larger than MAX_EDGE and re-encoded as JPEG. Anything that cannot be decoded here (an
// old web view, HEIC) is uploaded as it is: the borrower loses nothing.

import type { PreparedImage } from '../../renderers/services';
import { shouldDownscale } from './downscale-rule';

export { DOWNSCALE_ABOVE_BYTES, shouldDownscale } from './downscale-rule';
/** Longest edge after downscaling: plenty to read a screenshot or a receipt. */
export const MAX_EDGE = 1600;
export const JPEG_QUALITY = 0.82;

/** Width and height scaled to fit within maxEdge, keeping the aspect ratio (never enlarged). */
export function fitWithin(
  width: number,
  height: number,
  maxEdge: number = MAX_EDGE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (!(longest > maxEdge)) return { width, height };
  const scale = maxEdge / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.jpg`;
}

export type { PreparedImage };

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/** The file to upload: a smaller JPEG when that helps, otherwise the original. */
export async function prepareImage(file: File): Promise<PreparedImage> {
  const original = { blob: file, name: file.name };
  if (!shouldDownscale(file) || typeof createImageBitmap !== 'function') return original;
  try {
    const bitmap = await createImageBitmap(file);
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return original;
    // JPEG has no transparency: a white ground keeps transparent screenshots readable.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await canvasToJpeg(canvas);
    if (!blob || blob.size >= file.size) return original;
    return { blob, name: jpegName(file.name) };
  } catch {
    return original;
  }
}
