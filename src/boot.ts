// The page's first module, small and on its own: it
//   1. sends the opened route's first calls at once (src/app/route-calls.ts), so they travel
//      while the app's code downloads rather than after it has run (docs/decisions/024); the
//      app sends those of the routes opened later with the same module;
//   2. starts the app (src/main.tsx, already downloading: modulepreload) only after the static
//      shell is painted: a phone that has the code early (a fast network, the offline worker)
//      would otherwise compile and run ~300 KB of script before showing anything; if that code
//      cannot be loaded, the shell says so and offers to try again.
import { afterPaint } from '../renderers/after-paint';
import { showEntryFailure } from './app/entry-failure';
import { settleHashRoute } from './app/hash-routes';
import { bridgeConfig } from './bridge/config';
import { sendOpeningCalls } from './app/route-calls';
import { routeAt } from './routes';

// An old payment-way hash route (#/borrowDetail/…) names the page: the address says so first.
settleHashRoute();
const opened = routeAt(window.location.pathname);
if (opened) void sendOpeningCalls(opened.page, window.location.search);

// The native shell may send its events (contract loan.md) before the app's code has run, or
// when it could not be loaded: they never meet an error. Back goes back to the in-app page
// behind (the router's depth, src/app/router.tsx), or on the first page closes the web view as
// the app does (src/app/chrome.ts): a failure screen there must not hold the borrower. The
// handler's name is the build's (src/bridge/config.ts); the app puts its own bridge in place
// as it starts (src/bridge/native-events.ts).
window.webBridge ??= {
  emit: (name) => {
    if (name !== 'iosBack') return;
    if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) window.history.back();
    else
      (window as IosWindow).webkit?.messageHandlers?.[
        bridgeConfig.methods.closeWebView
      ]?.postMessage('{}');
  },
};

interface IosWindow {
  webkit?: {
    messageHandlers?: Record<string, { postMessage: (json: string) => void } | undefined>;
  };
}

void afterPaint()
  .then(() => import('./main'))
  .catch(showEntryFailure);
