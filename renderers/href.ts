// The href an anchor may carry for a resolved action: in-app paths as they are, outside
// targets only after the app's one URL allow-list. null means "no link".
import { allowedUrl } from '../src/lib/allowed-url';
import type { AppAction } from './actions';

export function hrefOf(action: AppAction): string | null {
  switch (action.type) {
    case 'navigate': {
      const query = new URLSearchParams(action.query).toString();
      return query ? `${action.to}?${query}` : action.to;
    }
    case 'openUrl':
      return allowedUrl(action.url, action.scheme === 'any' ? 'open' : action.scheme);
    default:
      return null;
  }
}
