// Loads an endpoint for a page: loading, then the answer or a failure with retry. A call the
// page's route already started (src/api/preload.ts) is adopted, and when it has already
// answered the page renders the answer at once. A newer call or unmounting abandons the
// older one, so a late answer never overwrites a newer one.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Endpoint } from './endpoints';
import type { Payload } from './request';
import { t } from '../i18n';
import { callKey, LOAD_DEFAULTS, takePreloaded, type Started } from './preload';
import { callApi, type ApiFailure, type ApiResult, type CallOptions } from './transport';

export type LoadState<Answer> =
  | { status: 'loading' }
  | { status: 'ok'; answer: Answer }
  | { status: 'error'; failure: ApiFailure };

const LOADING = { status: 'loading' } as const;

function stateOf<Answer>(result: ApiResult<Answer>): LoadState<Answer> {
  if (result.ok) return { status: 'ok', answer: result.answer };
  // A started call that broke inside has no message of its own.
  const message = result.failure.message || t('error.failed');
  return { status: 'error', failure: { ...result.failure, message } };
}

export function useApi<Answer>(
  endpoint: Endpoint<Answer>,
  payload: Payload,
  options: Omit<CallOptions, 'signal'> = {},
): { state: LoadState<Answer>; retry: () => void } {
  // Payload and options are plain values: compared by content, callers need not memoise.
  const key = callKey(endpoint as Endpoint<unknown>, payload, options);
  // The started call for this key, taken once and kept for this component (a development
  // double effect must not call again).
  const adopted = useRef<{ key: string; call: Started<Answer> | undefined } | null>(null);
  if (adopted.current?.key !== key) adopted.current = { key, call: takePreloaded<Answer>(key) };
  // The key whose settled answer the first render already shows.
  const shownAtOnce = useRef<string | null>(null);
  const [state, setState] = useState<LoadState<Answer>>(() => {
    const settled = adopted.current?.call?.result;
    if (!settled) return LOADING;
    shownAtOnce.current = key;
    return stateOf(settled);
  });
  const [attempt, setAttempt] = useState(0);
  const args = useRef({ endpoint, payload, options });
  args.current = { endpoint, payload, options };

  useEffect(() => {
    const controller = new AbortController();
    const preloaded = attempt === 0 ? adopted.current?.call : undefined;
    if (preloaded?.result) {
      if (shownAtOnce.current !== key) setState(stateOf(preloaded.result));
      return () => controller.abort();
    }
    setState(LOADING);
    const { endpoint: sentTo, payload: sent, options: chosen } = args.current;
    (
      preloaded?.promise ??
      callApi(sentTo, sent, { ...LOAD_DEFAULTS, ...chosen, signal: controller.signal })
    )
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
