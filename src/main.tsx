import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startDevtools } from './app/devtools-switch';
import { startOfflineWorker } from './app/offline-worker';
import { locale } from './i18n';

document.documentElement.lang = locale;
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
startDevtools();
// After the page's own loading: the worker's precache downloads must not compete with it.
window.addEventListener('load', () => void startOfflineWorker(), { once: true });
