// English strings of repayment by card. The lower-case messages are the spec's own words
// (SPEC §5, §8); "Please select a payment bank card first" is the spec's Chinese message in
// English, and "Please do not resend" the registration's Chinese "do not resend" (SPEC §5),
// which a tap on the running resend countdown says here too (the zh catalogue keeps both in
// Chinese).
export const repayCardEn = {
  'card.amount': 'Amount to repay',
  'card.cards': 'Choose a bank card',
  'card.noCards':
    'You have no bank card to pay with here. Add one, or go back and choose another way to pay.',
  'card.addCard': 'Add a bank card',
  'card.repay': 'Repay',
  'card.repaying': 'Processing...',
  'card.selectFirst': 'Please select a payment bank card first',
  'card.code': 'SMS code',
  'card.codePlaceholder': 'Enter the 6-digit code',
  'card.codeSent': 'We sent a verification code by SMS to your registered phone.',
  'card.getCode': 'get code',
  'card.resendIn': '{seconds}s',
  'card.noResend': 'Please do not resend',
  'card.confirm': 'Confirm',
  'card.confirming': 'Confirming...',
  'card.codeShort': 'please enter the correct verification code',
  'card.codeWrong': 'verification code wrong',
  'card.repeated': 'do not submit payment request repeatedly',
  'card.listFailed': 'failed to query card list',
  'card.networkError': 'error',
  'card.commitFailed': 'processing failed',
  'card.payOnline': 'Pay online',
  'card.payingOnline': 'Opening...',
  'card.noOrder':
    'This page was opened without an order or an amount to repay. Open it again from your order.',
  'card.paid': 'Payment submitted',
  'card.paidNoOrder':
    'Your repayment is being processed. Your order will show it once it is confirmed.',
} as const;
