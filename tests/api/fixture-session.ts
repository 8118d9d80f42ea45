// Component tests talk to the real fixture server over HTTP. jsdom's page runs on the
// fixture server's own origin (vitest.config.ts), so relative /amenities calls and the
// scenario cookie work exactly as in a browser. The requests read and cleared here are this
// test file's own (its log cookie, tests/setup.ts).
import { act } from '@testing-library/react';
import { setCookie, removeCookie } from '../../src/lib/cookie';

export function useScenario(choice: Record<string, string> | null): void {
  if (choice) setCookie('fixture-scenario', JSON.stringify(choice));
  else removeCookie('fixture-scenario');
}

/**
 * Answers `endpoint` with `answer` for this test file's page (the fixture server's studio
 * scenario, under a preview key of its own), for answers no fixture file holds.
 */
export async function serveAnswer(endpoint: string, answer: unknown, key = 'test'): Promise<void> {
  const url = new URL('/__fixtures/studio', window.location.origin);
  url.searchParams.set('endpoint', endpoint);
  url.searchParams.set('preview', key);
  const res = await fetch(url, { method: 'PUT', body: JSON.stringify(answer) });
  if (res.status !== 204) throw new Error(`the fixture server refused the answer (${res.status})`);
  setCookie('fixture-scenario', JSON.stringify({ [endpoint]: `studio-${key}` }));
}

export async function receivedRequests(): Promise<
  Array<{
    method: string;
    path: string;
    query: Record<string, string>;
    headers: Record<string, string>;
    body: Record<string, unknown>;
  }>
> {
  const res = await fetch(new URL('/__fixtures/requests', window.location.origin));
  return res.json();
}

export async function clearRequests(): Promise<void> {
  await fetch(new URL('/__fixtures/requests', window.location.origin), { method: 'DELETE' });
}

// The page's requests on their way: sent over XMLHttpRequest (src/api/http.ts, the one way
// the app calls the API) and not answered yet. The fixture server logs a request before it
// answers it, so once none is on its way its log holds every request the page has sent.
const onTheirWay = new Map<XMLHttpRequest, string>();
const sentTo = new WeakMap<XMLHttpRequest, string>();
let whenNone: Array<() => void> = [];
// Taken before any test fakes the clock: giving up is a real 4 s, whatever the page's clock.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
const WATCHED = Symbol.for('fixture-session: requests on their way');
if (typeof XMLHttpRequest !== 'undefined' && !(WATCHED in XMLHttpRequest.prototype)) {
  const { open, send } = XMLHttpRequest.prototype;
  Object.defineProperty(XMLHttpRequest.prototype, WATCHED, { value: true });
  XMLHttpRequest.prototype.open = function watchedOpen(
    this: XMLHttpRequest,
    ...args: [string, string | URL]
  ) {
    sentTo.set(this, `${args[0]} ${String(args[1])}`);
    return (open as (...a: unknown[]) => void).apply(this, args);
  } as XMLHttpRequest['open'];
  XMLHttpRequest.prototype.send = function watchedSend(this: XMLHttpRequest, body) {
    const answered = () => {
      onTheirWay.delete(this);
      if (onTheirWay.size > 0) return;
      const waiting = whenNone;
      whenNone = [];
      waiting.forEach((wake) => wake());
    };
    onTheirWay.set(this, sentTo.get(this) ?? '?');
    this.addEventListener('loadend', answered);
    try {
      send.call(this, body);
    } catch (error) {
      answered();
      throw error;
    }
  };
}

/**
 * Waits until the page has sent what its last events make it send (React's updates and
 * effects run, microtasks included) and every request is answered, answers that send more
 * included: a wait on a condition, not on a guessed time, before asserting what the server
 * got, nothing included. It does not move a faked clock.
 */
export async function allAnswered(): Promise<void> {
  for (;;) {
    await act(async () => {});
    if (onTheirWay.size === 0) return;
    await new Promise<void>((resolve, reject) => {
      const giveUp = realSetTimeout(() => {
        whenNone = whenNone.filter((wake) => wake !== done);
        reject(new Error(`still on their way: ${[...onTheirWay.values()].join(', ')}`));
      }, 4000);
      const done = () => {
        realClearTimeout(giveUp);
        resolve();
      };
      whenNone.push(done);
    });
  }
}
