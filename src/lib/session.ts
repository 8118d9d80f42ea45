// The borrower's session travels in the URL query (the native shell opens the page with it),
// so every in-app navigation must carry it along. withSession is the one place that does so.

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

export type SessionKey = (typeof SESSION_KEYS)[number];
export type Session = Partial<Record<SessionKey, string>>;

const MAX_VALUE_LENGTH = 256;

function isUsableValue(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    value !== '' &&
    value.length <= MAX_VALUE_LENGTH &&
    !hasControlChar(value)
  );
}

export function readSession(search: string): Session {
  const params = new URLSearchParams(search);
  const session: Session = {};
  for (const key of SESSION_KEYS) {
    const value = params.get(key);
    if (isUsableValue(value)) session[key] = value;
  }
  return session;
}

export function sessionParams(session: Session): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of SESSION_KEYS) {
    const value = session[key];
    if (typeof value === 'string' && value !== '') params[key] = value;
  }
  return params;
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

  for (const [key, value] of Object.entries(sessionParams(session))) {
    if (!params.has(key)) params.append(key, value);
  }
  for (const [key, value] of Object.entries(extra ?? {})) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }

  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}
