// Starts the app in this document: the native shell's events, the opened page's code and
// calls at once, then the first render once the language's catalogue and the page's code are
// in. src/main.tsx runs it, and so does the studio's preview frame (src/studio/frame.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../App';
import { installWebBridge } from '../bridge/native-events';
import { documentLang, loadCatalogue, locale } from '../i18n';
import { settleHashRoute } from './hash-routes';
import { routeAt } from '../routes';
import { startRoute } from './route-loading';

/**
 * How long the first render waits at most for the opened page's code, which the route's HTML
 * has preloaded. Drawing the page at once saves a render of the loading frame that the
 * static shell already shows; a page slower than this shows that frame (and its notices).
 */
const PAGE_WAIT_MS = 1000;

const atMost = (ms: number, work: Promise<unknown>): Promise<unknown> =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms))]);

export function startApp(): void {
  // The native shell may send its events (iOS back) from the first moment.
  installWebBridge();
  // An old payment-way hash route names the page (the boot script has usually settled it).
  settleHashRoute();
  // The page's code and calls start now, alongside a catalogue that is not built in.
  const opened = routeAt(window.location.pathname);
  const page = opened
    ? startRoute(opened, window.location.search).catch(() => undefined)
    : Promise.resolve();
  void Promise.all([loadCatalogue(locale), atMost(PAGE_WAIT_MS, page)]).then(() => {
    document.documentElement.lang = documentLang(locale);
    const root = document.getElementById('root');
    if (!root) return;
    // Not a transition: the page's answer is often in by now, and the first render draws it
    // at once (a 140-field form in one pass, not in time slices that only make it later).
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
