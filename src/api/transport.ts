// The one transport. Every call settles: with the validated answer, or with a failure the
// borrower can read (network, timeout, HTTP error, unreadable or invalid answer, or the
// server's own message, which is also shown as a 2 s toast). SPEC §8 lets shared handling
// never settle; see docs/decisions/001-every-call-settles.md.
// axios (./clients.ts) only carries the request and the answer's text; the rules live here.
// The clients load after the page's first render: that render draws the answers the boot
// script fetched (./early.ts), and a call that is one of those still on its way adopts it
// here, without them; so only a call that needs the network waits for their code.
import type { AxiosProgressEvent } from 'axios';
import { t } from '../i18n';
import { inTime } from '../../renderers/in-time';
import { showToast } from '../../renderers/ui/toast-store';
import { API_BASE, API_TIMEOUT_MS, REJECT_TOAST_MS } from './config';
import type { Validator } from '../generated/validator';
import type { Endpoint } from './endpoints';
import { isEnvelope, isSuccess, refusalWords } from './envelope';
import { identityOf, isEarlyTimeout, takeAnsweredEarly, takeEarly } from './early';
import type { HttpResponse } from './http';
import { buildRequest, type Payload, type WireRequest } from './request';
import { readTolerantly, type Dropped } from './tolerant';

export type FailureKind =
  'network' | 'timeout' | 'http' | 'malformed' | 'invalid' | 'rejected' | 'aborted';

export interface ApiFailure {
  kind: FailureKind;
  message: string;
  status?: number;
  /** The server's code for a rejected answer. */
  code?: unknown;
  /** Whether a rejected answer carried a message of its own (else `message` is generic). */
  serverSaid?: boolean;
}

export type ApiResult<Answer> = { ok: true; answer: Answer } | { ok: false; failure: ApiFailure };

