// One idempotency key per payment attempt (issue: no payment request is ever sent twice).
// An attempt is a request with the same fields: sent again before it settled (a retry after a
// timeout or a dropped connection), it carries the same key, so the server carries it out at
// most once; once the server has answered, the next request is a new attempt with a new key.
// Every open attempt is kept, not only the last: one that timed out is still open after another
// card was tried and refused. They are kept in the tab's session storage under `keptAs` (per
// order), so a borrower who leaves the page after a timeout and comes back to retry sends the
// same key.
import { useCallback, useRef } from 'react';
import { newId } from '../../lib/id';
import { readJson, sessionStore, writeJson } from '../../lib/storage';

export interface Attempts {
  /** The key for a request with these fields: its open attempt's, or a new one. */
  keyFor: (fields: Readonly<Record<string, string>>) => string;
  /** The server answered the request with these fields: its next one is a new attempt. */
  settle: (fields: Readonly<Record<string, string>>) => void;
}

/** The open attempts: each request's fingerprint and its key. */
type OpenAttempts = Record<string, string>;

const isOpenAttempts = (value: unknown): value is OpenAttempts =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((key) => typeof key === 'string');

const fingerprintOf = (fields: Readonly<Record<string, string>>) =>
  JSON.stringify(Object.entries(fields).sort());

export function useAttempts(keptAs: string): Attempts {
  // Held here too: with storage off or full, a retry on this visit still carries the key.
  const held = useRef<OpenAttempts | null>(null);
  const open = useCallback(() => {
    const store = sessionStore();
    held.current ??= (store && readJson(keptAs, isOpenAttempts, store)) || {};
    return held.current;
  }, [keptAs]);
  const keep = useCallback(
    (attempts: OpenAttempts) => {
      held.current = attempts;
      const store = sessionStore();
      if (store) writeJson(keptAs, attempts, store);
    },
    [keptAs],
  );
  const keyFor = useCallback(
    (fields: Readonly<Record<string, string>>) => {
      const fingerprint = fingerprintOf(fields);
      const attempts = open();
      const key = attempts[fingerprint] ?? newId();
      if (!attempts[fingerprint]) keep({ ...attempts, [fingerprint]: key });
      return key;
    },
    [open, keep],
  );
  const settle = useCallback(
    (fields: Readonly<Record<string, string>>) => {
      const rest = { ...open() };
      delete rest[fingerprintOf(fields)];
      keep(rest);
    },
    [open, keep],
  );
  return { keyFor, settle };
}
