// The router: react-router-dom's data router over the route table (src/routes.ts). Every
// route is lazy: its page's code loads on the first visit. Its loader sends the page's opening
// calls (./route-calls.ts) at the same moment, so the answers travel with the code; the page's
// useApi adopts them (src/api/use-api.ts). The loader does not wait for the answers: each part
// of a page has its own time limit and fallback, and a slow secondary call must not hold the
// page (docs/decisions/039-design-stack.md).
import { inTime } from '../../renderers/in-time';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { pages, type PageModule } from '../pages';
import { routes, type RouteEntry } from '../routes';
import { hashRouteTarget } from './hash-routes';
import { sendOpeningCalls } from './route-calls';
import { dropMalformedFragment } from './router-inputs';
import { inAppDepth } from './router';

/** The data router the app runs on (the browser's, or a memory one in tests). */
export type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The router's behaviours of v7, chosen now rather than left to change with the upgrade.
 * v7_partialHydration draws the root's HydrateFallback while the first page's code loads. The
 * others touch what the app does not use (splat-relative links, fetchers, form actions).
 */
export const routerFuture = {
  v7_partialHydration: true,
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_skipActionErrorRevalidation: true,
} as const;

/**
 * Navigations render in one pass, not as transitions: a page's first render is not time-sliced
 * (decision 038), and the router already keeps the page shown until the next one's code is in.
 */
export const providerFuture = { v7_startTransition: false } as const;

/** A route of the table as the data router takes it: lazy code, and a loader for its calls. */
function pageRoute(entry: RouteEntry): RouteObject {
  return {
    id: entry.name,
    path: entry.path,
    loader: ({ request }) => {
      void sendOpeningCalls(entry.page, new URL(request.url).search);
      return null;
    },
    // Only a change of query calls again: a Back that closes an overlay (its own history
    // entry, renderers/ui/back-stack.ts) returns to the same address and must not.
    shouldRevalidate: ({ currentUrl, nextUrl }) =>
      currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search,
    // Code that stalls fails after a while, as a failed load does: the page says so, with a
    // way to try again, instead of a progress bar for ever.
    lazy: async () => {
      const { default: Page }: PageModule = await inTime(pages[entry.page]());
      return { Component: () => <Page route={entry} /> };
    },
  };
}

/** Every route of the table (developer pages included), then `*` for the rest. */
export function appRoutes(notFound: RouteObject['Component']): RouteObject[] {
  return [...routes.map(pageRoute), { path: '*', Component: notFound }];
}

/**
 * The address bar's router. A fragment link adds an entry with no state of ours: before the
 * router reads it, it is given its depth, one page deeper than the page it was opened from (so
 * that Back from the landing's download screen, #/downloadTemplate, returns to its form, a
 * reload there too), and an old payment-way hash route (#/borrowDetail/…) becomes the page the
 * hash names. A malformed fragment ("#100%") is dropped, as at start (./router-inputs.ts).
 */
export function createAppRouter(root: RouteObject): DataRouter {
  let idx = inAppDepth();
  const settleHash = () => {
    dropMalformedFragment();
    const target = hashRouteTarget(window.location.href);
    const fresh = typeof (window.history.state as { idx?: unknown } | null)?.idx !== 'number';
    if (target === null && !fresh) return;
    const state: unknown = fresh
      ? { usr: null, key: Math.random().toString(36).slice(2, 10), idx: idx + 1 }
      : window.history.state;
    window.history.replaceState(state, '', target ?? window.location.href);
  };
  // Before the router's own listener, so that it reads the settled address.
  window.addEventListener('popstate', settleHash);
  const router = createBrowserRouter([root], { future: routerFuture });
  const unsubscribe = router.subscribe(() => {
    idx = inAppDepth();
  });
  const dispose = router.dispose.bind(router);
  router.dispose = () => {
    window.removeEventListener('popstate', settleHash);
    unsubscribe();
    dispose();
  };
  return router;
}
