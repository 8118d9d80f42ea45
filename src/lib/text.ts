// Small text helpers: the control-character check shared by the URL and session guards, the
// length limit of text inputs (renderers/text.ts) and safe query values.

/** C0 controls, DEL and C1 controls: browsers silently drop some ("java\tscript:"). */
export function hasControlChar(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

// The renderer's; re-exported for the app's own inputs.
export { limitLength } from '../../renderers/text';

/** Ids and type values travel in URLs: anything else is treated as absent. */
const SAFE_VALUE = /^[A-Za-z0-9_-]{1,64}$/;

export function safeQueryValue(value: string | null | undefined): string | null {
  return typeof value === 'string' && SAFE_VALUE.test(value) ? value : null;
}
