// Once a page has sent the tab elsewhere (location.assign), it may still take taps while the
// next page loads: those must send nothing. If the borrower comes back to this very page from
// the browser's back-forward cache, it is live again.
import { useEffect, useRef, type MutableRefObject } from 'react';

export function useLeaving(): MutableRefObject<boolean> {
  const leaving = useRef(false);
  useEffect(() => {
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) leaving.current = false;
    };
    window.addEventListener('pageshow', back);
    return () => window.removeEventListener('pageshow', back);
  }, []);
  return leaving;
}
