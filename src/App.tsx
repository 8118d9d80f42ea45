// The router: one route per entry of the route table, each page loaded on demand.
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ToastHost } from '../renderers/ui/ToastHost';
import { Loading } from '../renderers/ui/Loading';
import { NotFound } from './app/NotFound';
import { t } from './i18n';
import { pages } from './pages';
import { routes } from './routes';

export function App() {
  return (
    <BrowserRouter>
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
