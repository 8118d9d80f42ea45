// The route table: every path the app answers, the page that renders it and its title.
// Paths the spec calls configurable can be overridden at build time with VITE_ROUTE_PATHS,
// a JSON map from route name to path, e.g. {"customerService":"/cs"}.
import { pathMatches } from './app/path-matches.ts';
import { readPathMap } from './lib/path-map.ts';
import type { MessageKey } from './i18n/en';

export type PageName =
  | 'customer-service'
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
  | 'repay-by-card'
  | 'website'
  | 'privacy-policy'
  | 'loan-agreement'
  | 'about-us'
  | 'promotion';

export interface RouteEntry {
  name: string;
  path: string;
  page: PageName;
  titleKey: MessageKey;
  /** Developer pages are not budgeted as borrower routes and never ship in their chunks. */
  developer?: boolean;
}

/** The route names that have a title (`page.<name>` in the catalogue). */
type Titled<Key> = Key extends `page.${infer Name}` ? Name : never;
type TitledName = Titled<MessageKey>;

/** A route at /<name>, titled `page.<name>`. */
const route = (name: TitledName, page: PageName, extra?: Partial<RouteEntry>): RouteEntry => ({
  name,
  path: `/${name}`,
  page,
  titleKey: `page.${name}`,
  ...extra,
});

const defaults: RouteEntry[] = [
  { ...route('home', 'website'), path: '/' },
  route('repaymentOfCode', 'repayment-of-code'),
  route('repaymentOfCode2', 'repayment-of-code2'),
  route('testPreview', 'test-preview', { developer: true }),
  route('complaintList', 'complaint-list'),
  route('complainPage', 'complain-page'),
  route('complainPageNext', 'complain-page-next'),
  route('complainDetails', 'complain-details'),
  route('customerService', 'customer-service'),
  route('bindBank', 'bind-bank'),
  route('loanDetail', 'order-details'),
  route('order', 'order-details'),
  route('jointLoginFailure', 'joint-login-failure'),
  route('loanConfirm', 'loan-confirm'),
  route('newLoanConfirm', 'new-loan-confirm'),
  route('loanConfirmPeriod', 'loan-confirm-period'),
  route('repayment', 'repayment'),
  route('repayDelay', 'repay-delay'),
  route('repayByCard', 'repay-by-card'),
  route('paymentGuide', 'payment-guide'),
  route('paymentInstructions', 'payment-instructions'),
  route('aboutUs', 'about-us'),
  route('privacyPolicy', 'privacy-policy'),
  route('loanAgreement', 'loan-agreement'),
  route('complaint', 'complain-page'),
  route('promotion', 'promotion'),
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

/**
 * The path `table` serves a page at, given the path the default table gives it (with any
 * query or fragment kept). Layouts, shipped and server-sent, name pages by those default
 * paths; a build may move them (VITE_ROUTE_PATHS). Any other path is returned as it is.
 */
export function movedPath(table: readonly RouteEntry[], path: string): string {
  const end = path.search(/[?#]/);
  const pathname = end < 0 ? path : path.slice(0, end);
  const named = defaults.find((r) => pathMatches(pathname, r.path));
  const served = named && table.find((r) => r.name === named.name);
  return served && served.path !== named.path ? served.path + path.slice(pathname.length) : path;
}

/** The path this build serves a page at, given the path a layout names it by. */
export const pagePathOf: (path: string) => string = configuredPaths
  ? (path) => movedPath(routes, path)
  : (path) => path;

/** The route a location's path opens (any letter case, trailing slashes ignored). */
export function routeAt(pathname: string): RouteEntry | undefined {
  return routes.find((r) => pathMatches(pathname, r.path));
}

export function pathOf(name: string): string {
  const entry = routes.find((r) => r.name === name);
  if (!entry) throw new Error(`no route named ${name}`);
  return entry.path;
}
