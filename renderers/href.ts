// The href an anchor may carry for a resolved action: in-app paths as they are, outside
// targets only after the app's one URL allow-list (its URL policy, services.ts). null means
// "no link".
import type { AppAction } from './actions';
import type { UrlPolicy } from './services';

type AllowedUrl = UrlPolicy['allowedUrl'];
type LinkPolicy = Pick<UrlPolicy, 'allowedUrl' | 'pageLink'>;

function isInAppPath(to: unknown, allowedUrl: AllowedUrl): to is string {
  return typeof to === 'string' && to.startsWith('/') && allowedUrl(to, 'open') !== null;
}

export function hrefOf(action: AppAction, { allowedUrl, pageLink }: LinkPolicy): string | null {
  switch (action.type) {
    case 'navigate':
      // Only an in-app path is a link: anything else (a malformed layout) never becomes an
      // href, and the controller refuses it on tap (withSession).
      return isInAppPath(action.to, allowedUrl) ? pageLink(action.to, action.query) : null;
    case 'openUrl':
      return allowedUrl(action.url, action.scheme === 'any' ? 'open' : action.scheme) ?? null;
    default:
      return null;
  }
}
