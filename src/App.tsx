// The router: one route per entry of the route table. Opening a route loads its page's code
// and starts the page's calls as soon as it arrives (src/app/route-loading.ts); the page
// renders then, with no Suspense boundary in the way.
import { css, Global } from '@emotion/react';
import { useEffect, useMemo } from 'react';
import { BrandInitialsContext } from '../renderers/ui/BrandMark';
import { ChromeContext } from '../renderers/ui/chrome';
import { theme } from '../renderers/theme';
import { ErrorState } from '../renderers/ui/ErrorState';
import { Loading } from '../renderers/ui/Loading';
import { PageFrame } from '../renderers/ui/PageFrame';
import { ToastHost } from '../renderers/ui/ToastHost';
import { showFlash } from './app/flash';
import { brandInitials, brandProperties } from './lib/brand';
import { NotFound } from './app/NotFound';
import { usePage } from './app/route-loading';
import { slowNotice } from './pages/shared/PendingPage';
import { appChrome } from './app/chrome';
import { Router, useLocation, useNavigate } from './app/router';
import { t } from './i18n';
import { routeAt, type RouteEntry } from './routes';

function RoutePage({ route, search }: { route: RouteEntry; search: string }) {
  const page = usePage(route, search);
  if (page.status === 'ready') return <page.Page route={route} />;
  // While the code loads, the frame reads like the static shell (the app's name), so nothing
  // changes on screen and no page heading appears before the page itself.
  const title = page.status === 'failed' ? t(route.titleKey) : t('app.name');
  return (
    <PageFrame title={title}>
      {page.status === 'failed' ? (
        <ErrorState
          message={t('error.pageLoad')}
          retryLabel={t('common.retry')}
          onRetry={page.retry}
        />
      ) : (
        // The page's code is on its way: trying again means loading the page afresh.
        <Loading text={t('common.loading')} slow={slowNotice(() => window.location.reload())} />
      )}
    </PageFrame>
  );
}

function CurrentRoute() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const chrome = useMemo(() => appChrome((to) => navigate(to)), [navigate]);
  // A message the previous page left for this one ("Payout account saved").
  useEffect(showFlash, [pathname, search]);
  const route = routeAt(pathname);
  // Keyed by route so that a page's state never carries over to another page.
  return (
    <ChromeContext value={chrome}>
      {route ? <RoutePage key={route.name} route={route} search={search} /> : <NotFound />}
    </ChromeContext>
  );
}

const globalStyles = css({
  // The brand reaches the renderer as custom properties (renderers/theme.ts reads them).
  ':root': brandProperties,
  '*, *::before, *::after': { boxSizing: 'border-box' },
  body: {
    margin: 0,
    background: theme.background,
    color: theme.text,
    font: `15px/1.4 ${theme.font}`,
    WebkitTextSizeAdjust: '100%',
    // A long word, e-mail or URL wraps rather than widening the page on a narrow phone.
    overflowWrap: 'break-word',
  },
});

export function App() {
  return (
    <BrandInitialsContext value={brandInitials}>
      <Router>
        <Global styles={globalStyles} />
        <CurrentRoute />
        <ToastHost />
      </Router>
    </BrandInitialsContext>
  );
}
