// A form's "ask before leaving" (renderers/services.ts LeavePolicy) on the router's blocker:
// while active, a Back that would leave the page (another address; an overlay's own entry is
// the same address) is held, and the form asks. The router puts the address back while it
// asks; Leave lets the held Back through.
import { useCallback } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import type { LeavePolicy, LeaveQuestion } from '../../renderers/services';

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
  return {
    asking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}

export const leavePolicy: LeavePolicy = { useLeaveQuestion };
