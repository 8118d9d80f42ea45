// Loads an endpoint for a page: loading, then the answer or a failure with retry. A newer
// call or unmounting abandons the older one, so a late answer never overwrites a newer one.
import { useCallback, useEffect, useState } from 'react';
import type { Endpoint } from './endpoints';
import type { Payload } from './request';
import { t } from '../i18n';
import { callApi, type ApiFailure, type ApiResult, type CallOptions } from './transport';

export type LoadState<Answer> =
  | { status: 'loading' }
  | { status: 'ok'; answer: Answer }
  | { status: 'error'; failure: ApiFailure };

export function useApi<Answer>(
  endpoint: Endpoint<Answer>,
  payload: Payload,
  options: Omit<CallOptions, 'signal'> = {},
): { state: LoadState<Answer>; retry: () => void } {
  const [state, setState] = useState<LoadState<Answer>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Payload and options are plain values: compared by content, callers need not memoise.
  const key = JSON.stringify([payload, options]);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    const [sent, chosen] = JSON.parse(key) as [Payload, Omit<CallOptions, 'signal'>];
    callApi(endpoint, sent, { ...chosen, signal: controller.signal })
      .catch((error: unknown): ApiResult<Answer> => {
        // callApi settles by design; this guard keeps a bug in it from freezing the page.
        console.error('[api] call failed unexpectedly', error);
        return { ok: false, failure: { kind: 'network', message: t('error.failed') } };
      })
      .then((result) => {
        if (controller.signal.aborted) return;
        setState(
          result.ok
            ? { status: 'ok', answer: result.answer }
            : { status: 'error', failure: result.failure },
        );
      });
    return () => controller.abort();
  }, [endpoint, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
