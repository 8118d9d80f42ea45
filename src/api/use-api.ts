// Loads an endpoint for a page: loading, then the answer or a failure with retry. The route's
// loader sent the page's opening calls before the page rendered (src/app/router.tsx, ./early.ts):
// an answer already in renders in the first render, and one still on its way is adopted by the
// transport rather than asked for again. A newer call or unmounting abandons the older one, so
// a late answer never overwrites a newer one.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Endpoint } from './endpoints';
import type { Payload } from './request';
import { t } from '../i18n';
import {
  answeredEarly,
  callApi,
  type ApiFailure,
  type ApiResult,
  type CallOptions,
} from './transport';

export type LoadState<Answer> =
  | { status: 'loading' }
  | { status: 'ok'; answer: Answer }
  | { status: 'error'; failure: ApiFailure };

const LOADING = { status: 'loading' } as const;

/**
 * A page's loading call shows a rejection in the page's own error state, so no toast repeats
 * the same words over it.
 */
const LOAD_DEFAULTS: Omit<CallOptions, 'signal'> = { toastOnReject: false };

function stateOf<Answer>(result: ApiResult<Answer>): LoadState<Answer> {
  return result.ok
    ? { status: 'ok', answer: result.answer }
    : { status: 'error', failure: result.failure };
}

export function useApi<Answer>(
  endpoint: Endpoint<Answer>,
  payload: Payload,
  options: Omit<CallOptions, 'signal'> = {},
): { state: LoadState<Answer>; retry: () => void } {
  // Payload and options are plain values: compared by content, callers need not memoise.
  const key = `${endpoint.method} ${endpoint.path} ${JSON.stringify([payload, options])}`;
  // The key whose answer a render took from an early call, with that answer: the effect then
  // has nothing to call (and a development double render takes it only once).
  const atOnce = useRef<{ key: string; state: LoadState<Answer> } | null>(null);
  if (atOnce.current?.key !== key) {
    const result = answeredEarly(endpoint, payload, { ...LOAD_DEFAULTS, ...options });
    atOnce.current = result ? { key, state: stateOf(result) } : null;
  }
  const [state, setState] = useState<LoadState<Answer>>(() => atOnce.current?.state ?? LOADING);
  const [attempt, setAttempt] = useState(0);
  const args = useRef({ endpoint, payload, options });
  args.current = { endpoint, payload, options };

  useEffect(() => {
    const taken = attempt === 0 && atOnce.current?.key === key ? atOnce.current.state : null;
    if (taken) {
      setState(taken);
      return undefined;
    }
    const controller = new AbortController();
    setState(LOADING);
    const { endpoint: sentTo, payload: sent, options: chosen } = args.current;
    callApi(sentTo, sent, { ...LOAD_DEFAULTS, ...chosen, signal: controller.signal })
      .catch((error: unknown): ApiResult<Answer> => {
        // callApi settles by design; this guard keeps a bug in it from freezing the page.
        console.error('[api] call failed unexpectedly', error);
        return { ok: false, failure: { kind: 'network', message: t('error.failed') } };
      })
      .then((result) => {
        // Not a transition: the answer replaces a loading page, and rendering it in time
        // slices would only make the borrower wait longer for the fields.
        if (!controller.signal.aborted) setState(stateOf(result));
      });
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
