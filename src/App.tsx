// The app: the data router over the route table (src/app/router.tsx) inside the brand, the
// global styles and the toasts. While the first page's code loads, the frame reads like the
// static shell (the app's name), so nothing changes on screen and no page heading appears
// before the page itself; a later page's code loads under a thin bar on the page still shown.
import { css, Global, keyframes } from '@emotion/react';
import { useEffect, useMemo } from 'react';
import {
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useNavigation,
} from 'react-router-dom';
import { BrandInitialsContext } from '../renderers/ui/BrandMark';
import { ChromeContext } from '../renderers/ui/chrome';
import { theme } from '../renderers/theme';
import { ErrorState } from '../renderers/ui/ErrorState';
import { Loading } from '../renderers/ui/Loading';
import { PageFrame } from '../renderers/ui/PageFrame';
import { ToastHost } from '../renderers/ui/ToastHost';
import { showFlash } from './app/flash';
import { brandInitials } from './lib/brand-initials';
import { NotFound } from './app/NotFound';
import { slowNotice } from './pages/shared/PendingPage';
import { appChrome } from './app/chrome';
import { appRoutes, providerFuture, type DataRouter } from './app/app-router';
import { useNavigate } from './app/router';
import { langOfText, t } from './i18n';
import { routeAt } from './routes';

const reload = () => window.location.reload();

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const pendingBar = css({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  zIndex: 30,
  background: theme.brand,
  animation: `${slide} 1.2s ease-out`,
});

/** The router's pending state: the next page's code is on its way. */
function PendingBar() {
  const { state } = useNavigation();
  if (state !== 'loading') return null;
  return <div css={pendingBar} role="progressbar" aria-label={t('common.loading')} />;
}

function AppFrame() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const chrome = useMemo(() => appChrome((to) => navigate(to)), [navigate]);
  // A message the previous page left for this one ("Payout account saved").
  useEffect(showFlash, [pathname, search]);
  return (
    <ChromeContext value={chrome}>
      <PendingBar />
      <Outlet />
      <ScrollRestoration />
    </ChromeContext>
  );
}

/** The first page's code is on its way: trying again means loading the page afresh. */
function FirstLoad() {
  return (
    <PageFrame title={t('app.name')}>
      <Loading text={t('common.loading')} slow={slowNotice(reload)} />
    </PageFrame>
  );
}

/** The page's code did not arrive (a flaky network, a deployment that replaced it). */
function PageLoadFailed() {
  const route = routeAt(useLocation().pathname);
  return (
    <PageFrame title={route ? t(route.titleKey) : t('app.name')}>
      <ErrorState message={t('error.pageLoad')} retryLabel={t('common.retry')} onRetry={reload} />
    </PageFrame>
  );
}

/** The root route: the frame, with every page of the table under it. */
export const rootRoute = {
  Component: AppFrame,
  HydrateFallback: FirstLoad,
  ErrorBoundary: PageLoadFailed,
  children: appRoutes(NotFound),
};

const globalStyles = css({
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

export function App({ router }: { router: DataRouter }) {
  return (
    <BrandInitialsContext value={brandInitials}>
      <Global styles={globalStyles} />
      <RouterProvider router={router} future={providerFuture} />
      <ToastHost langOf={langOfText} />
    </BrandInitialsContext>
  );
}
