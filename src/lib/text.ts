// Small text helpers: the control-character check shared by the URL and session guards, and
// the length limit of text inputs.

/** C0 controls, DEL and C1 controls: browsers silently drop some ("java\tscript:"). */
export function hasControlChar(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

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

/** Ids and type values travel in URLs: anything else is treated as absent. */
const SAFE_VALUE = /^[A-Za-z0-9_-]{1,64}$/;

export function safeQueryValue(value: string | null | undefined): string | null {
  return typeof value === 'string' && SAFE_VALUE.test(value) ? value : null;
}
