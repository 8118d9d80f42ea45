// A form's "ask before leaving" (renderers/services.ts LeavePolicy). While active, a Back that
// would leave the page (another address; an overlay's own entry is the same address) is held
// by the router's blocker, and the form asks; the router puts the address back while it asks,
// and Leave lets the held Back through. The title bar's back on the tab's first page leaves
// without a history step (the web view closes, or the home page opens): it asks through
// `whenLeaveAgreed` instead.
import { useCallback, useEffect, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import type { LeavePolicy, LeaveQuestion } from '../../renderers/services';

/** The active form's question, when one asks: it holds `leave` until the borrower answers. */
let ask: ((leave: () => void) => void) | null = null;

/** Runs `leave` at once, or once the borrower agrees to leave the form they are filling in. */
export function whenLeaveAgreed(leave: () => void): void {
  if (ask) ask(leave);
  else leave();
}

function useLeaveQuestion(active: boolean): LeaveQuestion {
  const holdsBack = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation, historyAction }) =>
      active &&
      historyAction === 'POP' &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [active],
  );
  const blocker = useBlocker(holdsBack);
  const [held, setHeld] = useState<{ leave: () => void } | null>(null);
  useEffect(() => {
    if (!active) return undefined;
    const asking = (leave: () => void) => setHeld({ leave });
    ask = asking;
    return () => {
      if (ask === asking) ask = null;
    };
  }, [active]);
  return {
    asking: blocker.state === 'blocked' || held !== null,
    stay: () => {
      setHeld(null);
      blocker.reset?.();
    },
    leave: () => {
      setHeld(null);
      if (held) held.leave();
      else blocker.proceed?.();
    },
  };
}

export const leavePolicy: LeavePolicy = { useLeaveQuestion };
