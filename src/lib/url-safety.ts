// The one allow-list every server-supplied URL passes before it is opened, framed, used as a
// link or navigated to. Anything not positively recognised as safe is rejected (null).

import { hasControlChar } from './text';

const MAX_URL_LENGTH = 4096;
// Data-URL images legitimately run far past MAX_URL_LENGTH; this still bounds memory.
const MAX_DATA_IMAGE_LENGTH = 5_000_000;
const PARSE_BASE = 'https://base.invalid';
const PARSE_ORIGIN = new URL(PARSE_BASE).origin;
const PARSE_HOST = new URL(PARSE_BASE).host;

const EXPLICIT_SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
const APP_SCHEME = /^[a-z][a-z0-9+.-]*:$/;
const DANGEROUS_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:']);
const WEB_SCHEMES = new Set(['http:', 'https:']);
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
/** A number with its visual separators (RFC 3966), nothing else. */
const TEL_URL = /^tel:\+?[0-9][0-9().\- ]*$/;

export interface SafeUrlOptions {
  appScheme?: string;
}

function cleanInput(raw: unknown, maxLength = MAX_URL_LENGTH): string | null {
  if (typeof raw !== 'string' || raw.length > maxLength) return null;
  const trimmed = raw.trim();
  if (trimmed === '' || hasControlChar(trimmed)) return null;
  return trimmed;
}

// Only "/path": "//host" and "/\host" are read by browsers as another host.
function sameOriginPath(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, PARSE_BASE);
  } catch {
    return null;
  }
  // "/.//host" normalises to the path "//host": harmless as written, but a trap if anyone
  // later reuses the normalised form, so it is refused outright.
  if (parsed.origin !== PARSE_ORIGIN || parsed.pathname.startsWith('//')) return null;
  return url;
}

// Requires a scheme written out in plain letters, so "%6Aavascript:" or "foo" never pass as
// relative URLs, and checks the scheme the parser actually sees against the allow-list.
function absoluteWithScheme(url: string, allowed: ReadonlySet<string>): string | null {
  const written = EXPLICIT_SCHEME.exec(url);
  if (!written) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, PARSE_BASE);
  } catch {
    return null;
  }
  const scheme = parsed.protocol.toLowerCase();
  if (`${written[1]?.toLowerCase()}:` !== scheme) return null;
  // "https:path" is resolved against the base like a relative path; its href would be bogus.
  if (parsed.host === PARSE_HOST) return null;
  if (DANGEROUS_SCHEMES.has(scheme) || !allowed.has(scheme)) return null;
  // "https://lender.example@evil.example" shows one host and opens another.
  if (parsed.username !== '' || parsed.password !== '') return null;
  // A mail or phone link names one address or number: no header fields (?bcc=, body) and
  // no letters, as for the bare forms safeMailto and safeTel take.
  if (scheme === 'mailto:' && safeMailto(parsed.href.slice(scheme.length)) !== parsed.href) {
    return null;
  }
  if (scheme === 'tel:' && !TEL_URL.test(parsed.href)) return null;
  return parsed.href;
}

function normaliseAppScheme(appScheme: string | undefined): string | null {
  if (!appScheme) return null;
  const lower = appScheme.toLowerCase();
  const scheme = lower.endsWith(':') ? lower : `${lower}:`;
  if (!APP_SCHEME.test(scheme) || DANGEROUS_SCHEMES.has(scheme)) return null;
  return scheme;
}

export function safeUrl(raw: unknown, opts?: SafeUrlOptions): string | null {
  const url = cleanInput(raw);
  if (url === null) return null;
  if (url.startsWith('/')) return sameOriginPath(url);
  const appScheme = normaliseAppScheme(opts?.appScheme);
  const allowed = appScheme ? new Set([...LINK_SCHEMES, appScheme]) : LINK_SCHEMES;
  return absoluteWithScheme(url, allowed);
}

export function safeImageSrc(raw: unknown): string | null {
  const url = cleanInput(raw, MAX_DATA_IMAGE_LENGTH);
  if (url === null) return null;
  if (url.startsWith('data:')) return DATA_IMAGE.test(url) ? url : null;
  if (url.length > MAX_URL_LENGTH) return null;
  if (url.startsWith('/')) return sameOriginPath(url);
  return absoluteWithScheme(url, WEB_SCHEMES);
}

export function safeHttpUrl(raw: unknown): string | null {
  const url = cleanInput(raw);
  if (url === null) return null;
  return absoluteWithScheme(url, WEB_SCHEMES);
}

const MAX_EMAIL_LENGTH = 254;
// Beyond the spec's list, '#', '%', '/', '\', ':', '<', '>' and '"' are refused because in a
// mailto: URL they start a fragment, decode, or split the address.
const EMAIL_FORBIDDEN = /[\s?&,;#%/\\:<>"]/;

export function safeMailto(email: unknown): string | null {
  if (typeof email !== 'string') return null;
  const address = email.trim();
  if (address.length === 0 || address.length > MAX_EMAIL_LENGTH) return null;
  if (EMAIL_FORBIDDEN.test(address) || hasControlChar(address)) return null;
  const parts = address.split('@');
  if (parts.length !== 2) return null;
  const [local, domain] = parts;
  if (!local || !domain || domain.startsWith('.') || domain.endsWith('.')) return null;
  if (!domain.includes('.')) return null;
  return `mailto:${address}`;
}

const MIN_TEL_DIGITS = 3;
/** E.164's longest number. */
const MAX_TEL_DIGITS = 15;
/** One number as people write it: digits grouped by spaces, dashes, dots or brackets. */
const ONE_NUMBER = /^\+?[\d\s().-]+$/;

/**
 * A tel: link that dials `phone`, or null when it is not one number: text around it (office
 * hours, "loc. 5678", two numbers) would join into digits that ring nobody.
 */
export function safeTel(phone: unknown): string | null {
  if (typeof phone !== 'string') return null;
  const trimmed = phone.trim();
  if (!ONE_NUMBER.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < MIN_TEL_DIGITS || digits.length > MAX_TEL_DIGITS) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
