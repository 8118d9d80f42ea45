// The offline worker (SPEC §8, §9; docs/decisions/017-offline-worker.md, 043), built by
// vite-plugin-pwa into dist/sw.js with the build's file list: it precaches the shell, each
// route's page under its path (scripts/route-pages-plugin.ts) and the route chunks, answers
// a route's path whatever its query with that route's page and any other navigation with
// index.html, and never stores an API answer. On a repeat visit it sends the opened route's
// first calls itself (./navigation-calls.ts). No skipWaiting or clients.claim: a new version
// takes over when every tab of the old one is gone, so a page never mixes old and new chunks.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NavigationCalls, type WorkerFetchEvent } from './navigation-calls';

declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
};

// First of the fetch listeners: it sees a navigation before Workbox answers it.
const navigationCalls = new NavigationCalls();
self.addEventListener('fetch', (event) => navigationCalls.handle(event));

precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/./] });
cleanupOutdatedCaches();
// API answers and the fixture API are never served from the cache; the studio (a separate
// build, scripts/preview.ts) is not the app's page.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/amenities\//, /^\/__fixtures/, /^\/studio(\/|$)/],
  }),
);
