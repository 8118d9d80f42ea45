// Render while fetching (docs/decisions/016-render-while-fetching.md, 024): opening a route
// sends its opening calls (./route-calls.ts) and loads its page's code; the moment the code
// arrives, the page's `start` makes the same calls, which adopt the answers already on their
// way (src/api/early.ts), before the page renders. The page then renders without Suspense, so
// no reveal delay of a suspended boundary holds it back, and useApi adopts `start`'s calls.
// Loaded page modules are kept: coming back to a page renders it at once.
import { useEffect, useState } from 'react';
import { pages, type PageModule } from '../pages';
import type { PageName, RouteEntry } from '../routes';

declare global {
  /** The boot script's exports (src/boot.ts; scripts/boot-plugin.ts names its IIFE so). */
  var borrowerBoot: { sendOpeningCalls: (page: PageName, search: string) => void } | undefined;
}

/**
 * Every route's opening calls are in the boot script, which every built page runs first: the
 * entry borrows its sender. Without a boot script (the dev server, the tests) they load here.
 */
function sendOpeningCalls(page: PageName, search: string): void {
  if (globalThis.borrowerBoot) globalThis.borrowerBoot.sendOpeningCalls(page, search);
  else void import('./route-calls').then((calls) => calls.sendOpeningCalls(page, search));
}

const modules = new Map<PageName, PageModule>();
const pending = new Map<PageName, Promise<PageModule>>();
/** Per page and query: its calls have been started, so the page may render. */
const routesStarted = new Map<string, Promise<void>>();
const routesReady = new Set<string>();

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

function begin(module: PageModule, key: string, search: string): void {
  module.start?.(new URLSearchParams(search));
  routesReady.add(key);
}

/** Loads a route's page and starts its calls; settles when the page may render. */
export function startRoute(route: RouteEntry, search: string): Promise<void> {
  const key = `${route.page}${search}`;
  let started = routesStarted.get(key);
  if (started) return started;
  // The calls leave now, with the page's code rather than after it.
  sendOpeningCalls(route.page, search);
  const module = modules.get(route.page);
  if (module) {
    // Code already here: start now, so this very render's useApi finds the calls.
    begin(module, key, search);
    started = Promise.resolve();
  } else {
    started = loadModule(route.page).then((loaded) => begin(loaded, key, search));
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
  if (module && routesReady.has(key)) return { status: 'ready', Page: module.default };
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
