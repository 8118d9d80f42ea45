// The router's hooks as pages use them: react-router-dom's, with navigation that follows the
// old payment-way hash routes, and the count of in-app pages behind the current one. The
// router itself (the route table as data routes) is ./app-router.tsx.
import { useCallback } from 'react';
import { useNavigate as useRouterNavigate } from 'react-router-dom';
import { leavingOverlays } from '../../renderers/ui/back-stack';
import { hashRouteTarget } from './hash-routes';

export { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';

/** How many in-app pages lie behind the current one in this tab (0: the first page opened). */
export function inAppDepth(): number {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && Number.isInteger(idx) && idx > 0 ? idx : 0;
}

/**
 * Navigates in the app; an old hash route leads to the page it names. An overlay open on the
 * page (a pop-up whose button leads on) first gives back its history entry.
 */
export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const navigate = useRouterNavigate();
  return useCallback(
    (to, options) =>
      leavingOverlays(
        () => void navigate(hashRouteTarget(to) ?? to, { replace: options?.replace }),
      ),
    [navigate],
  );
}

export { pathMatches } from './path-matches';
