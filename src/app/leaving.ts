// Once a page has sent the tab elsewhere (location.assign), it may still take taps while the
// next page loads: those must send nothing. The tab may also stay: the native shell opened the
// link outside (the web view hides, then shows again), or the answer was a download. So the
// lock lapses when the page shows again after being hidden, when the borrower comes back to it
// from the browser's back-forward cache, and after LEAVE_GRACE_MS in any case: a page that is
// still here by then is not leaving, and its controls must work again.
import { useEffect, useState, type MutableRefObject } from 'react';

/** Longer than a slow network takes to start showing the next page. */
export const LEAVE_GRACE_MS = 10_000;

export function useLeaving(): MutableRefObject<boolean> {
  const [leaving] = useState(() => {
    let since: number | null = null;
    return {
      get current() {
        return since !== null && Date.now() - since < LEAVE_GRACE_MS;
      },
      set current(value: boolean) {
        since = value ? Date.now() : null;
      },
    };
  });
  useEffect(() => {
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) leaving.current = false;
    };
    const shownAgain = () => {
      if (document.visibilityState === 'visible') leaving.current = false;
    };
    window.addEventListener('pageshow', back);
    document.addEventListener('visibilitychange', shownAgain);
    return () => {
      window.removeEventListener('pageshow', back);
      document.removeEventListener('visibilitychange', shownAgain);
    };
  }, [leaving]);
  return leaving;
}
