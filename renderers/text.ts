// Text helpers of the renderer: the length limit of text inputs.

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * Keeps at most `max` UTF-16 units (what an input's maxLength counts), never ending in half
 * an emoji: a cut through a surrogate pair, or one a browser made, drops the lone half.
 * Text within the limit stays as it was, so input past the limit is ignored.
 */
export function limitLength(text: string, max: number): string {
  let cut = text.length > max ? text.slice(0, Math.max(0, max)) : text;
  if (cut.length > 0 && isHighSurrogate(cut.charCodeAt(cut.length - 1))) cut = cut.slice(0, -1);
  return cut;
}
