// In-app navigation always carries the borrower's session parameters (SPEC §2).
import { useCallback } from 'react';
import { useNavigate } from './router';
import { langParam } from '../i18n';
import { readSession, withSession } from '../lib/session';

/**
 * `path` with the session, and the page's `lang` (a reload of the next page keeps the
 * language) unless the path or `extra` chooses one.
 */
export function sessionLink(
  path: string,
  extra?: Record<string, string | number | undefined | null>,
): string {
  const search = window.location.search;
  const lang = langParam(search);
  const chosen =
    new URL(path, 'https://app.invalid').searchParams.has('lang') ||
    (extra !== undefined && 'lang' in extra);
  const carried = lang && !chosen ? { lang, ...extra } : extra;
  return withSession(path, readSession(search), carried);
}

export function useSessionNavigate(): (
  path: string,
  extra?: Record<string, string>,
  replace?: boolean,
) => void {
  const navigate = useNavigate();
  return useCallback(
    (path, extra, replace = false) => navigate(sessionLink(path, extra), { replace }),
    [navigate],
  );
}
