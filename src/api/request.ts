// What goes on the wire, in small pieces both senders share: the app's axios clients
// (./clients.ts, as request interceptors) and the boot script's early calls (./early.ts,
// through buildRequest, without axios). Built by the same functions, an early request and
// the page's own are the same bytes, which is how the page adopts the early answer.
import { readSession, sessionParams, type HeaderKey } from '../lib/session';
import type { ClientKind } from './endpoints';

export type Payload = Record<string, string | number | boolean | null | undefined>;

/** Header names each client copies from the same-named page query parameters. */
const CLIENT_HEADERS: Record<ClientKind, readonly [HeaderKey, HeaderKey]> = {
  json: ['building', 'gather'],
  form: ['swift', 'eyes'],
};

/** Every POST body is form-encoded, whichever client sends it (SPEC §7). */
export const FORM_TYPE = 'application/x-www-form-urlencoded';

export function mirrorProductId(payload: Payload): Payload {
  const out = { ...payload };
  const isSet = (v: unknown) => v !== undefined && v !== null && v !== '';
  if (isSet(out.product_id) && !isSet(out.productId)) out.productId = out.product_id;
  if (isSet(out.productId) && !isSet(out.product_id)) out.product_id = out.productId;
  return out;
}

export function toFields(payload: Payload): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value !== undefined && value !== null) fields[key] = String(value);
  }
  return fields;
}

/**
 * The query of a call: the page's session parameters, then a GET's payload (a payload field
 * of the same name takes the session's place). URLSearchParams encodes it, on both sides.
 */
export function callQuery(
  method: 'GET' | 'POST',
  fields: Record<string, string>,
  pageSearch: string,
): URLSearchParams {
  const query = new URLSearchParams(sessionParams(readSession(pageSearch)));
  if (method === 'GET') for (const [k, v] of Object.entries(fields)) query.set(k, v);
  return query;
}

/**
 * The AJAX marker and the two headers the client copies from the page query (SPEC §7), as the
 * session reads them (decision 035): a value no header can carry is left empty, so the call
 * still goes out.
 */
export function clientHeaders(client: ClientKind, pageSearch: string): Record<string, string> {
  const session = readSession(pageSearch);
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  for (const name of CLIENT_HEADERS[client]) headers[name] = session[name] ?? '';
  return headers;
}

export interface WireRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** A whole request, for the senders without axios (the boot script, a benchmark page). */
export function buildRequest(
  base: string,
  endpoint: { path: string; method: 'GET' | 'POST'; client: ClientKind },
  payload: Payload,
  pageSearch: string,
): WireRequest {
  const fields = toFields(mirrorProductId(payload));
  const qs = callQuery(endpoint.method, fields, pageSearch).toString();
  const url = `${base}${endpoint.path}${qs ? `?${qs}` : ''}`;
  const headers = clientHeaders(endpoint.client, pageSearch);
  if (endpoint.method === 'GET') return { url, method: 'GET', headers };
  headers['Content-Type'] = FORM_TYPE;
  return { url, method: 'POST', headers, body: new URLSearchParams(fields).toString() };
}
