// One idempotency key per payment attempt (issue: no payment request is ever sent twice).
// An attempt is a request with the same fields: sent again before it settled (a retry after a
// timeout or a dropped connection), it carries the same key, so the server carries it out at
// most once; once the server has answered, the next request is a new attempt with a new key.
import { useCallback, useRef } from 'react';
import { newId } from '../../lib/id';

export interface Attempts {
  /** The key for a request with these fields: the open attempt's, or a new one. */
  keyFor: (fields: Readonly<Record<string, string>>) => string;
  /** The server answered: the next request is a new attempt. */
  settle: () => void;
}

export function useAttempts(): Attempts {
  const open = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((fields: Readonly<Record<string, string>>) => {
    const fingerprint = JSON.stringify(Object.entries(fields).sort());
    if (open.current?.fingerprint !== fingerprint) open.current = { fingerprint, key: newId() };
    return open.current.key;
  }, []);
  const settle = useCallback(() => {
    open.current = null;
  }, []);
  return { keyFor, settle };
}
