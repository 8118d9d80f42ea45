import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startDevtools } from './app/devtools-switch';
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
