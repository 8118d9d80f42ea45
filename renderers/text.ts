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

/**
 * An edit of `before` into `after` kept within `max`: what the edit inserted is cut to what
 * fits, where it was typed, and the rest stays as it was (input past the limit is ignored,
 * not the end of the text). `caret` is where the kept insertion ends. Text already past the
 * limit before the edit (a tampered draft) is cut at its end.
 */
export function limitEdit(
  before: string,
  after: string,
  max: number,
): { text: string; caret: number } {
  const shortest = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shortest && before[prefix] === after[prefix]) prefix += 1;
  let suffix = 0;
  while (
    suffix < shortest - prefix &&
    before[before.length - 1 - suffix] === after[after.length - 1 - suffix]
  )
    suffix += 1;
  const inserted = after.slice(prefix, after.length - suffix);
  const room = max - (after.length - inserted.length);
  if (room < 0) {
    const text = limitLength(after, max);
    return { text, caret: text.length };
  }
  const kept = limitLength(inserted, room);
  return {
    text: after.slice(0, prefix) + kept + after.slice(after.length - suffix),
    caret: prefix + kept.length,
  };
}
