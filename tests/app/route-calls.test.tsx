// The calls sent when a route opens (src/app/route-calls.ts) are requests its page makes when
// it renders, for every page and many queries, so the transport adopts each early answer and
// the server never sees a request twice; and the adoption itself: once, per identical
// request, and abortable. The early requests leave through the
// boot script's exchange (src/api/http.ts), the page's through its axios client's network
// (src/api/network.ts); both are replaced here, and compared by the identity the adoption uses.
import { act, render } from '@testing-library/react';
import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../router';
import type { HttpResponse } from '../../src/api/http';

vi.mock('../../src/api/http', () => ({ exchange: vi.fn() }));
vi.mock('../../src/api/network', () => ({ network: vi.fn() }));

const { exchange } = await import('../../src/api/http');
const { network } = await import('../../src/api/network');
const { identityOf } = await import('../../src/api/early');
// The clients' code is here already, as once a page has settled: a page's calls leave at once.
await import('../../src/api/clients');
const { routeCalls, sendOpeningCalls } = await import('../../src/app/route-calls');
const { pages } = await import('../../src/pages');
const { routes } = await import('../../src/routes');
const { callApi } = await import('../../src/api/transport');
const { contactKfInfo } = await import('../../src/api/endpoints');
const { default: contactDefault } =
  await import('../../fixtures/api/v3/personal-center/contact-kf-info/default.json');

/** What went out early (the boot script's exchange). */
const sentEarly = () => vi.mocked(exchange).mock.calls.map(([request]) => identityOf(request));
/** A request the page's axios client sent, named as early.ts names the boot script's. */
function configIdentity(config: InternalAxiosRequestConfig): string {
  const method = config.method?.toUpperCase() === 'GET' ? 'GET' : 'POST';
  const headers = config.headers.toJSON(true) as Record<string, string>;
  const body = config.data === undefined ? undefined : String(config.data);
  return identityOf({ method, url: axios.getUri(config), headers, body });
}
/** What the page's clients sent over the network (not adopted). */
const sentByPage = () => vi.mocked(network).mock.calls.map(([config]) => configIdentity(config));
/** Requests that reached the server, either way. */
const reached = () => vi.mocked(exchange).mock.calls.length + vi.mocked(network).mock.calls.length;
const clearSent = () => {
  vi.mocked(exchange).mockClear();
  vi.mocked(network).mockClear();
};

const SESSION = 'userId=7&sessionId=s1&deviceId=d&building=b1&gather=g1';
const QUERIES = [
  '',
  'product_id=12',
  'productId=9&source=loanDetail&orderId=55',
  'orderId=1001',
  'orderId=%3Cscript%3E',
  'problemId=42',
  'problemId=../../x',
  'problemType=1&problemSonType=3&orderNo=A1',
  'problemType=2',
  'problemType=1',
  'orderId=1001&amount=150000&productId=3',
];

const pending: ((text: string) => void)[] = [];
/** Answers the newest request. */
const answer = (text: string) => pending.at(-1)?.(text);

/** Settles every request, then lets both the early and the preloaded calls be forgotten. */
async function settleAll(): Promise<void> {
  for (const resolve of pending.splice(0)) resolve('{}');
  await vi.advanceTimersByTimeAsync(61_000);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(exchange).mockReset();
  vi.mocked(exchange).mockImplementation(
    ({ signal }) =>
      new Promise<HttpResponse>((resolve, reject) => {
        pending.push((text) => resolve({ status: 200, text }));
        signal.addEventListener('abort', () => reject(new Error('aborted')));
      }),
  );
  vi.mocked(network).mockReset();
  vi.mocked(network).mockImplementation(
    (config: InternalAxiosRequestConfig) =>
      new Promise<AxiosResponse>((resolve, reject) => {
        pending.push((text) =>
          resolve({ data: text, status: 200, statusText: '', headers: {}, config }),
        );
        (config.signal as AbortSignal | undefined)?.addEventListener('abort', () =>
          reject(new Error('aborted')),
        );
      }),
  );
});
afterEach(async () => {
  await settleAll();
  vi.useRealTimers();
});

