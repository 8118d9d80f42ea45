// The router. The app has one flat table of paths (src/routes.ts): no nested routes, no path
// parameters, the query carries everything. So all it needs is the current location, going
// to a URL (pushed or replaced) and hearing back/forward; this file does that in place of
// react-router-dom, which cost 14 KB gzip of every route's first load (decision 018).
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { hashRouteTarget } from './hash-routes';

/** How the current location was reached, as react-router named it. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  type: NavigationType;
}

export interface RouterHistory {
  /** The current location: the same object until it changes (useSyncExternalStore needs that). */
  current(): RouterLocation;
  go(to: string, replace: boolean): void;
  subscribe(onChange: () => void): () => void;
}

function parse(url: string, type: NavigationType): RouterLocation {
  const { pathname, search, hash } = new URL(url, 'http://app.invalid');
  return { pathname, search, hash, type };
}

/** How many in-app pages lie behind the current one in this tab (0: the first page opened). */
let depth = 0;
export const inAppDepth = (): number => depth;

function depthOf(state: unknown): number | undefined {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0 ? idx : undefined;
}

/** The address bar: history.pushState/replaceState and the popstate event. */
export function browserHistory(): RouterHistory {
  let type: NavigationType = 'POP';
  depth = depthOf(window.history.state) ?? 0;
  let snapshot = parse(window.location.href, type);
  const listeners = new Set<() => void>();
  const changed = () => {
    const { pathname, search, hash } = window.location;
    snapshot = { pathname, search, hash, type };
    for (const listener of listeners) listener();
  };
  window.addEventListener('popstate', () => {
    const target = hashRouteTarget(window.location.href);
    if (target !== null) {
      // A fragment link to an old payment-way hash route (#/borrowDetail/…): its new entry,
      // which has no state of ours, becomes the page the hash names, one page deeper.
      const fresh = depthOf(window.history.state) === undefined;
      if (fresh) depth += 1;
      window.history.replaceState(fresh ? { idx: depth } : window.history.state, '', target);
      type = fresh ? 'PUSH' : 'POP';
      changed();
      return;
    }
    type = 'POP';
    // An overlay's own entry (renderers/ui/back-stack.ts) keeps the page's depth; an entry
    // without one is the tab's first page.
    const state: unknown = window.history.state;
    const overlay = typeof state === 'object' && state !== null && 'borrowerBackEntry' in state;
    depth = depthOf(state) ?? (overlay ? depth : 0);
    changed();
  });
  return {
    current: () => snapshot,
    go(wanted, replace) {
      const to = hashRouteTarget(wanted) ?? wanted;
      type = replace ? 'REPLACE' : 'PUSH';
      if (!replace) depth += 1;
      if (replace) window.history.replaceState({ idx: depth }, '', to);
      else window.history.pushState({ idx: depth }, '', to);
      // A new page starts at its top, as a page loaded from the server would.
      if (!replace) window.scrollTo(0, 0);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A history kept in memory, for tests and previews: the address bar is left alone. */
export function memoryHistory(initial: string): RouterHistory & { entries: string[] } {
  let snapshot = parse(initial, 'POP');
  const entries = [initial];
  const listeners = new Set<() => void>();
  return {
    entries,
    current: () => snapshot,
    go(to, replace) {
      snapshot = parse(to, replace ? 'REPLACE' : 'PUSH');
      const url = snapshot.pathname + snapshot.search + snapshot.hash;
      if (replace) entries[entries.length - 1] = url;
      else entries.push(url);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let browser: RouterHistory | undefined;
const HistoryContext = createContext<RouterHistory | null>(null);

export function Router({ history, children }: { history?: RouterHistory; children: ReactNode }) {
  const value = history ?? (browser ??= browserHistory());
  return <HistoryContext.Provider value={value}>{children}</HistoryContext.Provider>;
}

function useHistory(): RouterHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('router hooks need a <Router> above them');
  return history;
}

export function useLocation(): RouterLocation {
  const history = useHistory();
  return useSyncExternalStore(history.subscribe, history.current);
}

export function useNavigationType(): NavigationType {
  return useLocation().type;
}

export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const history = useHistory();
  return useCallback((to, options) => history.go(to, options?.replace ?? false), [history]);
}

/** The query of the current location, and a way to change it on the same path. */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: { replace?: boolean }) => void,
] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams, options?: { replace?: boolean }) => {
      const query = next.toString();
      navigate(`${pathname}${query ? `?${query}` : ''}`, options);
    },
    [navigate, pathname],
  );
  return [params, setParams];
}

export { pathMatches } from './path-matches';
