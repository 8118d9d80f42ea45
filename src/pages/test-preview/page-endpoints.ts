// Which endpoints each page calls, by path: the rows of the scenario matrix (every page on
// every fixture scenario of its endpoints). Paths, not the endpoint declarations: importing
// those here would make every page's validators look shared with this developer page and
// change how the borrower chunks are cut. tests/app/page-endpoints.test.ts checks the list
// against the pages' own imports, so it cannot drift.
import { olderPaths } from '../../api/older-paths';
import type { PageName } from '../../routes';

const newerConfirm = [
  '/v3/loan-confirm/loan-detail-confirm',
  '/v3/contract/contract',
  '/v3/contract/contract-jump',
  '/v3/loan-confirm/loan-detail-push',
];
// One page component serves both (src/pages/repayment/RepaymentPage.tsx), each loading its own.
const repayment = [
  '/v3/installment/loan-play-detail',
  '/previously/actually',
  '/v3/loan-details/generate-vcode',
];

export const PAGE_ENDPOINTS: Readonly<Record<PageName, readonly string[]>> = {
  'customer-service': ['/v3/personal-center/contact-kf-info'],
  'test-preview': [],
  'complain-page': ['/user-problem/problem-init'],
  'complain-page-next': [
    '/user-problem/problem-init',
    '/user-problem/problem-save',
    '/user-problem/upload-problem-img',
  ],
  'complaint-list': ['/user-problem/problem-list'],
  'complain-details': ['/user-problem/problem-detail', '/user-problem/save-score'],
  'bind-bank': [
    '/v3/bind-card/card-init',
    '/v3/bind-card/form-layout',
    '/v3/bind-card/bind-card-new',
    '/v3/bind-card/bind-card-change',
  ],
  'new-loan-confirm': newerConfirm,
  'loan-confirm-period': newerConfirm,
  'loan-confirm': [
    olderPaths.confirmDetail,
    olderPaths.agreements,
    olderPaths.agreementJump,
    olderPaths.loanPush,
  ],
  'order-details': [
    '/v3/loan-details/loan-details',
    '/v3/loan-details/google-score',
    '/service/event/save',
  ],
  'joint-login-failure': [
    olderPaths.failureNotice,
    olderPaths.productClick,
    olderPaths.productLink,
  ],
  repayment,
  'repay-delay': repayment,
  'repayment-of-code2': [],
  'repayment-of-code': [],
  'payment-guide': [],
  'payment-instructions': [],
  'repay-by-card': [
    '/api/v1/loan/repayment-way',
    '/api/v1/loan/repayment-commit',
    '/api/v1/loan/repayment-confirm',
    '/api/v1/loan/repayment-huichao',
  ],
  website: [],
  'privacy-policy': [],
  'loan-agreement': [],
  'about-us': [],
  promotion: [
    '/v3/channel/channel-template',
    '/v3/promotion/track-visit',
    '/v3/promotion/track-click',
    '/v3/promotion/get-sid',
    '/v3/promotion/get-sms',
    '/v3/promotion/register',
  ],
};

/**
 * What the matrix leaves out of a route's row: the endpoints its page component imports but
 * this route never calls (one component serves both repayment kinds, each loading its own).
 */
export const NOT_CALLED_BY_ROUTE: Readonly<Record<string, readonly string[]>> = {
  repayment: ['/previously/actually'],
  repayDelay: ['/v3/installment/loan-play-detail'],
};

/** The query a link needs for its page to call the endpoint at all. */
export const ENDPOINT_QUERY: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // Only a binding opened from the loan detail changes the card (SPEC §4).
  '/v3/bind-card/bind-card-change': { source: 'loanDetail' },
};

/**
 * The other endpoints' scenarios a link needs for its page to call the endpoint at all: the
 * order's default answer shows neither the rating (google-score) nor Borrow Again (event/save).
 */
export const ENDPOINT_NEEDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '/v3/loan-details/google-score': { '/v3/loan-details/loan-details': 'rating' },
  '/service/event/save': { '/v3/loan-details/loan-details': 'status-200' },
};
