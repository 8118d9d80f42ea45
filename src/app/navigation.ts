// In-app navigation always carries the borrower's session parameters (SPEC §2).
import { useCallback } from 'react';
import { useNavigate } from './router';
import { readSession, withSession } from '../lib/session';

export function sessionLink(
  path: string,
  extra?: Record<string, string | number | undefined | null>,
): string {
  return withSession(path, readSession(window.location.search), extra);
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
