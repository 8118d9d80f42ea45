// The router: one route per entry of the route table, each page loaded on demand.
import { Global } from '@emotion/react';
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { theme } from '../renderers/theme';
import { ToastHost } from '../renderers/ui/ToastHost';
import { Loading } from '../renderers/ui/Loading';
import { NotFound } from './app/NotFound';
import { t } from './i18n';
import { pages } from './pages';
import { routes } from './routes';

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
      <Suspense fallback={<Loading text={t('common.loading')} />}>
        <Routes>
          {routes.map((route) => {
            const Page = pages[route.page];
            return <Route key={route.name} path={route.path} element={<Page route={route} />} />;
          })}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
      <ToastHost />
    </BrowserRouter>
  );
}
