// Where a URL the server sends leads, after the app's one allow-list (src/lib/allowed-url.ts):
// pages decide with these pure functions and then follow the target with useFollowLink. A
// refused URL (javascript:, data:, //host, ...) has no target at all.
import { useCallback } from 'react';
import { allowedUrl, APP_SCHEME } from '../lib/allowed-url';
import { carriedParams, readSession } from '../lib/session';
import { routeAt } from '../routes';
import { bridgeOrSay } from './bridge-call';
import { sessionLink } from './navigation';
import { useNavigate } from './router';
import { leavingOverlays } from '../../renderers/ui/back-stack';

export type LinkTarget =
  /** A page of this app: the router opens it. */
  | { kind: 'route'; path: string }
  /** Any other page, of this origin or of the web: the tab loads it. */
  | { kind: 'web'; href: string }
  /** The native side opens it (bridge openPage). */
  | { kind: 'native'; url: string };

const WEB = /^https?:/i;

export interface PageTargetOptions {
  /** Added to the URL's query. */
  extra?: Record<string, string>;
  /**
   * Whether an https URL gets the borrower's session (and the header values that travel with
   * it) too; an http one never does. An in-app path always does; a page elsewhere only when the
   * contract says so (the lender's own details page), never an agreement's host.
   */
  sessionOnWeb?: boolean;
}

/**
 * A page the tab goes to: an in-app path (a route of this app, with the session, or another
 * page of this origin) or an http(s) URL. The app scheme is not a page: it is refused here.
 */
export function pageTarget(
  url: string,
  { extra = {}, sessionOnWeb = false }: PageTargetOptions = {},
  search: string = window.location.search,
): LinkTarget | null {
  const safe = allowedUrl(url, 'open');
  if (!safe) return null;
  if (safe.startsWith('/')) {
    const path = sessionLink(safe, extra);
    const pathname = new URL(safe, 'https://app.invalid').pathname;
    return routeAt(pathname) ? { kind: 'route', path } : { kind: 'web', href: path };
  }
  if (!WEB.test(safe)) return null;
  const href = new URL(safe);
  // Never over plain http, where anyone on the way reads it (the contract's own pages are
  // https:).
  const withSession = sessionOnWeb && href.protocol === 'https:';
  const carried = { ...(withSession ? carriedParams(readSession(search)) : {}), ...extra };
  for (const [key, value] of Object.entries(carried)) href.searchParams.set(key, value);
  return { kind: 'web', href: href.toString() };
}

/**
 * The older variant's rule for a returned link (SPEC §7): one starting with http opens in
 * the browser; an in-app path or the app scheme goes to the native side. Nothing else does
 * (contract loan.md): not a tel: or mailto: link, which the allow-list keeps for links. An
 * in-app path goes with the session parameters, as every in-app link these pages open does
 * (contract loan.md).
 */
export function olderLinkTarget(url: string): LinkTarget | null {
  const safe = allowedUrl(url, 'open');
  if (!safe) return null;
  if (WEB.test(safe)) return { kind: 'web', href: safe };
  const appLink =
    APP_SCHEME !== undefined && safe.toLowerCase().startsWith(APP_SCHEME.toLowerCase());
  if (safe.startsWith('/')) return { kind: 'native', url: sessionLink(safe) };
  return appLink ? { kind: 'native', url: safe } : null;
}

/** Follows a target: a history push, or a replacement of this page when `replace`. */
export function useFollowLink(): (target: LinkTarget, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (target, { replace = false } = {}) => {
      switch (target.kind) {
        case 'route':
          return navigate(target.path, { replace });
        case 'web':
          return leavingOverlays(() =>
            replace ? window.location.replace(target.href) : window.location.assign(target.href),
          );
        case 'native':
          return bridgeOrSay('openPage', { url: target.url });
      }
    },
    [navigate],
  );
}
