// English strings of the order details and joint-login failure pages; spread into the en
// catalogue. The button labels, "Kind tips", "Go and bind the card" and the result text are
// the spec's and the contract's own words; "Silakan pilih" (Indonesian) reads in English here
// and stays verbatim in the id catalogue.
export const orderEn = {
  'order.title': 'Order Details',
  'order.status': 'Order status',
  'order.product': 'Product',
  'order.details': 'Order information',
  'order.servicePhone': 'Customer service',
  'order.repay': 'REPAY',
  'order.repayment': 'Repayment',
  'order.shortOfMoney': 'Short of money?',
  'order.rollover': 'Rollover Repayment',
  'order.borrowAgain': 'Borrow Again',
  'order.market': 'Recommended for you',
  'order.productUnavailable': 'Not available right now',
  'order.withdrawNow': 'Withdraw Now',
  'order.cancel': 'Cancel',
  'order.bindCard': 'Go and bind the card',
  'order.kindTips': 'Kind tips',
  'order.ok': 'OK',
  'order.rateTitle': 'Rate your experience',
  'order.rateStars': 'Your rating',
  'order.submit': 'Submit',
  'order.submitting': 'Submitting...',
  'order.chooseStars': 'Please choose',
  'order.thanks': 'Thank you for your feedback',
  'order.noOrder':
    'This page was opened without an order to show. Please open it again from your orders.',
  'order.linkBlocked': 'This link cannot be opened. Please try again later.',
  'joint.notice': 'What happened',
} as const;
