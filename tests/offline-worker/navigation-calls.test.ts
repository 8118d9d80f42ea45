// @vitest-environment node
// The offline worker's part in a route's first calls (src/offline-worker/navigation-calls.ts):
// a navigation sends the route's opening requests, exactly as the boot module builds them, and
// the boot module's same request gets that answer, once; anything else goes to the network.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRequest, type WireRequest } from '../../src/api/request';
import { contactKfInfoWire, problemInitWire } from '../../src/api/wire';
import {
  NavigationCalls,
  openingRequests,
  type WorkerFetchEvent,
} from '../../src/offline-worker/navigation-calls';

const ORIGIN = 'https://loans.example';
const SEARCH = '?deviceId=d1&userId=u1&sessionId=s1&building=b-17&gather=g-42';

/** The boot module's request for a wire, as the page sends it. */
function bootRequest(wire: Parameters<typeof buildRequest>[1], payload = {}, search = SEARCH) {
  const built = buildRequest('/amenities', wire, payload, search);
  return new Request(new URL(built.url, ORIGIN), {
    method: built.method,
    headers: built.headers,
    body: built.body ?? null,
  });
}

interface Recorded {
  responded?: Promise<Response>;
  waited?: Promise<unknown>;
}

function fetchEvent(request: Request): WorkerFetchEvent & Recorded {
  const event: WorkerFetchEvent & Recorded = {
    request,
    respondWith: (response) => {
      event.responded = response;
    },
    waitUntil: (work) => {
      event.waited = work;
    },
  };
  return event;
}

/** A navigation event: Request cannot be built with mode 'navigate', so only its fields. */
function navigation(href: string): WorkerFetchEvent & Recorded {
  return fetchEvent({ url: href, mode: 'navigate', method: 'GET' } as Request);
}

function worker(send: (request: WireRequest) => Promise<Response>) {
  return new NavigationCalls(send, 10_000);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the requests a route sends on open', () => {
  it('are the boot module’s, with absolute URLs', () => {
    const [request, ...rest] = openingRequests(`${ORIGIN}/customerService${SEARCH}`);
    expect(rest).toEqual([]);
    const built = buildRequest('/amenities', contactKfInfoWire, { overall: 30 }, SEARCH);
    expect(request).toEqual({ ...built, url: `${ORIGIN}${built.url}` });
    expect(request?.headers).toMatchObject({ building: 'b-17', gather: 'g-42' });
  });

  it('are none on a page without calls or off the route table', () => {
    expect(openingRequests(`${ORIGIN}/aboutUs${SEARCH}`)).toEqual([]);
    expect(openingRequests(`${ORIGIN}/no-such-page${SEARCH}`)).toEqual([]);
  });

  it('follow the path in any letter case, like the route table', () => {
    expect(openingRequests(`${ORIGIN}/CUSTOMERSERVICE${SEARCH}`)).toHaveLength(1);
  });
});

