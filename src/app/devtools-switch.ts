// Owns the decision whether the developer tools load, and loading them lazily. The panel is
// reached only through a dynamic import so it never ships in a borrower page's chunks; in a
// production build it loads only for someone who opened a page with ?devtools=1.

export const DEVTOOLS_KEY = 'devtools';

// Reading window.sessionStorage itself can throw (storage blocked) and is null in an Android
// WebView without DOM storage, so the default is resolved defensively.
function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function isDevtoolsEnabled(
  search: string = typeof location === 'undefined' ? '' : location.search,
  storage: Storage | null = sessionStorageOrNull(),
): boolean {
  const flag = new URLSearchParams(search).get(DEVTOOLS_KEY);
  // In development the panel is on until it is turned off (/testPreview's switch, ?devtools=0).
  const fallback = flag === '1' || (import.meta.env.DEV && flag !== '0');
  try {
    if (!storage) return fallback;
    if (flag === '1') storage.setItem(DEVTOOLS_KEY, '1');
    else if (flag === '0')
      if (import.meta.env.DEV) storage.setItem(DEVTOOLS_KEY, '0');
      else storage.removeItem(DEVTOOLS_KEY);
    const kept = storage.getItem(DEVTOOLS_KEY);
    return import.meta.env.DEV ? kept !== '0' : kept === '1';
  } catch {
    // An explicit ?devtools=1 still applies to this page even if it cannot be remembered.
    return fallback;
  }
}

export function startDevtools(): void {
  if (!isDevtoolsEnabled()) return;
  void import('../dev/mount-devtools')
    .then((m) => m.mountDevtools())
    .catch((e: unknown) => console.warn('[devtools] could not load the developer panel:', e));
}
