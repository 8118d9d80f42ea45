// Page name → lazily loaded module, so each route loads only its own code. Convention:
// a page lives in src/pages/<name>/index.tsx with a default export (scripts/budgets.ts
// relies on it to find each route's chunk).
import { lazy, type ComponentType } from 'react';
import type { PageName, RouteEntry } from './routes';

export interface PageProps {
  route: RouteEntry;
}

export const pages: Record<PageName, ComponentType<PageProps>> = {
  'customer-service': lazy(() => import('./pages/customer-service')),
  'coming-soon': lazy(() => import('./pages/coming-soon')),
  'test-preview': lazy(() => import('./pages/test-preview')),
  'complain-page': lazy(() => import('./pages/complain-page')),
  'complain-page-next': lazy(() => import('./pages/complain-page-next')),
  'complaint-list': lazy(() => import('./pages/complaint-list')),
  'complain-details': lazy(() => import('./pages/complain-details')),
  'bind-bank': lazy(() => import('./pages/bind-bank')),
};
