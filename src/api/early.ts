// A route's first calls, sent the moment the route is known (src/boot.ts, src/app/
// route-calls.ts), while the app's and the page's code are still on the way (decision 024).
// When the page then makes the same request (same URL, method, headers and body), the
// transport (./transport.ts) adopts the answer, in or still on its way, instead of sending it
// again. Each early request is adopted at most once, and one nobody adopts is forgotten
// KEEP_MS after it settles, or as soon as another route's calls are sent. The boot module
// (src/boot.ts) carries this module but not axios: it sends with the small XHR exchange of
// ./http.ts.
import { API_BASE, API_TIMEOUT_MS } from './config';
import { exchange, type HttpResponse } from './http';
import { buildRequest, type Payload, type WireRequest } from './request';
import type { Wire } from './wire';

const KEEP_MS = 10_000;

interface Early {
  identity: string;
  response: Promise<HttpResponse>;
  /** The response once it is here, so a page can render it in its first render. */
  answered?: HttpResponse;
}

const EARLY_TIMEOUT = 'EarlyTimeout';

/** Whether an adopted early request reached the time limit first. */
export function isEarlyTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === EARLY_TIMEOUT;
}

function earlyTimeout(url: string): Error {
  const error = new Error(`no answer in time from ${url}`);
  error.name = EARLY_TIMEOUT;
  return error;
}

/** Sent and not yet adopted nor forgotten. */
const earlyCalls: Early[] = [];

function remove(entry: Early): void {
  const at = earlyCalls.indexOf(entry);
  if (at >= 0) earlyCalls.splice(at, 1);
}

/**
 * A request's identity: method, URL, headers and body. Header names are compared as HTTP
 * does, in any letter case and order: axios and the boot script write them differently.
 */
export function identityOf(request: Omit<WireRequest, 'body'> & { body?: unknown }): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value])
    .sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([request.method, request.url, headers, request.body ?? null]);
}

export interface EarlyCall {
  wire: Wire;
  payload: Payload;
}

/**
 * Sends a route's calls now, for its page to adopt when it makes the same requests; settles
 * when every answer (or failure) is in. Early answers of another route that nobody took are
 * forgotten: the borrower left that page before it took them, and coming back to it within
 * KEEP_MS must not show an answer from before they left.
 */
export function sendEarlyCalls(calls: EarlyCall[], pageSearch: string): Promise<unknown> {
  const requests = calls.map(({ wire, payload }) =>
    buildRequest(API_BASE, wire, payload, pageSearch),
  );
  const identities = new Set(requests.map(identityOf));
  for (const entry of [...earlyCalls]) if (!identities.has(entry.identity)) remove(entry);
  return Promise.all(requests.map(sendRequestEarly));
}

/** One call sent now; the same request already sent and not taken is not sent again. */
function sendRequestEarly(request: WireRequest): Promise<unknown> {
  const identity = identityOf(request);
  const sent = earlyCalls.find((e) => e.identity === identity);
  if (sent) return sent.response.catch(() => undefined);
  const controller = new AbortController();
  let timedOut = false;
  // The same limit as every call: an early request that hangs ends, and its adopter fails
  // with the timeout, as its own call would have.
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const response = exchange({ ...request, signal: controller.signal }).catch((error: unknown) => {
    throw timedOut ? earlyTimeout(request.url) : error;
  });
  const entry: Early = { identity, response };
  const forget = () => {
    clearTimeout(timer);
    setTimeout(() => remove(entry), KEEP_MS);
  };
  const settled = entry.response.then((answer) => {
    entry.answered = answer;
    forget();
  }, forget);
  earlyCalls.push(entry);
  return settled;
}

/** The early request of this identity, taken off the list (each is adopted once). */
function take(identity: string, answeredOnly: boolean): Early | undefined {
  const found = earlyCalls.find((e) => e.identity === identity && (!answeredOnly || e.answered));
  if (found) remove(found);
  return found;
}

/** The answer to this exact request if it was sent early, is already here and is not taken. */
export function takeAnsweredEarly(request: WireRequest): HttpResponse | undefined {
  return take(identityOf(request), true)?.answered;
}

/**
 * The answer to the request of this identity if it was sent early and nobody has taken it
 * yet. It rejects when `signal` aborts first, as a request of its own would.
 */
export function takeEarly(
  identity: string,
  signal?: AbortSignal,
): Promise<HttpResponse> | undefined {
  const found = take(identity, false);
  if (!found) return undefined;
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted while adopting an early answer'));
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    found.response
      .then(resolve, reject)
      .finally(() => signal?.removeEventListener('abort', onAbort));
  });
}