function openAt(query: string): string {
  const search = `?${[SESSION, query].filter(Boolean).join('&')}`;
  window.history.replaceState(null, '', `/page${search}`);
  return search;
}

describe('opening calls', () => {
  const pageNames = Object.keys(routeCalls) as (keyof typeof routeCalls)[];

  it.each(pageNames)('%s: each early request is one its page makes', async (page) => {
    const { default: Page } = await pages[page]();
    const route = routes.find((r) => r.page === page)!;
    let early = 0;
    for (const query of QUERIES) {
      const search = openAt(query);
      clearSent();
      const view = render(
        <MemoryRouter initialEntries={[`/page${search}`]}>
          <Page route={route} />
        </MemoryRouter>,
      );
      await act(() => vi.advanceTimersByTimeAsync(0));
      const byPage = sentByPage();
      view.unmount();
      await settleAll();
      clearSent();
      void sendOpeningCalls(page, search);
      // The page may send more (a tracking call on open), never less.
      expect(byPage, `${page} ${query}`).toEqual(expect.arrayContaining(sentEarly()));
      early += sentEarly().length;
      await settleAll();
    }
    expect(early).toBeGreaterThan(0);
  });

  it('builds the calls for the query it is given (the address the page opens at)', async () => {
    openAt('product_id=1');
    void sendOpeningCalls('bind-bank', '?product_id=2');
    expect(sentEarly().some((identity) => identity.includes('product_id=2'))).toBe(true);
    await settleAll();
  });
});

describe('adopting an early answer', () => {
  /** The clients' code loads before a call's request leaves (src/api/transport.ts). */
  const clientsHere = () => vi.advanceTimersByTimeAsync(0);

  const envelope = JSON.stringify(contactDefault);

  it('the identical call adopts it: one request, and the page gets the answer', async () => {
    const search = openAt('');
    void sendOpeningCalls('customer-service', search);
    const result = callApi(contactKfInfo, { overall: 30 });
    await clientsHere();
    answer(envelope);
    expect(reached()).toBe(1);
    await expect(result).resolves.toMatchObject({
      ok: true,
      answer: { data: { email: 'cs@lender.example' } },
    });
    // Adopted once: the next call goes to the server.
    void callApi(contactKfInfo, { overall: 30 });
    await clientsHere();
    expect(reached()).toBe(2);
  });

  it('a call with another payload is not adopted', async () => {
    void sendOpeningCalls('customer-service', openAt(''));
    void callApi(contactKfInfo, { overall: 31 });
    await clientsHere();
    expect(reached()).toBe(2);
  });

  it('an adopted call still ends at its own time limit', async () => {
    void sendOpeningCalls('customer-service', openAt(''));
    const result = callApi(contactKfInfo, { overall: 30 }, { timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toMatchObject({ ok: false, failure: { kind: 'timeout' } });
  });

  it('an early call that reached the time limit gives its adopter the timeout', async () => {
    void sendOpeningCalls('customer-service', openAt(''));
    await vi.advanceTimersByTimeAsync(60_000);
    const result = callApi(contactKfInfo, { overall: 30 });
    await expect(result).resolves.toMatchObject({ ok: false, failure: { kind: 'timeout' } });
    expect(reached()).toBe(1);
  });

  it('an early answer nobody took is forgotten when another page opens: coming back asks again', async () => {
    const search = openAt('');
    void sendOpeningCalls('customer-service', search);
    answer(envelope);
    await clientsHere();
    // The borrower left before the page took it, then came back within seconds.
    void sendOpeningCalls('about-us', search);
    void sendOpeningCalls('customer-service', search);
    expect(reached()).toBe(2);
    // The same page opened again keeps its own: the boot script's calls and the first
    // route's loader are one visit.
    void sendOpeningCalls('customer-service', search);
    expect(reached()).toBe(2);
  });

  it('an early answer nobody adopts is forgotten: a late call asks the server again', async () => {
    void sendOpeningCalls('customer-service', openAt(''));
    answer(envelope);
    await vi.advanceTimersByTimeAsync(10_000);
    void callApi(contactKfInfo, { overall: 30 });
    await clientsHere();
    expect(reached()).toBe(2);
    expect(sentByPage()).toEqual(sentEarly());
  });
});
