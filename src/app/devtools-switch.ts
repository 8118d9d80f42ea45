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
  if (import.meta.env.DEV) return true;
  const flag = new URLSearchParams(search).get(DEVTOOLS_KEY);
  try {
    if (!storage) return flag === '1';
    if (flag === '1') storage.setItem(DEVTOOLS_KEY, '1');
    else if (flag === '0') storage.removeItem(DEVTOOLS_KEY);
    return storage.getItem(DEVTOOLS_KEY) === '1';
  } catch {
    // An explicit ?devtools=1 still applies to this page even if it cannot be remembered.
    return flag === '1';
  }
}

export function startDevtools(): void {
  if (!isDevtoolsEnabled()) return;
  void import('../dev/mount-devtools')
    .then((m) => m.mountDevtools())
    .catch((e: unknown) => console.warn('[devtools] could not load the developer panel:', e));
}
