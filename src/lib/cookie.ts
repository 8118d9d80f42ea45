// document.cookie access. Names and values are URI-encoded so any string round-trips, and a
// cookie someone else wrote with a broken %-sequence reads as missing instead of throwing.

export interface CookieOptions {
  path?: string;
}

// The spec keeps cookies until the end of year 9999, i.e. effectively forever.
const FAR_FUTURE = 'Fri, 31 Dec 9999 23:59:59 GMT';
const EPOCH = 'Thu, 01 Jan 1970 00:00:00 GMT';

export function setCookie(name: string, value: string, opts?: CookieOptions): void {
  const path = opts?.path ?? '/';
  document.cookie =
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${path}; ` +
    `expires=${FAR_FUTURE}; SameSite=Lax`;
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined' || !document.cookie) return null;
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    const rawName = (separator < 0 ? pair : pair.slice(0, separator)).trim();
    if (safeDecode(rawName) !== name) continue;
    return separator < 0 ? '' : safeDecode(pair.slice(separator + 1).trim());
  }
  return null;
}

export function removeCookie(name: string, opts?: CookieOptions): void {
  const path = opts?.path ?? '/';
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; expires=${EPOCH}; max-age=0; SameSite=Lax`;
}
