// The title bar's back control (renderers/ui/chrome.ts): back through this tab's in-app pages;
// from the first page, the native app closes its web view; in a plain browser, home.
import type { Chrome } from '../../renderers/ui/chrome';
import { callBridge, hasNativeBridge } from '../bridge';
import { t } from '../i18n';
import { sessionLink } from './navigation';
import { inAppDepth } from './router';

export function appChrome(navigate: (to: string) => void): Chrome {
  return {
    backLabel: t('common.back'),
    canGoBack: () => inAppDepth() > 0 || hasNativeBridge() || window.location.pathname !== '/',
    goBack: () => {
      if (inAppDepth() > 0) window.history.back();
      else if (hasNativeBridge()) callBridge('closeWebView');
      else navigate(sessionLink('/'));
    },
  };
}
