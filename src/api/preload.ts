// Calls started before their page renders. A page declares the calls it makes on open
// (`export const start = starter(query => [...])`); opening its route runs them the moment
// the page's code arrives (src/app/route-loading.ts), and useApi adopts the call it would
// have made itself, so the data is on its way before the page's first render. An answer no
// page takes is dropped after KEEP_MS; a retry always makes a fresh call.
import type { Endpoint } from './endpoints';
import type { Payload } from './request';
import { callApi, type ApiResult, type CallOptions } from './transport';

/** A call a page makes on open: the same endpoint, payload and options it gives useApi. */
export interface RouteCall {
  endpoint: Endpoint<unknown>;
  payload: Payload;
  options?: Omit<CallOptions, 'signal'>;
}

export interface Started<Answer> {
  promise: Promise<ApiResult<Answer>>;
  /** Set once the call has settled, so a page can render the answer at once. */
  result?: ApiResult<Answer>;
}

const KEEP_MS = 10_000;

/**
 * A page's loading call shows a rejection in the page's own error state, so no toast repeats
 * the same words over it (useApi uses the same default).
 */
export const LOAD_DEFAULTS: Omit<CallOptions, 'signal'> = { toastOnReject: false };
const started = new Map<string, Started<unknown>>();

/** The identity of a call: endpoint, payload, options and the page URL's session query. */
export function callKey(
  endpoint: Endpoint<unknown>,
  payload: Payload,
  options: Omit<CallOptions, 'signal'> = {},
): string {
  const call = JSON.stringify([payload, options]);
  return `${endpoint.method} ${endpoint.path} ${call} ${window.location.search}`;
}

export function preload({ endpoint, payload, options = {} }: RouteCall): void {
  const key = callKey(endpoint, payload, options);
  if (started.has(key)) return;
  const entry: Started<unknown> = {
    // callApi settles by design; a bug in it must not leave an adopted call pending forever.
    promise: callApi(endpoint, payload, { ...LOAD_DEFAULTS, ...options }).catch(
      (): ApiResult<unknown> => ({
        ok: false,
        failure: { kind: 'network', message: '' },
      }),
    ),
  };
  void entry.promise.then((result) => {
    entry.result = result;
    setTimeout(() => {
      if (started.get(key) === entry) started.delete(key);
    }, KEEP_MS);
  });
  started.set(key, entry);
}

/** A page's `start`: runs the calls it declares for a query. */
export function starter(calls: (query: URLSearchParams) => RouteCall[]) {
  return (query: URLSearchParams): void => calls(query).forEach(preload);
}

/** The started call with this key, handed over once (the next caller calls again). */
export function takePreloaded<Answer>(key: string): Started<Answer> | undefined {
  const entry = started.get(key) as Started<Answer> | undefined;
  started.delete(key);
  return entry;
}
