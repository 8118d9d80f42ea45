// Work that must not compete with the page's own loading: its code, its calls, its icons.

/** How long after `load` the page's own calls and lazy parts are given first. */
const SETTLE_MS = 2000;

/** Runs `task` once the page has had SETTLE_MS and the browser is next idle. */
export function whenSettled(task: () => void): void {
  setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(task, { timeout: SETTLE_MS });
    } else {
      task();
    }
  }, SETTLE_MS);
}