export interface CallOptions {
  signal?: AbortSignal;
  /** Show the server's message as a toast when it rejects the call (default true). */
  toastOnReject?: boolean;
  /** The time limit, when not the clients' 60 s (API_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Extra request headers (a payment's Idempotency-Key). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Shows a sending call's failure that the transport has not shown already: its own toast
 * covers the server's refusal, and an abort is the page going away.
 */
export function toastFailure(failure: ApiFailure): void {
  if (failure.kind !== 'rejected' && failure.kind !== 'aborted') showToast(failure.message);
}

/** Words for a failure: for 2 s when the server refused (SPEC §8), else for the default time. */
export function toastFailureWords(failure: ApiFailure, words: string): void {
  showToast(words, failure.kind === 'rejected' ? REJECT_TOAST_MS : undefined);
}

/** Shows the failure of a call made with `toastOnReject: false`, its refusal included. */
export function toastQuietFailure(failure: ApiFailure): void {
  if (failure.kind !== 'aborted') toastFailureWords(failure, failure.message);
}

function fail(endpointPath: string, failure: ApiFailure): { ok: false; failure: ApiFailure } {
  if (failure.kind !== 'aborted')
    console.warn(`[api] ${endpointPath}: ${failure.kind}`, failure.status ?? '');
  return { ok: false, failure };
}

export function callApi<Answer>(
  endpoint: Endpoint<Answer>,
  payload: Payload = {},
  options: CallOptions = {},
): Promise<ApiResult<Answer>> {
  return send(endpoint, { data: payload }, options);
}

/**
 * The call's result at once, when the route sent it early (./early.ts) and its answer is in
 * already: the page's first render then shows the answer, not a loading state, and needs no
 * client to get it. Taken once. The request is built as the clients build it (./request.ts).
 */
export function answeredEarly<Answer>(
  endpoint: Endpoint<Answer>,
  payload: Payload = {},
  options: CallOptions = {},
): ApiResult<Answer> | undefined {
  // Only an opening call is sent early, and its validator is at hand (src/api/endpoints.ts).
  const { validate } = endpoint;
  if (typeof validate !== 'function') return undefined;
  const answered = takeAnsweredEarly(wireRequest(endpoint, payload, options));
  if (!answered) return undefined;
  const read = readAnswer(endpoint, answered.status, answered.text, options);
  return read.ok ? checkShape(endpoint.path, validate, read.body) : read;
}

/**
 * The endpoint's validator; when its code comes with the call, loaded (once: the module
 * system keeps it) under the call's time limit.
 */
export function validatorOf<Answer>(
  endpoint: Endpoint<Answer>,
  options: CallOptions = {},
): Promise<Validator<Answer>> {
  const { validate } = endpoint;
  return typeof validate === 'function'
    ? Promise.resolve(validate)
    : withinLimit(validate.load(), options);
}

/** The request a call puts on the wire, for the page's address now (as ./clients.ts sends it). */
function wireRequest(
  endpoint: Endpoint<unknown>,
  payload: Payload,
  options: CallOptions,
): WireRequest {
  const wire = buildRequest(API_BASE, endpoint, payload, location.search);
  return { ...wire, headers: { ...wire.headers, ...options.headers } };
}

/**
 * The same request sent early and still on its way, under the call's own time limit and
 * abort signal. Adopted here, not by the clients, so that a page whose answer comes after its
 * code shows it when it comes, not after the clients' code has loaded as well.
 */
function adoptEarly(
  endpoint: Endpoint<unknown>,
  data: Payload | FormData,
  options: CallOptions,
): Promise<HttpResponse> | undefined {
  if (data instanceof FormData) return undefined;
  const early = takeEarly(identityOf(wireRequest(endpoint, data, options)), options.signal);
  return early && withinLimit(early, options);
}

/** What a call sends: a payload (the clients encode it), or an upload's FormData. */
export interface SentBody {
  data: Payload | FormData;
  onUploadProgress?: (event: AxiosProgressEvent) => void;
}

/** The two clients, once their code is here (kept: later calls go at once). */
let clientsLoading: Promise<typeof import('./clients')> | undefined;
export function loadClients(): Promise<typeof import('./clients')> {
  clientsLoading ??= import('./clients');
  // A failed chunk (a flaky network) may be tried again by the next call.
  clientsLoading.catch(() => (clientsLoading = undefined));
  return clientsLoading;
}

/** What a call's time limit throws while the clients' code or an early answer is on its way. */
const LIMIT = new Error('the time limit passed before the answer or the API clients came');

/** Axios's own time-limit error (ETIMEDOUT, with clarifyTimeoutError), by its code. */
const isTimeout = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ETIMEDOUT';

/** The clients' code (or an early answer) under the call's time limit: late is a timeout. */
function withinLimit<T>(loading: Promise<T>, options: CallOptions): Promise<T> {
  return inTime(loading, options.timeoutMs ?? API_TIMEOUT_MS, LIMIT);
}

/**
 * Sends one request through its endpoint's client, under the time limit and the caller's
 * abort signal, then judges the answer. Every call (form, JSON, the multipart upload in
 * ./upload.ts) goes through here, so all of them settle the same way.
 */
export async function send<Answer>(
  endpoint: Endpoint<Answer>,
  { data, onUploadProgress }: SentBody,
  options: CallOptions = {},
): Promise<ApiResult<Answer>> {
  // The validator's code, when it comes with the call, loads while the request travels.
  const validating = validatorOf(endpoint, options);
  validating.catch(() => undefined);
  let status: number;
  let text: string;
  try {
    const early = adoptEarly(endpoint, data, options);
    if (early) {
      ({ status, text } = await early);
    } else {
      // One limit for the whole call: loading the clients' code uses part of it (decision 039).
      const deadline = Date.now() + (options.timeoutMs ?? API_TIMEOUT_MS);
      const { clients } = await withinLimit(loadClients(), options);
      ({ status, data: text } = await clients[endpoint.client].request<string>({
        url: endpoint.path,
        method: endpoint.method,
        data,
        headers: options.headers,
        signal: options.signal,
        onUploadProgress,
        timeout: Math.max(1, deadline - Date.now()),
      }));
    }
  } catch (error) {
    if (error === LIMIT || isTimeout(error) || isEarlyTimeout(error))
      return fail(endpoint.path, { kind: 'timeout', message: t('error.timeout') });
    if (options.signal?.aborted) return fail(endpoint.path, { kind: 'aborted', message: '' });
    return fail(endpoint.path, { kind: 'network', message: t('error.network') });
  }
  const read = readAnswer(endpoint, status, text, options);
  if (!read.ok) return read;
  let validate: Validator<Answer>;
  try {
    validate = await validating;
  } catch (error) {
    // The server answered, and said yes, but the code that reads its answer did not come (a
    // dropped connection, a time limit passed). What was sent may well have been carried
    // out: the borrower is told so, not "No connection", before trying again. The kind stays
    // a transport failure, so a retried payment carries the same attempt's key.
    const message = t('error.unread');
    if (error === LIMIT) return fail(endpoint.path, { kind: 'timeout', message });
    return fail(endpoint.path, { kind: 'network', message });
  }
  return checkShape(endpoint.path, validate, read.body);
}

/**
 * Judges a received answer up to its shape: status, JSON, envelope and success convention;
 * the shape is checkShape's.
 */
function readAnswer(
  endpoint: Endpoint<unknown>,
  status: number,
  text: string,
  options: Pick<CallOptions, 'toastOnReject'> = {},
): { ok: true; body: unknown } | { ok: false; failure: ApiFailure } {
  // Some web views report a dropped connection as a response with status 0 (axios's XHR
  // adapter rejects those itself; its fetch adapter may not).
  if (status === 0) return fail(endpoint.path, { kind: 'network', message: t('error.network') });
  if (status < 200 || status >= 300) {
    return fail(endpoint.path, { kind: 'http', status, message: t('error.server', { status }) });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: no envelope either, so malformed below.
  }
  if (!isEnvelope(body))
    return fail(endpoint.path, { kind: 'malformed', message: t('error.malformed') });
  if (!isSuccess(body, endpoint.success)) {
    const said = refusalWords(body);
    const message = said || t('error.failed');
    if (options.toastOnReject !== false) showToast(message, REJECT_TOAST_MS);
    return fail(endpoint.path, { kind: 'rejected', message, code: body.code, serverSaid: !!said });
  }
  return { ok: true, body };
}

/**
 * Checks a successful answer's shape, read tolerantly (./tolerant.ts): only what the page
 * cannot work without can fail it.
 */
function checkShape<Answer>(
  endpointPath: string,
  validate: Validator<Answer>,
  body: unknown,
): ApiResult<Answer> {
  let valid = false;
  const dropped: Dropped[] = [];
  try {
    valid = readTolerantly(validate, body, dropped);
  } catch (error) {
    // A validator that throws is a bug, but the call must still settle.
    console.error(`[api] ${endpointPath}: validator threw`, error);
  }
  const first = dropped[0];
  if (valid) {
    if (first)
      console.warn(
        `[api] ${endpointPath}: read without ${dropped.map((d) => `"${d.at}"`).join(', ')}`,
      );
    return { ok: true, answer: body as Answer };
  }
  console.error(
    `[api] ${endpointPath} answered with an invalid shape at "${first?.at ?? ''}" (${first?.keyword ?? 'unknown'})`,
  );
  return { ok: false, failure: { kind: 'invalid', message: t('error.invalid') } };
}
