// Component tests talk to the real fixture server over HTTP. jsdom's page runs on the
// fixture server's own origin (vitest.config.ts), so relative /amenities calls and the
// scenario cookie work exactly as in a browser.
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { setCookie, removeCookie } from '../../src/lib/cookie';

export function useScenario(choice: Record<string, string> | null): void {
  if (choice) setCookie('fixture-scenario', JSON.stringify(choice));
  else removeCookie('fixture-scenario');
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
const onTheirWay = new Set<XMLHttpRequest>();
const WATCHED = Symbol.for('fixture-session: requests on their way');
if (typeof XMLHttpRequest !== 'undefined' && !(WATCHED in XMLHttpRequest.prototype)) {
  const send = XMLHttpRequest.prototype.send;
  Object.defineProperty(XMLHttpRequest.prototype, WATCHED, { value: true });
  XMLHttpRequest.prototype.send = function watchedSend(this: XMLHttpRequest, body) {
    onTheirWay.add(this);
    this.addEventListener('loadend', () => onTheirWay.delete(this));
    try {
      send.call(this, body);
    } catch (error) {
      onTheirWay.delete(this);
      throw error;
    }
  };
}

/**
 * Waits until the page has sent what its last events make it send (React's updates and
 * effects run, microtasks included) and every request is answered: a wait on a condition,
 * not on a guessed time, before asserting what the server got, nothing included.
 */
export async function allAnswered(): Promise<void> {
  await act(async () => {});
  await vi.waitFor(
    () => {
      if (onTheirWay.size > 0) throw new Error(`${onTheirWay.size} requests still on their way`);
    },
    { timeout: 4000, interval: 10 },
  );
  // The answers' handlers (settling the calls, React's updates) have run too.
  await act(async () => {});
}
