// "Back" on a page that may have been opened on its own: back in history when there is any,
// else the native side closes the web view (in a plain browser the bridge shim records it).
import { bridgeOrSay } from './bridge-call';
import { inAppDepth } from './router';

export function backOrClose(): void {
  if (inAppDepth() > 0 || window.history.length > 1) window.history.back();
  else bridgeOrSay('closeWebView');
}
