// The fixture choice the preview frames set (./frame.ts) is the studio's: when the studio
// closes, the tab's cookie is put back as it was, so the app in other tabs (npm start) answers
// from what they chose, or from what is published, again.
import { useEffect } from 'react';
import { SCENARIO_COOKIE } from '../../fixtures/server/scenario';
import { getCookie, removeCookie, setCookie } from '../lib/cookie';

export function useRestoredScenarioCookie(): void {
  useEffect(() => {
    const before = getCookie(SCENARIO_COOKIE);
    const restore = () =>
      before === null ? removeCookie(SCENARIO_COOKIE) : setCookie(SCENARIO_COOKIE, before);
    window.addEventListener('pagehide', restore);
    return () => {
      window.removeEventListener('pagehide', restore);
      restore();
    };
  }, []);
}
