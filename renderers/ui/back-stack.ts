// Back (Android's back button, the browser's) closes the topmost open overlay before it
// leaves the page: each open overlay, and each page guard ("Discard your complaint?"),
// holds one history entry on top of the page's own. Closing an overlay by its own button
// takes its entry off again, so no stray Back press is left behind.
import { useEffect, useRef } from 'react';

interface Entry {
  /** Runs on Back; null keeps the entry (a dialog that cannot be dismissed). */
  onBack: (() => void) | null;
  popped: boolean;
}

const MARK = { borrowerBackEntry: true };
const stack: Entry[] = [];
/** Pops this module caused itself (taking an entry off), not the borrower. */
let ownPops = 0;
let listening = false;

function onPopState(): void {
  if (ownPops > 0) {
    ownPops -= 1;
    return;
  }
  const top = stack[stack.length - 1];
  if (!top) return;
  if (!top.onBack) {
    window.history.pushState(MARK, '');
    return;
  }
  stack.pop();
  top.popped = true;
  top.onBack();
}

function isOurEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'borrowerBackEntry' in state;
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
      listening = true;
    }
    const entry: Entry = {
      onBack: dismissable ? () => latest.current?.() : null,
      popped: false,
    };
    stack.push(entry);
    window.history.pushState(MARK, '');
    return () => {
      const at = stack.indexOf(entry);
      if (at >= 0) stack.splice(at, 1);
      // Closed by its own button: take its entry off, unless a navigation already left it.
      if (!entry.popped && isOurEntry(window.history.state)) {
        ownPops += 1;
        window.history.back();
      }
    };
  }, [active, dismissable]);
}
