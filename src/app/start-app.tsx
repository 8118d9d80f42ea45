// The app's start, for both of its entries: the studio's preview frame (src/studio/frame.ts)
// and the borrower app, whose src/main.tsx adds the old hash routes, the developer panel and
// the offline worker around it (none has a place in a preview). src/main.tsx still writes
// these lines out itself until it is changed to call startApp() (decision 040).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../App';
import { installWebBridge } from '../bridge/native-events';
import { documentLang, loadCatalogue, locale } from '../i18n';
import { routeAt } from '../routes';
import { startRoute } from './route-loading';

export function startApp(): void {
  // The native shell may send its events (iOS back) from the first moment.
  installWebBridge();
  // The page's code and calls start now, alongside a catalogue that is not built in.
  const opened = routeAt(window.location.pathname);
  if (opened) void startRoute(opened, window.location.search).catch(() => undefined);

  void loadCatalogue(locale).then(() => {
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
