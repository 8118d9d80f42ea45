// One tap, one request (SPEC: double taps must not send twice). While a call is in flight
// further submits are refused at once; `pending` lets the page disable its button. The flag
// lives in a ref because two taps can land before React re-renders with the new state.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import type { Endpoint } from './endpoints';
import type { Payload } from './request';
import { callApi, toastQuietFailure, type ApiResult, type CallOptions } from './transport';

export interface Submitter<Answer> {
  /**
   * The call's result, or null when a call was already in flight, or the page has gone or is
   * being left.
   */
  submit: (
    payload: Payload,
    options?: Omit<CallOptions, 'signal'>,
  ) => Promise<ApiResult<Answer> | null>;
  pending: boolean;
}

/**
 * Whether the borrower is on the way to another page: Back pressed, or a link tapped, while
 * that page's code is still loading. The router keeps this page drawn meanwhile, but an answer
 * or a timer must no longer act on it (navigate, open a dialog, leave the tab).
 */
export function useNavigatingAway(): RefObject<boolean> {
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const away = useRef(false);
  const next = navigation.location;
  const leaving = !!next && (next.pathname !== pathname || next.search !== search);
  useEffect(() => {
    away.current = leaving;
  }, [leaving]);
  return away;
}

export function useSubmit<Answer>(endpoint: Endpoint<Answer>): Submitter<Answer> {
  const away = useNavigatingAway();
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
      // A tap on the page still drawn while the next one loads: its answer could not show.
      if (inFlight.current || away.current) return null;
      inFlight.current = true;
      setPending(true);
      const signal = unmount.current?.signal;
      try {
        // The refusal's toast waits for the answer, so that a page being left shows none.
        const result = await callApi(endpoint, payload, {
          ...options,
          toastOnReject: false,
          signal,
        });
        if (signal?.aborted || away.current) return null;
        if (!result.ok && result.failure.kind === 'rejected' && options.toastOnReject !== false)
          toastQuietFailure(result.failure);
        return result;
      } finally {
        inFlight.current = false;
        if (!signal?.aborted) setPending(false);
      }
    },
    [endpoint, away],
  );

  return { submit, pending };
}
