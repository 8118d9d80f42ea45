// Page name → its code, fetched on demand so each route loads only its own (the router's lazy
// routes, src/app/router.tsx). Convention: a page lives in src/pages/<name>/index.tsx with a
// default export (scripts/budgets.ts relies on it to find each route's chunk); what it loads
// on open is declared beside it, in its folder's calls.ts (src/app/route-calls.ts).
import type { ComponentType } from 'react';
import type { PageName, RouteEntry } from './routes';

export interface PageProps {
  route: RouteEntry;
}

export interface PageModule {
  default: ComponentType<PageProps>;
}

export const pages: Record<PageName, () => Promise<PageModule>> = {
  'customer-service': () => import('./pages/customer-service'),
  'test-preview': () => import('./pages/test-preview'),
  'complain-page': () => import('./pages/complain-page'),
  'complain-page-next': () => import('./pages/complain-page-next'),
  'complaint-list': () => import('./pages/complaint-list'),
  'complain-details': () => import('./pages/complain-details'),
  'bind-bank': () => import('./pages/bind-bank'),
  'new-loan-confirm': () => import('./pages/new-loan-confirm'),
  'loan-confirm-period': () => import('./pages/loan-confirm-period'),
  'loan-confirm': () => import('./pages/loan-confirm'),
  'order-details': () => import('./pages/order-details'),
  'joint-login-failure': () => import('./pages/joint-login-failure'),
  repayment: () => import('./pages/repayment'),
  'repay-delay': () => import('./pages/repay-delay'),
  'repayment-of-code2': () => import('./pages/repayment-of-code2'),
  'repayment-of-code': () => import('./pages/repayment-of-code'),
  'payment-guide': () => import('./pages/payment-guide'),
  'payment-instructions': () => import('./pages/payment-instructions'),
  'repay-by-card': () => import('./pages/repay-by-card'),
  website: () => import('./pages/website'),
  'privacy-policy': () => import('./pages/privacy-policy'),
  'loan-agreement': () => import('./pages/loan-agreement'),
  'about-us': () => import('./pages/about-us'),
  promotion: () => import('./pages/promotion'),
};
