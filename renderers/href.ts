// The href an anchor may carry for a resolved action: in-app paths as they are, outside
// targets only after the URL allow-list. null means "no link".
import { safeMailto, safeTel, safeUrl } from '../src/lib/url-safety';
import type { AppAction } from './actions';

export function hrefOf(action: AppAction): string | null {
  switch (action.type) {
    case 'navigate': {
      const query = new URLSearchParams(action.query).toString();
      return query ? `${action.to}?${query}` : action.to;
    }
    case 'openUrl':
      if (action.scheme === 'mailto') return safeMailto(action.url);
      if (action.scheme === 'tel') return safeTel(action.url);
      return safeUrl(action.url);
    default:
      return null;
  }
}
