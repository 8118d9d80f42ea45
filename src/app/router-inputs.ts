// What react-router reads without a check, made readable before it starts. Its scroll
// restoration decodes the address's fragment (a malformed escape, "#100%", throws a URIError
// that reaches the page's error screen, and trying again reloads the same address) and parses
// the positions it keeps in session storage (a value of another shape makes every in-app
// navigation throw).
import { readJson, sessionStore } from '../lib/storage';

/** react-router-dom's session storage key for scroll positions (its default). */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A fragment with a malformed escape names nothing this app can use: the address goes on
 * without it. At start, and on every fragment navigation after (src/app/app-router.tsx).
 */
export function dropMalformedFragment(): void {
  const { pathname, search, hash } = window.location;
  try {
    decodeURIComponent(hash.slice(1));
  } catch {
    window.history.replaceState(window.history.state, '', pathname + search);
  }
}

export function keepRouterInputsReadable(): void {
  dropMalformedFragment();
  const store = sessionStore();
  // Read to be checked: a value that is not an object of positions is removed.
  if (store) readJson(SCROLL_POSITIONS_KEY, isPlainObject, store);
}
