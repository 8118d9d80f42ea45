// Small text checks shared by the URL and session guards.

/** C0 controls, DEL and C1 controls: browsers silently drop some ("java\tscript:"). */
export function hasControlChar(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
