// The two API clients of SPEC §7, one axios instance each (json, form). Request interceptors
// add what every call carries: product_id/productId mirrored, the session query, the body
// form-encoded, the client's headers. axios neither judges a status nor parses a body
// (validateStatus, responseType, transformResponse): the transport (./transport.ts) does,
// once, for every call, and adopts a request the boot script already sent (./early.ts,
// decision 024) before it comes here. The network is axios's own adapter (./network.ts).
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { API_BASE, API_TIMEOUT_MS } from './config';
import type { ClientKind } from './endpoints';
import { network } from './network';
import {
  callQuery,
  clientHeaders,
  FORM_TYPE,
  mirrorProductId,
  toFields,
  type Payload,
} from './request';

type Config = InternalAxiosRequestConfig;

/** A call's payload as callers give it; an upload's FormData is passed on untouched. */
const isPayload = (data: unknown): data is Payload =>
  typeof data === 'object' && data !== null && !(data instanceof FormData);

const methodOf = (config: Config) => (config.method?.toUpperCase() === 'GET' ? 'GET' : 'POST');

// Run in this order (axios runs request interceptors last-registered first; see client()).
// They read the page's query when the call is made: after an in-app navigation, the new
// address's session and header values (src/lib/session.ts carries them along).
const steps: Record<string, (config: Config, kind: ClientKind) => void> = {
  productId(config) {
    if (isPayload(config.data)) config.data = mirrorProductId(config.data);
  },
  sessionQuery(config) {
    const fields = isPayload(config.data) ? toFields(config.data) : {};
    config.params = callQuery(methodOf(config), fields, location.search);
  },
  formBody(config) {
    if (methodOf(config) === 'GET') config.data = undefined;
    else if (isPayload(config.data)) config.data = new URLSearchParams(toFields(config.data));
  },
  headers(config, kind) {
    // A caller's own header (a payment's Idempotency-Key) is kept: `false` does not overwrite.
    config.headers.set(clientHeaders(kind, location.search), false);
    // FormData goes without: the browser writes multipart's type with its boundary.
    if (config.data instanceof URLSearchParams) config.headers.setContentType(FORM_TYPE);
  },
};

function client(kind: ClientKind): AxiosInstance {
  const instance = axios.create({
    baseURL: API_BASE,
    timeout: API_TIMEOUT_MS,
    validateStatus: () => true,
    responseType: 'text',
    transformResponse: (data: unknown) => data,
    // A timeout is ETIMEDOUT, not ECONNABORTED (which the XHR adapter also uses for aborts).
    transitional: { clarifyTimeoutError: true },
    // No XSRF cookie header: the server gets the headers of SPEC §7 only.
    withXSRFToken: false,
    adapter: network,
  });
  // Nor axios's common Accept (and Content-Type slot): the headers go out as before axios,
  // in the same order, whichever client sends them.
  instance.defaults.headers.common = {};
  for (const step of Object.values(steps).reverse()) {
    instance.interceptors.request.use((config) => (step(config, kind), config), null, {
      synchronous: true,
    });
  }
  return instance;
}

export const clients: Record<ClientKind, AxiosInstance> = {
  json: client('json'),
  form: client('form'),
};
