// The offline worker (SPEC §8, §9; docs/decisions/017-offline-worker.md, 043): a service
// worker (src/offline-worker/sw.ts, Workbox's precaching) keeps the shell and the route chunks
// so a repeat visit starts from the cache on a slow network, and sends the opened route's
// first calls at the navigation. It never caches API answers. A new
// version waits until every tab of the old one is gone, so it takes over on the next visit
// and a page never mixes old and new chunks. Registration failure is ignored silently.
// On a local host (localhost, [::1], 127.x.x.x) it registers only when the server really
// serves the worker (a development server does not), and otherwise removes a worker left
// by an earlier build, so local development never runs on stale cached code. The entry loads
// this module only when it registers the worker (src/main.tsx): no route waits for its code.
import { isLocalHost } from '../lib/local-host';

export const WORKER_URL = '/sw.js';

async function servesWorker(): Promise<boolean> {
  const response = await fetch(WORKER_URL, { cache: 'no-store' });
  const type = response.headers.get('content-type') ?? '';
  return response.ok && type.includes('javascript');
}

export async function startOfflineWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  try {
    if (isLocalHost(window.location.hostname) && !(await servesWorker())) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((r) => r.unregister()));
      return;
    }
    await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  } catch {
    // SPEC §8: failing to register the offline worker is silently ignored.
  }
}
