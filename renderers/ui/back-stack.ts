// Back (Android's back button, the browser's) closes the topmost open overlay before it
// leaves the page: each open overlay, and each page guard ("Discard your complaint?"),
// holds one history entry on top of the page's own. Closing an overlay by its own button
// takes its entry off again, so no stray Back press is left behind.
import { useEffect, useRef } from 'react';

interface Entry {
  /** Runs on Back; null keeps the entry (a dialog that cannot be dismissed). */
  onBack: (() => void) | null;
}

/**
 * An overlay's entry: the page's own entry's state (the router's position in it) and a mark,
 * so that the router sees a Back off it as staying on the same page.
 */
function mark(): object {
  const state: unknown = window.history.state;
  return { ...(typeof state === 'object' ? state : null), borrowerBackEntry: true };
}
const stack: Entry[] = [];
/** How many of our entries the history holds on top of the page's own. */
let held = 0;
/** Pops this module caused itself (taking entries off), not the borrower. */
let ownPops = 0;
let listening = false;
let settling = false;

function onPopState(): void {
  if (ownPops > 0) {
    ownPops -= 1;
    return;
  }
  // The borrower's Back took our topmost entry off, if there was one.
  if (held === 0) return;
  held -= 1;
  const top = stack[stack.length - 1];
  if (!top) return;
  if (!top.onBack) {
    window.history.pushState(mark(), '');
    held += 1;
    return;
  }
  stack.pop();
  top.onBack();
}

/**
 * Back on this document from the back-forward cache, after leaving it from an open overlay
 * (leavingOverlays took the overlays' entries off and the tab loaded another page): the
 * overlays are drawn as they were left, so they hold their entries again, and Back closes
 * them rather than leaving the page.
 */
function onPageShow(event: PageTransitionEvent): void {
  if (!event.persisted) return;
  for (; held < stack.length; held += 1) window.history.pushState(mark(), '');
}

export function isOverlayEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'borrowerBackEntry' in state;
}

/**
 * Takes off the entries no open overlay holds any more, once the commit that closed them is
 * over: an overlay that closes as another opens in the same commit (one dialog giving way to
 * the next) hands its entry over rather than going back and pushing anew, whose order the
 * browser does not keep (history.back() is asynchronous).
 */
function settle(): void {
  settling = false;
  const extra = held - stack.length;
  if (extra <= 0) return;
  held = stack.length;
  // A navigation to another page already left them behind.
  if (!isOverlayEntry(window.history.state)) return;
  ownPops += 1;
  window.history.go(-extra);
}

/** While `active`, Back runs `onBack` (or, without one, does nothing) instead of leaving. */
export function useBackEntry(active: boolean, onBack: (() => void) | undefined): void {
  const latest = useRef(onBack);
  latest.current = onBack;
  const dismissable = onBack !== undefined;
  useEffect(() => {
    if (!active) return undefined;
    if (!listening) {
      window.addEventListener('popstate', onPopState);
      window.addEventListener('pageshow', onPageShow);
      listening = true;
    }
    const entry: Entry = {
      onBack: dismissable ? () => latest.current?.() : null,
    };
    stack.push(entry);
    if (held < stack.length) {
      window.history.pushState(mark(), '');
      held += 1;
    }
    return () => {
      const at = stack.indexOf(entry);
      if (at >= 0) stack.splice(at, 1);
      // Closed by its own button (or gone with its page): its entry comes off, unless an
      // overlay opening in the same commit takes it over.
      if (!settling) {
        settling = true;
        queueMicrotask(settle);
      }
    };
  }, [active, dismissable]);
}

/** How long stepping back waits for the history to move before it goes on all the same. */
const STEP_WAIT_MS = 500;

/** Steps the history by `delta`; true once it moved, false when it did not in STEP_WAIT_MS. */
function travel(delta: number): Promise<boolean> {
  return new Promise((resolve) => {
    // Called with the popstate event, or with nothing by the timer.
    const done = (event?: Event) => {
      window.removeEventListener('popstate', done);
      clearTimeout(timer);
      resolve(event !== undefined);
    };
    const timer = setTimeout(done, STEP_WAIT_MS);
    window.addEventListener('popstate', done);
    window.history.go(delta);
  });
}

/**
 * A document opened on an overlay's entry (a reload, or a tab restored, with a dialog open)
 * has lost the overlay but not its entry: a Back off it would stay on the same page and do
 * nothing. Before the router reads the address, this steps back to the page's own entry.
 */
export async function leaveStaleEntries(): Promise<void> {
  // Overlays stack a few deep at most; the bound guards against a history that never moves.
  for (let step = 0; step < 8 && isOverlayEntry(window.history.state); step += 1) {
    if (!(await travel(-1))) return;
  }
}

/**
 * Runs `go` (a navigation away from the page) once the entries the open overlays hold are off
 * the history: a replace then takes the page's own entry, and a push follows it, so Back never
 * lands on an overlay of a page already left. With none held, `go` runs at once.
 */
export function leavingOverlays(go: () => void): void {
  if (held === 0 || !isOverlayEntry(window.history.state)) return go();
  const count = held;
  // The overlays are still drawn until the navigation unmounts them: a Back meanwhile is the
  // page's, and their closing finds nothing left to take off. They stay on the stack for a
  // return from the back-forward cache (onPageShow).
  held = 0;
  ownPops += 1;
  void travel(-count).then(go);
}
