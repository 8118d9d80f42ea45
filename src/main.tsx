import { startDevtools } from './app/devtools-switch';
import { startApp } from './app/start-app';
import { whenSettled } from './app/when-settled';

startApp();
// After the page's own loading and first content: the worker's precache downloads must not
// compete with the page's code, its calls or its icons on a slow network. The boot module
// starts this module late, often after `load` has fired already. The API clients come then
// too, if no call has needed them yet, so that the borrower's first tap does not wait for them;
// and the developer panel's switch, whose first read of session storage costs the first render
// a few milliseconds on every borrower's visit.
const registerWorker = () =>
  whenSettled(() => {
    startDevtools();
    void import('./api/transport').then(
      (transport) => transport.loadClients(),
      () => undefined,
    );
    void import('./app/offline-worker').then(
      (worker) => worker.startOfflineWorker(),
      () => undefined, // as a failed registration: ignored (SPEC §8)
    );
  });
if (document.readyState === 'complete') registerWorker();
else window.addEventListener('load', registerWorker, { once: true });
