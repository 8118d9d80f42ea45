// The boot script: a small classic script every built page runs first (scripts/boot-plugin.ts
// builds it and puts it in index.html). It
//   1. sends the opened route's first calls at once (src/app/route-calls.ts), so they travel
//      while the app's code downloads rather than after it has run (docs/decisions/024), and
//      lends its sender to the app for the routes opened later (the global `borrowerBoot`),
//      so the entry does not carry every route's calls a second time;
//   2. starts the app's entry, already downloading (modulepreload), only after the static
//      shell is painted: a phone that has the code early (a fast network, the offline worker)
//      would otherwise compile and run ~300 KB of script before showing anything.
import { afterPaint } from '../renderers/after-paint';
import { settleHashRoute } from './app/hash-routes';
import { sendOpeningCalls } from './app/route-calls';
import { routeAt } from './routes';

export { sendOpeningCalls };

// An old payment-way hash route (#/borrowDetail/…) names the page: the address says so first.
settleHashRoute();
const opened = routeAt(window.location.pathname);
if (opened) void sendOpeningCalls(opened.page, window.location.search);

void afterPaint().then(() => {
  const entry = document.getElementById('entry');
  if (!(entry instanceof HTMLLinkElement)) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry.href;
  document.head.appendChild(script);
});
