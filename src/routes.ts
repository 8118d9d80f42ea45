// The route table: every path the app answers, the page that renders it and its title.
// Paths the spec calls configurable can be overridden at build time with VITE_ROUTE_PATHS,
// a JSON map from route name to path, e.g. {"customerService":"/cs"}.
import { pathMatches } from './app/path-matches';
import { readPathMap } from './lib/path-map';
import type { MessageKey } from './i18n/en';

export type PageName =
  | 'customer-service'
  | 'coming-soon'
  | 'test-preview'
  | 'complain-page'
  | 'complain-page-next'
  | 'complaint-list'
  | 'complain-details'
  | 'bind-bank'
  | 'new-loan-confirm'
  | 'loan-confirm-period'
  | 'loan-confirm'
  | 'order-details'
  | 'joint-login-failure'
  | 'repayment'
  | 'repay-delay'
  | 'repayment-of-code2'
  | 'repayment-of-code'
  | 'payment-guide'
  | 'payment-instructions'
  | 'repay-by-card';

export interface RouteEntry {
  name: string;
  path: string;
  page: PageName;
  titleKey: MessageKey;
  /** Developer pages are not budgeted as borrower routes and never ship in their chunks. */
  developer?: boolean;
}

const defaults: RouteEntry[] = [
  { name: 'home', path: '/', page: 'coming-soon', titleKey: 'page.home' },
  {
    name: 'repaymentOfCode',
    path: '/repaymentOfCode',
    page: 'repayment-of-code',
    titleKey: 'page.repaymentOfCode',
  },
  {
    name: 'repaymentOfCode2',
    path: '/repaymentOfCode2',
    page: 'repayment-of-code2',
    titleKey: 'page.repaymentOfCode2',
  },
  {
    name: 'testPreview',
    path: '/testPreview',
    page: 'test-preview',
    titleKey: 'page.testPreview',
    developer: true,
  },
  {
    name: 'complaintList',
    path: '/complaintList',
    page: 'complaint-list',
    titleKey: 'page.complaintList',
  },
  {
    name: 'complainPage',
    path: '/complainPage',
    page: 'complain-page',
    titleKey: 'page.complainPage',
  },
  {
    name: 'complainPageNext',
    path: '/complainPageNext',
    page: 'complain-page-next',
    titleKey: 'page.complainPageNext',
  },
  {
    name: 'complainDetails',
    path: '/complainDetails',
    page: 'complain-details',
    titleKey: 'page.complainDetails',
  },
  {
    name: 'customerService',
    path: '/customerService',
    page: 'customer-service',
    titleKey: 'page.customerService',
  },
  { name: 'bindBank', path: '/bindBank', page: 'bind-bank', titleKey: 'page.bindBank' },
  { name: 'loanDetail', path: '/loanDetail', page: 'order-details', titleKey: 'page.loanDetail' },
  { name: 'order', path: '/order', page: 'order-details', titleKey: 'page.order' },
  {
    name: 'jointLoginFailure',
    path: '/jointLoginFailure',
    page: 'joint-login-failure',
    titleKey: 'page.jointLoginFailure',
  },
  { name: 'loanConfirm', path: '/loanConfirm', page: 'loan-confirm', titleKey: 'page.loanConfirm' },
  {
    name: 'newLoanConfirm',
    path: '/newLoanConfirm',
    page: 'new-loan-confirm',
    titleKey: 'page.newLoanConfirm',
  },
  {
    name: 'loanConfirmPeriod',
    path: '/loanConfirmPeriod',
    page: 'loan-confirm-period',
    titleKey: 'page.loanConfirmPeriod',
  },
  { name: 'repayment', path: '/repayment', page: 'repayment', titleKey: 'page.repayment' },
  { name: 'repayDelay', path: '/repayDelay', page: 'repay-delay', titleKey: 'page.repayDelay' },
  {
    name: 'repayByCard',
    path: '/repayByCard',
    page: 'repay-by-card',
    titleKey: 'page.repayByCard',
  },
  {
    name: 'paymentGuide',
    path: '/paymentGuide',
    page: 'payment-guide',
    titleKey: 'page.paymentGuide',
  },
  {
    name: 'paymentInstructions',
    path: '/paymentInstructions',
    page: 'payment-instructions',
    titleKey: 'page.paymentInstructions',
  },
  { name: 'aboutUs', path: '/aboutUs', page: 'coming-soon', titleKey: 'page.aboutUs' },
  {
    name: 'privacyPolicy',
    path: '/privacyPolicy',
    page: 'coming-soon',
    titleKey: 'page.privacyPolicy',
  },
  {
    name: 'loanAgreement',
    path: '/loanAgreement',
    page: 'coming-soon',
    titleKey: 'page.loanAgreement',
  },
  { name: 'complaint', path: '/complaint', page: 'complain-page', titleKey: 'page.complaint' },
  { name: 'promotion', path: '/promotion', page: 'coming-soon', titleKey: 'page.promotion' },
];

export function applyPathOverrides(entries: RouteEntry[], raw: string | undefined): RouteEntry[] {
  const overrides = readPathMap(raw, 'VITE_ROUTE_PATHS');
  if (!overrides) return entries;
  return entries.map((entry) => {
    const path = overrides[entry.name];
    return typeof path === 'string' && /^\/[A-Za-z0-9/_-]*$/.test(path)
      ? { ...entry, path }
      : entry;
  });
}

const configuredPaths = import.meta.env?.VITE_ROUTE_PATHS;
// Written as a condition on the build-time value so a build without overrides drops the parser.
export const routes: RouteEntry[] = configuredPaths
  ? applyPathOverrides(defaults, configuredPaths)
  : defaults;

/** The route a location's path opens (any letter case, trailing slashes ignored). */
export function routeAt(pathname: string): RouteEntry | undefined {
  return routes.find((r) => pathMatches(pathname, r.path));
}

export function pathOf(name: string): string {
  const entry = routes.find((r) => r.name === name);
  if (!entry) throw new Error(`no route named ${name}`);
  return entry.path;
}