describe('a navigation and the boot module’s request', () => {
  it('sends the calls at the navigation and hands the answer over once', async () => {
    const send = vi.fn(async () => new Response('{"code":200}'));
    const calls = worker(send);
    const opened = navigation(`${ORIGIN}/customerService${SEARCH}`);
    calls.handle(opened);
    expect(send).toHaveBeenCalledTimes(1);
    expect(opened.responded).toBeUndefined();
    expect(opened.waited).toBeDefined();

    const first = fetchEvent(bootRequest(contactKfInfoWire, { overall: 30 }));
    calls.handle(first);
    expect(await (await first.responded)?.text()).toBe('{"code":200}');

    // Handed over: the same request again is the network's, not answered here.
    const again = fetchEvent(bootRequest(contactKfInfoWire, { overall: 30 }));
    calls.handle(again);
    expect(again.responded).toBeUndefined();
  });

  it('matches a form-client POST on its body', async () => {
    const send = vi.fn(async () => new Response('init'));
    const calls = worker(send);
    calls.handle(navigation(`${ORIGIN}/complainPage${SEARCH}&orderId=42`));
    const page = fetchEvent(
      bootRequest(problemInitWire, { orderId: '42' }, `${SEARCH}&orderId=42`),
    );
    calls.handle(page);
    expect(await (await page.responded)?.text()).toBe('init');
  });

  it('does not send twice for a second navigation while the first is on its way', () => {
    const send = vi.fn(() => new Promise<Response>(() => undefined));
    const calls = worker(send);
    calls.handle(navigation(`${ORIGIN}/customerService${SEARCH}`));
    calls.handle(navigation(`${ORIGIN}/customerService${SEARCH}`));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends again for a navigation after an earlier answer came in that nobody took', async () => {
    let round = 0;
    const send = vi.fn(async () => new Response(`answer-${(round += 1)}`));
    const calls = worker(send);
    calls.handle(navigation(`${ORIGIN}/customerService${SEARCH}`));
    await Promise.resolve();
    await Promise.resolve();
    calls.handle(navigation(`${ORIGIN}/customerService${SEARCH}`));
    expect(send).toHaveBeenCalledTimes(2);
    const page = fetchEvent(bootRequest(contactKfInfoWire, { overall: 30 }));
    calls.handle(page);
    expect(await (await page.responded)?.text()).toBe('answer-2');
  });

  it('sends again for a navigation whose calls differ in a header value', () => {
    const send = vi.fn(() => new Promise<Response>(() => undefined));
    const calls = worker(send);
    calls.handle(navigation(`${ORIGIN}/customerService${SEARCH}`));
    calls.handle(navigation(`${ORIGIN}/customerService${SEARCH.replace('b-17', 'b-18')}`));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends a request that differs in a header or body to the network', async () => {
    const network = vi.fn(async () => new Response('network'));
    vi.stubGlobal('fetch', network);
    const calls = worker(async () => new Response('early'));
    calls.handle(navigation(`${ORIGIN}/customerService${SEARCH}`));

    const otherHeader = fetchEvent(
      bootRequest(contactKfInfoWire, { overall: 30 }, SEARCH.replace('b-17', 'b-18')),
    );
    calls.handle(otherHeader);
    expect(await (await otherHeader.responded)?.text()).toBe('network');

    const otherBody = fetchEvent(bootRequest(contactKfInfoWire, { overall: 31 }));
    calls.handle(otherBody);
    expect(await (await otherBody.responded)?.text()).toBe('network');
    expect(network).toHaveBeenCalledTimes(2);

    // The navigation's answer is still there for the page's own request.
    const same = fetchEvent(bootRequest(contactKfInfoWire, { overall: 30 }));
    calls.handle(same);
    expect(await (await same.responded)?.text()).toBe('early');
  });

  it('leaves other requests alone, unread', () => {
    const calls = worker(async () => new Response('early'));
    calls.handle(navigation(`${ORIGIN}/customerService${SEARCH}`));
    const upload = fetchEvent(
      new Request(`${ORIGIN}/amenities/upload`, { method: 'POST', body: 'x'.repeat(1000) }),
    );
    calls.handle(upload);
    expect(upload.responded).toBeUndefined();
    expect(upload.request.bodyUsed).toBe(false);
  });

  it('sends the page’s request itself when the worker’s found no network', async () => {
    const network = vi.fn(async () => new Response('second try'));
    vi.stubGlobal('fetch', network);
    const calls = worker(() => Promise.reject(new TypeError('Failed to fetch')));
    calls.handle(navigation(`${ORIGIN}/customerService${SEARCH}`));
    const page = fetchEvent(bootRequest(contactKfInfoWire, { overall: 30 }));
    calls.handle(page);
    expect(await (await page.responded)?.text()).toBe('second try');
  });

  it('forgets an answer nobody asked for after a while', async () => {
    vi.useFakeTimers();
    const calls = worker(async () => new Response('early'));
    calls.handle(navigation(`${ORIGIN}/customerService${SEARCH}`));
    await vi.advanceTimersByTimeAsync(10_000);
    const late = fetchEvent(bootRequest(contactKfInfoWire, { overall: 30 }));
    calls.handle(late);
    expect(late.responded).toBeUndefined();
  });
});
