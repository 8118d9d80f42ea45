// The one call path every server URL takes before it becomes a link, is opened, or is framed:
// the allow-list of url-safety with this build's app scheme (VITE_APP_SCHEME), which only
// links and opens may use, never a frame.
import { safeMailto, safeTel, safeUrl } from './url-safety';

export const APP_SCHEME: string | undefined = import.meta.env.VITE_APP_SCHEME || undefined;

export type UrlUse = 'open' | 'mailto' | 'tel' | 'frame';

export function allowedUrl(url: string, use: UrlUse): string | null {
  switch (use) {
    case 'mailto':
      return safeMailto(url);
    case 'tel':
      return safeTel(url);
    case 'frame':
      return /^(https?:|\/)/i.test(url.trim()) ? safeUrl(url) : null;
    case 'open':
      return safeUrl(url, { appScheme: APP_SCHEME });
  }
}
