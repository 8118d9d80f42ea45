// The borrower's session travels in the URL query (the native shell opens the page with it),
// so every in-app navigation must carry it along. withSession is the one place that does so.
// Beside the session parameters (the API's common query) the URL carries the values the two
// API clients copy into their headers (SPEC §6, §7): they travel with the session, so the
// second page's calls send what the first page's sent, but never go into an API call's query.

import { hasControlChar } from './text';

export const SESSION_KEYS = [
  'deviceId',
  'userId',
  'sessionId',
  'merchantNumber',
  'mobilePhone',
  'appVersion',
  'appName',
  'clientType',
] as const;

/**
 * The page query parameters the API clients copy into same-named headers (SPEC §7): the JSON
 * client `building` and `gather`, the form client `swift` and `eyes` (src/api/request.ts).
 */
export const HEADER_KEYS = ['building', 'gather', 'swift', 'eyes'] as const;

export type SessionKey = (typeof SESSION_KEYS)[number];
export type HeaderKey = (typeof HEADER_KEYS)[number];
/** What a page's URL hands on to the next in-app page: the session and the header values. */
export type Session = Partial<Record<SessionKey | HeaderKey, string>>;

const MAX_VALUE_LENGTH = 256;
/** A header value may be a token longer than any session value. */
const MAX_HEADER_LENGTH = 4096;

function isUsableValue(value: string | null | undefined, max: number): value is string {
  return typeof value === 'string' && value !== '' && value.length <= max && !hasControlChar(value);
}

export function readSession(search: string): Session {
  const params = new URLSearchParams(search);
  const session: Session = {};
  for (const key of SESSION_KEYS) {
    const value = params.get(key);
    if (isUsableValue(value, MAX_VALUE_LENGTH)) session[key] = value;
  }
  for (const key of HEADER_KEYS) {
    // Browsers send a header value without its leading and trailing spaces: read it so, and
    // the offline worker's request and the page's are the same (decision 043).
    const value = params.get(key)?.trim();
    if (isUsableValue(value, MAX_HEADER_LENGTH) && isHeaderText(value)) session[key] = value;
  }
  return session;
}

/**
 * Whether an HTTP header can carry the text: browsers refuse a request whose header holds a
 * character past U+00FF ("中"), so such a value would fail the call rather than travel.
 */
function isHeaderText(value: string): boolean {
  // Anything past U+00FF is a UTF-16 unit from U+0100 up (surrogate pairs included).
  return !/[\u0100-\uffff]/.test(value);
}

function present(session: Session, keys: readonly (keyof Session)[]): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of keys) {
    const value = session[key];
    if (typeof value === 'string' && value !== '') params[key] = value;
  }
  return params;
}

/** The common parameters of every API call (SPEC §7): the session keys only, no header value. */
export function sessionParams(session: Session): Record<string, string> {
  return present(session, SESSION_KEYS);
}

/** What an in-app link carries: the session keys, then the header values. */
export function carriedParams(session: Session): Record<string, string> {
  return present(session, [...SESSION_KEYS, ...HEADER_KEYS]);
}

// Only "/path": "//host" and "/\host" leave the app, control characters can be stripped by
// the browser into exactly those forms, and "/.//host" normalises into one.
function assertInAppPath(path: string): void {
  if (
    typeof path !== 'string' ||
    !path.startsWith('/') ||
    path.startsWith('//') ||
    path.startsWith('/\\') ||
    hasControlChar(path) ||
    new URL(path, 'https://base.invalid').pathname.startsWith('//')
  ) {
    throw new Error(`withSession: not an in-app path: ${JSON.stringify(path)}`);
  }
}

export function withSession(
  path: string,
  session: Session,
  extra?: Record<string, string | number | undefined | null>,
): string {
  assertInAppPath(path);
  const hashAt = path.indexOf('#');
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const beforeHash = hashAt < 0 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt < 0 ? '' : beforeHash.slice(queryAt + 1));

  // The path's own value wins, but an empty one (a server link's unfilled placeholder,
  // `sessionId=`) is none: it would leave the next page without the borrower's session.
  for (const [key, value] of Object.entries(carriedParams(session))) {
    if (!params.get(key)) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra ?? {})) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }

  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}
