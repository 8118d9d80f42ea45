import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startDevtools } from './app/devtools-switch';
import { settleHashRoute } from './app/hash-routes';
import { startRoute } from './app/route-loading';
import { whenSettled } from './app/when-settled';
import { installWebBridge } from './bridge/native-events';
import { documentLang, loadCatalogue, locale } from './i18n';
import { routeAt } from './routes';

// The native shell may send its events (iOS back) from the first moment.
installWebBridge();

// An old payment-way hash route names the page (the boot script has usually settled it).
settleHashRoute();
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
startDevtools();
// After the page's own loading and first content: the worker's precache downloads must not
// compete with the page's code, its calls or its icons on a slow network. The boot script
// starts this module late, often after `load` has fired already.
const registerWorker = () =>
  whenSettled(() => {
    void import('./app/offline-worker').then(
      (worker) => worker.startOfflineWorker(),
      () => undefined, // as a failed registration: ignored (SPEC §8)
    );
  });
if (document.readyState === 'complete') registerWorker();
else window.addEventListener('load', registerWorker, { once: true });
