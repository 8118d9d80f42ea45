// Starts the app in this document: the native shell's events, the router (whose first
// navigation loads the opened page's code and sends its calls at once), then the first render
// once the language's catalogue is in. src/main.tsx runs it, and so does the studio's preview
// frame (src/studio/frame.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, rootRoute } from '../App';
import { installWebBridge } from '../bridge/native-events';
import { answerNativeBack } from './chrome';
import { documentLang, loadCatalogue, locale } from '../i18n';
import { settleHashRoute } from './hash-routes';
import { keepRouterInputsReadable } from './router-inputs';
import { isOverlayEntry, leaveStaleEntries } from '../../renderers/ui/back-stack';
import { createAppRouter, type DataRouter } from './app-router';

/**
 * How long the first render waits at most for the router's first navigation: the opened
 * page's code, which the route's HTML has preloaded. Drawing the page at once saves a render
 * of the loading frame that the static shell already shows; a page slower than this shows
 * that frame (the root's HydrateFallback, with its notices).
 */
const PAGE_WAIT_MS = 1000;

const atMost = (ms: number, work: Promise<unknown>): Promise<unknown> =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms))]);

/** Settles once the router's first navigation has the page's code (and its loader has run). */
function initialized(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function startApp(): void {
  // The native shell may send its events (iOS back) from the first moment.
  installWebBridge();
  // An old payment-way hash route names the page (the boot script has usually settled it).
  settleHashRoute();
  keepRouterInputsReadable();
  // A reload with a dialog open lands on the dialog's history entry: off it first.
  if (isOverlayEntry(window.history.state)) void leaveStaleEntries().then(startRouter);
  else startRouter();
}

function startRouter(): void {
  // The page's code and calls start now, alongside a catalogue that is not built in.
  const router = createAppRouter(rootRoute);
  answerNativeBack((to) => void router.navigate(to));
  void Promise.all([loadCatalogue(locale), atMost(PAGE_WAIT_MS, initialized(router))]).then(() => {
    document.documentElement.lang = documentLang(locale);
    const root = document.getElementById('root');
    if (!root) return;
    // Not a transition: the page's answer is often in by now, and the first render draws it
    // at once (a 140-field form in one pass, not in time slices that only make it later).
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}
