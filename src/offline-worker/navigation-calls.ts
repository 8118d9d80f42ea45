// The offline worker's part in a route's first calls (docs/decisions/043). On a repeat visit
// the worker answers the page from its cache, so no connection to the API is open when the
// boot module sends the route's calls (src/boot.ts): the new connection's round trips and the
// request's then follow the page's parse and the boot module's start. Instead the worker sends
// the same requests (the route table's opening calls, built by the same functions: src/app/
// route-calls.ts, src/api/request.ts) the moment the navigation reaches it, and answers the
// boot module's request with that answer. Each answer is handed over once; one nobody asks
// for is forgotten KEEP_MS after it settles. A request that differs in its method, URL (the
// session is in it), body or a header the worker sent goes to the network as it always does.
import { API_BASE, API_TIMEOUT_MS } from '../api/config';
import { identityOf } from '../api/early';
import { buildRequest, type WireRequest } from '../api/request';
import { routeCalls } from '../app/route-calls';
import { routeAt } from '../routes';

const KEEP_MS = 10_000;

/** The requests the page at `href` sends on open, with absolute URLs; none for other pages. */
export function openingRequests(href: string): WireRequest[] {
  const page = new URL(href);
  const route = routeAt(page.pathname);
  const calls = (route && routeCalls[route.page]?.(new URLSearchParams(page.search))) || [];
  return calls.map(({ wire, payload }) => {
    const request = buildRequest(API_BASE, wire, payload, page.search);
    return { ...request, url: new URL(request.url, page.origin).href };
  });
}

/** What the worker needs of a fetch event (the DOM library has no service worker types). */
export interface WorkerFetchEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
  waitUntil(work: Promise<unknown>): void;
}

interface Sent {
  request: WireRequest;
  response: Promise<Response>;
  /** The answer is in (and kept a while for a page that has not asked yet). */
  settled: boolean;
}

/** Whether `request` is the same request as `sent`: method, URL, body and each header sent. */
function isSame(sent: WireRequest, request: Request, body: string | undefined): boolean {
  return (
    sent.method === request.method &&
    sent.url === request.url &&
    (sent.body ?? '') === (body ?? '') &&
    Object.entries(sent.headers).every(([name, value]) => request.headers.get(name) === value)
  );
}

export class NavigationCalls {
  private readonly sent: Sent[] = [];

  constructor(
    private readonly send: (request: WireRequest) => Promise<Response> = sendWithTimeLimit,
    private readonly keepMs = KEEP_MS,
  ) {}

  /** A fetch event: a navigation sends its route's calls, a request of one takes its answer. */
  handle(event: WorkerFetchEvent): void {
    const { request } = event;
    if (request.mode === 'navigate') {
      const sent = this.sendFor(request.url);
      // The worker stays awake until the answers are in.
      if (sent.length > 0) event.waitUntil(Promise.allSettled(sent));
      return;
    }
    // Decided on method and URL alone, so other requests (an upload) are never read here.
    if (
      !this.sent.some((s) => s.request.method === request.method && s.request.url === request.url)
    )
      return;
    event.respondWith(this.answer(request));
  }

  /**
   * Sends the calls of the page at `href` that are not already on their way. An earlier
   * navigation's answer that is already in and nobody took is not this page's: it may be
   * seconds old (figures changed since), so the call is sent again.
   */
  sendFor(href: string): Promise<Response>[] {
    const started: Promise<Response>[] = [];
    for (const request of openingRequests(href)) {
      const earlier = this.sent.find((s) => identityOf(s.request) === identityOf(request));
      if (earlier && !earlier.settled) continue;
      if (earlier) this.remove(earlier);
      const entry: Sent = { request, response: this.send(request), settled: false };
      const forget = () => {
        entry.settled = true;
        setTimeout(() => this.remove(entry), this.keepMs);
      };
      entry.response.then(forget, forget);
      this.sent.push(entry);
      started.push(entry.response);
    }
    return started;
  }

  /**
   * The answer sent at the navigation if `request` is the same request, else the network's.
   * A call the worker's request lost (no connection then) is sent again, as the page's own.
   */
  private async answer(request: Request): Promise<Response> {
    const body = request.method === 'POST' ? await request.clone().text() : undefined;
    const entry = this.sent.find((s) => isSame(s.request, request, body));
    if (!entry) return fetch(request);
    this.remove(entry);
    return entry.response.catch(() => fetch(request));
  }

  private remove(entry: Sent): void {
    const at = this.sent.indexOf(entry);
    if (at >= 0) this.sent.splice(at, 1);
  }
}

/**
 * The worker's own request, ended at the time limit every call has (decision 001). A timer,
 * not a timeout signal: iOS has that only from 16 (decision 054).
 */
function sendWithTimeLimit(request: WireRequest): Promise<Response> {
  const limit = new AbortController();
  setTimeout(
    () => limit.abort(new DOMException('The call took too long', 'TimeoutError')),
    API_TIMEOUT_MS,
  );
  return fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: limit.signal,
  });
}
