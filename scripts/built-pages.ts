// Every built page, opened as /testPreview links it, and
// what shows once it has loaded: for the screenshots and the tap-target browser test.
/** Each built page, opened as /testPreview links it, and what shows once it has loaded. */
export const BUILT_PAGES = [
  { name: 'customer-service', path: '/customerService', ready: '[data-screen="customer-service"]' },
  { name: 'complaint-list', path: '/complaintList', ready: '[data-node-id="complaint-tabs"]' },
  { name: 'complain-page', path: '/complainPage', ready: '[data-node-id="complain-types"]' },
  {
    name: 'complain-page-next',
    path: '/complainPageNext?problemType=1&problemSonType=12&orderNo=PH20250301001',
    ready: 'textarea',
  },
  {
    name: 'complain-details',
    path: '/complainDetails?problemId=1024',
    ready: '[data-node-id="complaint"]',
  },
  { name: 'bind-bank', path: '/bindBank?product_id=1', ready: '[data-field]' },
  {
    name: 'new-loan-confirm',
    path: '/newLoanConfirm?productId=PRD-1&orderId=O-9',
    ready: '[data-node-id="next"]',
  },
  {
    name: 'loan-confirm-period',
    path: '/loanConfirmPeriod?productId=PRD-1&orderId=O-9',
    ready: '[data-node-id="next"]',
  },
  {
    name: 'loan-confirm',
    path: '/loanConfirm?productId=PRD-1&orderId=O-9',
    ready: '[data-node-id="next"]',
  },
  {
    name: 'order-details',
    path: '/loanDetail?productId=PRD-1&orderId=O-9',
    ready: '[data-node-id="order-status"]',
  },
  {
    name: 'joint-login-failure',
    path: '/jointLoginFailure?productId=PRD-1&orderId=O-9',
    ready: '[data-node-id="joint-notice"]',
  },
  {
    name: 'repayment',
    path: '/repayment?productId=PRD-1&orderId=O-9',
    ready: '[data-node-id="payment-method"]',
  },
  {
    name: 'repay-delay',
    path: '/repayDelay?productId=PRD-1&orderId=O-9',
    ready: '[data-node-id="payment-method"]',
  },
  // With no saved record in a fresh browser: the default steps and Back.
  { name: 'repayment-of-code2', path: '/repaymentOfCode2', ready: '[data-node-id="back"]' },
  {
    name: 'repayment-of-code',
    path: '/repaymentOfCode?showType=2&amount=523450&payCode=7781234590123',
    ready: '[data-node-id="qr"]',
  },
  { name: 'payment-guide', path: '/paymentGuide', ready: '[data-node-id="guide-channels"]' },
  {
    name: 'payment-instructions',
    path: '/paymentInstructions',
    ready: '[data-node-id="instruction-channels"]',
  },
  {
    name: 'repay-by-card',
    path: '/repayByCard?orderId=O-9&amount=523450&productId=PRD-1',
    ready: '[data-node-id="repay"]',
  },
  { name: 'website', path: '/', ready: '[data-node-id="site-nav"]' },
  { name: 'privacy-policy', path: '/privacyPolicy', ready: '[data-node-id="pp-grievance"]' },
  { name: 'loan-agreement', path: '/loanAgreement', ready: '[data-node-id="la-contact"]' },
  { name: 'about-us', path: '/aboutUs', ready: '[data-node-id="about-email"]' },
  {
    name: 'promotion',
    path: '/promotion?templateId=T-1&user_from=fb&utm_tag=summer&invite_code=INV-1',
    ready: '[data-node-id="promo-register"]',
  },
  { name: 'not-found', path: '/no-such-page', ready: 'main' },
] as const;
