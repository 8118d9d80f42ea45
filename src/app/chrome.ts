// The title bar's back control (renderers/ui/chrome.ts): back through this tab's in-app pages;
// from the first page, the native app closes its web view (or says it could not: decision 004);
// in a plain browser, home. A page
// shown in another page's frame (the website's privacy policy) has none: there it would move
// the frame, or the whole tab's history.
import type { Chrome } from '../../renderers/ui/chrome';
import { hasNativeBridge } from '../bridge';
import { setNativeFallback } from '../bridge/native-events';
import { bridgeOrSay } from './bridge-call';
import { whenLeaveAgreed } from './leave-question';
import { t } from '../i18n';
import { sessionLink } from './navigation';
import { inAppDepth } from './router';
import { isOverlayEntry } from '../../renderers/ui/back-stack';

function framed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A parent of another origin cannot even be compared: framed all the same.
    return true;
  }
}

export function appChrome(navigate: (to: string) => void): Chrome {
  return {
    backLabel: t('common.back'),
    canGoBack: () =>
      !framed() && (inAppDepth() > 0 || hasNativeBridge() || window.location.pathname !== '/'),
    goBack: () => {
      // An open dialog or sheet holds a history entry of its own (on the first page too):
      // Back closes it first (renderers/ui/back-stack.ts), or keeps one that cannot be closed.
      if (inAppDepth() > 0 || isOverlayEntry(window.history.state)) return window.history.back();
      // No history step to hold: a form being filled in asks here (leave-question.ts).
      whenLeaveAgreed(() => {
        if (hasNativeBridge()) bridgeOrSay('closeWebView');
        else navigate(sessionLink('/'));
      });
    },
  };
}

/**
 * The iOS back gesture on a page with no answer of its own does what the title bar's back
 * does (a page such as loan confirm asks first: it listens itself), from the router's start:
 * also while the first page's code loads or could not be loaded, where no title bar is drawn.
 * Returns the removal.
 */
export function answerNativeBack(navigate: (to: string) => void): () => void {
  return setNativeFallback('iosBack', appChrome(navigate).goBack);
}
