// The app's start, as src/main.tsx runs it, for the studio's preview frame (src/studio/frame.ts).
// Written again, not shared: moving these lines out of main.tsx into a module cost every
// borrower route about 0.15 KB gzip, with the budget 0.1 KB away.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../App';
import { startRoute } from '../app/route-loading';
import { installWebBridge } from '../bridge/native-events';
import { documentLang, loadCatalogue, locale } from '../i18n';
import { routeAt } from '../routes';

export function start(): void {
  installWebBridge();
  const opened = routeAt(window.location.pathname);
  if (opened) void startRoute(opened, window.location.search).catch(() => undefined);
  void loadCatalogue(locale).then(() => {
    document.documentElement.lang = documentLang(locale);
    const root = document.getElementById('root');
    if (root)
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
  });
}
