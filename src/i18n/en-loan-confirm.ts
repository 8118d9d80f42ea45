// English strings of the loan confirm pages (version 3, period and older variants); spread
// into the en catalogue. "Next", "Point out", "Agree" and "Cancel" are the spec's own words.
export const loanConfirmEn = {
  'loanConfirm.title': 'Loan confirmation',
  'loanConfirm.summary': 'Your loan',
  'loanConfirm.amount': 'Loan amount',
  'loanConfirm.period': 'Loan term',
  'loanConfirm.rate': 'Interest rate',
  'loanConfirm.firstPayTime': 'First repayment date',
  'loanConfirm.details': 'Loan details',
  'loanConfirm.plans': 'Repayment plan',
  'loanConfirm.planDue': 'Due {date}',
  'loanConfirm.agreePrefix': 'I have read and agree to',
  'loanConfirm.agreements': 'Agreements',
  'loanConfirm.agreementsLoading': 'Loading the agreements...',
  'loanConfirm.agreementsFailed':
    'The agreements could not be loaded. Try again to read them before you continue.',
  'loanConfirm.next': 'Next',
  'loanConfirm.sending': 'Submitting...',
  'loanConfirm.agreementDialog': 'Loan agreement',
  'loanConfirm.agreementFrame': 'Agreement document',
  'loanConfirm.agree': 'Agree',
  'loanConfirm.cancel': 'Cancel',
  'loanConfirm.pointOut': 'Point out',
  'loanConfirm.promoDialog': 'Special offer',
  'loanConfirm.agreementBlocked':
    'The agreement could not be shown. You can read it from the links below.',
  'loanConfirm.noProduct':
    'This page was opened without a loan to confirm. Please go back and choose your loan again.',
  'loanConfirm.linkBlocked': 'This link cannot be opened. Please try again later.',
} as const;
