// One idempotency key per payment attempt (issue: no payment request is ever sent twice).
// An attempt is a request with the same fields: sent again before it settled (a retry after a
// timeout or a dropped connection), it carries the same key, so the server carries it out at
// most once; once the server has answered, the next request is a new attempt with a new key.
// The open attempt is kept in the tab's session storage under `keptAs` (per order), so a
// borrower who leaves the page after a timeout and comes back to retry sends the same key.
import { useCallback, useRef } from 'react';
import { newId } from '../../lib/id';
import { readJson, removeJson, sessionStore, writeJson } from '../../lib/storage';

export interface Attempts {
  /** The key for a request with these fields: the open attempt's, or a new one. */
  keyFor: (fields: Readonly<Record<string, string>>) => string;
  /** The server answered: the next request is a new attempt. */
  settle: () => void;
}

interface OpenAttempt {
  fingerprint: string;
  key: string;
}

const isOpenAttempt = (value: unknown): value is OpenAttempt =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as OpenAttempt).fingerprint === 'string' &&
  typeof (value as OpenAttempt).key === 'string';

export function useAttempts(keptAs: string): Attempts {
  // Held here too: with storage off or full, a retry on this visit still carries the key.
  const held = useRef<OpenAttempt | null>(null);
  const keyFor = useCallback(
    (fields: Readonly<Record<string, string>>) => {
      const fingerprint = JSON.stringify(Object.entries(fields).sort());
      const store = sessionStore();
      const open = held.current ?? (store ? readJson(keptAs, isOpenAttempt, store) : null);
      if (open?.fingerprint === fingerprint) return open.key;
      held.current = { fingerprint, key: newId() };
      if (store) writeJson(keptAs, held.current, store);
      return held.current.key;
    },
    [keptAs],
  );
  const settle = useCallback(() => {
    held.current = null;
    const store = sessionStore();
    if (store) removeJson(keptAs, store);
  }, [keptAs]);
  return { keyFor, settle };
}
