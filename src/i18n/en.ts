// The English catalogue: complete, and the fallback for every other locale. English strings
// of the spec are verbatim; strings the spec gives in another language get an English text
// here and stay verbatim in their own locale's catalogue.
import { bankEn } from './en-bank';
import { complaintFormEn } from './en-complaint-form';
import { complaintHistoryEn } from './en-complaint-history';

export const en = {
  'app.name': 'Cash Loan',
  'common.retry': 'Try again',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.confirm': 'Confirm',
  'common.loading': 'Loading...',
  'common.comingSoon': 'Coming soon',
  'common.comingSoonBody':
    'This page is on its way. Please check back in a later version of the app.',
  'common.notFound': 'Page not found',
  'common.notFoundBody': 'The page you opened does not exist. Please go back and try again.',
  'common.copySuccess': 'copy success',
  'common.goHome': 'Back to home',

  'error.network': 'No connection. Please check your network and try again.',
  'error.timeout': 'The server took too long to answer. Please try again.',
  'error.server': 'The service is unavailable right now (error {status}). Please try again later.',
  'error.malformed': 'We received an answer we could not read. Please try again.',
  'error.invalid': 'We received an answer we could not understand. Please try again later.',
  'error.failed': 'Something went wrong. Please try again.',
  'error.linkBlocked': 'This link cannot be opened.',
  'error.bridgeFailed': 'The app could not complete this action. Please try again.',

  'renderer.nodeFailed': 'This part could not be shown.',
  'renderer.updateTitle': 'Please update the app',
  'renderer.updateBody':
    'This page needs a newer version of the app. Please update it to continue.',
  'renderer.updateAction': 'Update now',
  'renderer.invalidScreen': 'This page could not be shown. Please try again later.',

  'format.days': '{count} days',

  'cs.title': 'Customer service',
  'cs.intro': 'We are here to help. Contact us by phone or e-mail.',
  'cs.telephone': 'Telephone',
  'cs.email': 'E-mail',
  'cs.complaint': 'Online service: complaints and suggestions',

  'page.home': 'Home',
  'page.repaymentOfCode': 'Repayment by code',
  'page.repaymentOfCode2': 'Repayment code',
  'page.testPreview': 'Test preview',
  'page.complaintList': 'Complaint list',
  'page.complainPage': 'Online service',
  'page.complainPageNext': 'Online service',
  'page.complainDetails': 'Online service',
  'page.customerService': 'Customer service',
  'page.bindBank': 'Payment account information',
  'page.loanDetail': 'Order Details',
  'page.order': 'Order Details',
  'page.jointLoginFailure': 'Order Details',
  'page.loanConfirm': 'Loan confirmation',
  'page.newLoanConfirm': 'Loan confirmation',
  'page.loanConfirmPeriod': 'Loan confirmation',
  'page.repayment': 'Repayment',
  'page.repayDelay': 'Rollover Repayment',
  'page.repayByCard': 'Repayment by card',
  'page.paymentGuide': 'Payment guide',
  'page.paymentInstructions': 'Payment instructions',
  'page.aboutUs': 'About us',
  'page.privacyPolicy': 'General Terms and Conditions',
  'page.loanAgreement': 'Loan terms and conditions',
  'page.complaint': 'Online service',
  'page.promotion': 'Register',

  ...complaintFormEn,
  ...complaintHistoryEn,
  ...bankEn,
} as const;

export type MessageKey = keyof typeof en;
