// Render while fetching (docs/decisions/016-render-while-fetching.md, 024): opening a route
// sends its opening calls (./route-calls.ts) and loads its page's code at the same moment; the
// page then renders without Suspense, so no reveal delay of a suspended boundary holds it
// back, and its useApi adopts the answers (src/api/early.ts): one already in shows in the
// page's first render. Loaded page modules are kept: coming back to a page renders it at once.
import { useEffect, useState } from 'react';
import { pages, type PageModule } from '../pages';
import type { PageName, RouteEntry } from '../routes';
import { sendOpeningCalls } from './route-calls';

/** Sends a route's opening calls with its code (the boot module sent the opened route's). */
function sendCalls(page: PageName, search: string): void {
  // The page's calls read the session from the address bar: only then are they the same.
  if (search === window.location.search) void sendOpeningCalls(page, search);
}

const modules = new Map<PageName, PageModule>();
const pending = new Map<PageName, Promise<PageModule>>();
/** Per page and query: its calls have been sent and its code asked for. */
const routesStarted = new Map<string, Promise<void>>();

function loadModule(name: PageName): Promise<PageModule> {
  let loading = pending.get(name);
  if (!loading) {
    loading = pages[name]().then((module) => {
      modules.set(name, module);
      return module;
    });
    // A failed chunk (a flaky network, a deployment that replaced it) may be tried again.
    loading.catch(() => pending.delete(name));
    pending.set(name, loading);
  }
  return loading;
}

/** Sends a route's calls and loads its page; settles when the page may render. */
export function startRoute(route: RouteEntry, search: string): Promise<void> {
  const key = `${route.page}${search}`;
  let started = routesStarted.get(key);
  if (started) return started;
  // The calls leave now, with the page's code rather than after it.
  sendCalls(route.page, search);
  const module = modules.get(route.page);
  if (module) {
    started = Promise.resolve();
  } else {
    started = loadModule(route.page).then(() => undefined);
    started.catch(() => routesStarted.delete(key));
  }
  routesStarted.set(key, started);
  return started;
}

export type PageState =
  | { status: 'ready'; Page: PageModule['default'] }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void };

/** The route's page once its code is here and its calls are started. */
export function usePage(route: RouteEntry, search: string): PageState {
  const key = `${route.page}${search}`;
  const [attempt, setAttempt] = useState(0);
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const [, setArrived] = useState(0);
  const started = startRoute(route, search);
  useEffect(() => {
    let live = true;
    started.then(
      () => live && setArrived((n) => n + 1),
      () => live && setFailedFor(key),
    );
    return () => {
      live = false;
    };
  }, [started, key, attempt]);
  const module = modules.get(route.page);
  if (module) return { status: 'ready', Page: module.default };
  if (failedFor === key) {
    return {
      status: 'failed',
      retry: () => {
        setFailedFor(null);
        setAttempt((n) => n + 1);
      },
    };
  }
  return { status: 'loading' };
}
