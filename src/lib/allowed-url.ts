// The one call path every server URL takes before it becomes a link, is opened, or is framed:
// the allow-list of url-safety with this build's app scheme (VITE_APP_SCHEME, else the scheme
// of the brand config's app link, SPEC §3), which only links and opens may use, never a frame.
import brand from '../../schemas/v1/config/brand.default.json';
import type { UrlUse } from '../../renderers/services';
import { safeMailto, safeTel, safeUrl } from './url-safety';

export const APP_SCHEME: string | undefined =
  import.meta.env.VITE_APP_SCHEME || /^[a-z][a-z0-9+.-]*:/i.exec(brand.appSchemeUrl)?.[0];

export type { UrlUse };

export function allowedUrl(url: string, use: UrlUse): string | null {
  switch (use) {
    case 'mailto':
      return safeMailto(url);
    case 'tel':
      return safeTel(url);
    case 'frame':
      // https or this site only: the deployed CSP (frame-src 'self' https:) and an https page
      // show no http frame, which would leave an empty dialog.
      return /^(https:|\/)/i.test(url.trim()) ? safeUrl(url) : null;
    case 'open':
      return safeUrl(url, { appScheme: APP_SCHEME });
  }
}
