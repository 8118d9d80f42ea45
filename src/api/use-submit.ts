// One tap, one request (SPEC: double taps must not send twice). While a call is in flight
// further submits are refused at once; `pending` lets the page disable its button. The flag
// lives in a ref because two taps can land before React re-renders with the new state.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Endpoint } from './endpoints';
import type { Payload } from './request';
import { callApi, type ApiResult, type CallOptions } from './transport';

export interface Submitter<Answer> {
  /** The call's result, or null when a call was already in flight or the page has gone. */
  submit: (
    payload: Payload,
    options?: Omit<CallOptions, 'signal'>,
  ) => Promise<ApiResult<Answer> | null>;
  pending: boolean;
}

export function useSubmit<Answer>(endpoint: Endpoint<Answer>): Submitter<Answer> {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const unmount = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    unmount.current = controller;
    return () => controller.abort();
  }, []);

  const submit = useCallback<Submitter<Answer>['submit']>(
    async (payload, options = {}) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setPending(true);
      const signal = unmount.current?.signal;
      try {
        const result = await callApi(endpoint, payload, { ...options, signal });
        return signal?.aborted ? null : result;
      } finally {
        inFlight.current = false;
        if (!signal?.aborted) setPending(false);
      }
    },
    [endpoint],
  );

  return { submit, pending };
}
