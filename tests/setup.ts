// Shared setup of the unit and component tests: a clean DOM, toast and storage between
// tests. Node-environment tests (the fixture server's) have no window.
import fc from 'fast-check';
import { afterEach, vi } from 'vitest';
import { LOG_COOKIE } from '../fixtures/server/recorder';
import { loadProduce } from '../renderers/produce';
import { clearToast } from '../renderers/ui/toast-store';

// A property failure prints its seed: FC_SEED=… runs the file's properties on that seed again.
if (process.env.FC_SEED) fc.configureGlobal({ seed: Number(process.env.FC_SEED) });

// jsdom lays nothing out and cannot scroll; the router's scroll restoration still asks it to.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

if (typeof document !== 'undefined') {
  // Test files run side by side against one fixture server: each reads and clears a request
  // log of its own (tests/api/fixture-session.ts), so another file's calls never count in
  // its assertions.
  document.cookie = `${LOG_COOKIE}=${crypto.randomUUID()}; path=/`;
  // jsdom has no fetch, and Node's does not send the page's cookies. A browser's sends them
  // to the page's own origin, as jsdom's XMLHttpRequest (under axios) does.
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const target = input instanceof Request ? input : new URL(input, window.location.href);
    const request = new Request(target, init);
    if (new URL(request.url).origin !== window.location.origin || request.headers.has('cookie'))
      return nodeFetch(request);
    const headers = new Headers(request.headers);
    headers.set('cookie', document.cookie);
    return nodeFetch(new Request(request, { headers }));
  };
}

// The image picker asks for immer once the page is painted (renderers/produce.ts); here it is
// at hand before a test picks. tests/renderers/produce.test.ts covers the changes that wait.
await loadProduce();

afterEach(async () => {
  vi.restoreAllMocks();
  clearToast();
  if (typeof window === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
