// Builds what goes on the wire, without sending it: the URL with the common session
// parameters, the headers each client copies from the page query, and the payload with
// product_id/productId mirrored.
import { readSession, sessionParams } from '../lib/session';
import type { ClientKind } from './endpoints';

export type Payload = Record<string, string | number | boolean | null | undefined>;

/** Header names each client copies from the same-named page query parameters. */
const CLIENT_HEADERS: Record<ClientKind, readonly [string, string]> = {
  json: ['building', 'gather'],
  form: ['swift', 'eyes'],
};

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

export function clientHeaders(client: ClientKind, pageSearch: string): Record<string, string> {
  const query = new URLSearchParams(pageSearch);
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  for (const name of CLIENT_HEADERS[client]) headers[name] = query.get(name) ?? '';
  if (client === 'form') headers['Content-Type'] = 'application/x-www-form-urlencoded';
  return headers;
}

export interface WireRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export function buildRequest(
  base: string,
  endpoint: { path: string; method: 'GET' | 'POST'; client: ClientKind },
  payload: Payload,
  pageSearch: string,
): WireRequest {
  const fields = toFields(mirrorProductId(payload));
  const query = new URLSearchParams(sessionParams(readSession(pageSearch)));
  if (endpoint.method === 'GET') for (const [k, v] of Object.entries(fields)) query.set(k, v);
  const qs = query.toString();
  const headers = clientHeaders(endpoint.client, pageSearch);
  if (endpoint.method === 'GET') {
    return { url: `${base}${endpoint.path}${qs ? `?${qs}` : ''}`, method: 'GET', headers };
  }
  headers['Content-Type'] = 'application/x-www-form-urlencoded';
  return {
    url: `${base}${endpoint.path}${qs ? `?${qs}` : ''}`,
    method: 'POST',
    headers,
    body: new URLSearchParams(fields).toString(),
  };
}
