// The router: one route per entry of the route table. Opening a route loads its page's code
// and starts the page's calls as soon as it arrives (src/app/route-loading.ts); the page
// renders then, with no Suspense boundary in the way.
import { Global } from '@emotion/react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { theme } from '../renderers/theme';
import { ErrorState } from '../renderers/ui/ErrorState';
import { Loading } from '../renderers/ui/Loading';
import { PageFrame } from '../renderers/ui/PageFrame';
import { ToastHost } from '../renderers/ui/ToastHost';
import { NotFound } from './app/NotFound';
import { usePage } from './app/route-loading';
import { t } from './i18n';
import { routes, type RouteEntry } from './routes';

function RoutePage({ route }: { route: RouteEntry }) {
  const { search } = useLocation();
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
        <Loading text={t('common.loading')} />
      )}
    </PageFrame>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Global
        styles={{
          '*, *::before, *::after': { boxSizing: 'border-box' },
          body: {
            margin: 0,
            background: theme.background,
            color: theme.text,
            font: `15px/1.4 ${theme.font}`,
            WebkitTextSizeAdjust: '100%',
          },
        }}
      />
      <Routes>
        {routes.map((route) => (
          <Route key={route.name} path={route.path} element={<RoutePage route={route} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
      <ToastHost />
    </BrowserRouter>
  );
}
