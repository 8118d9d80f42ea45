// English strings of the bank account binding screens; spread into the en catalogue.
export const bankEn = {
  'bank.title': 'Payment account information',
  'bank.next': 'Next',
  'bank.saving': 'Saving...',
  'bank.cardTypes': 'Account type',
  'bank.tab.eWallet': 'E-wallet',
  'bank.tab.bank': 'Bank',
  'bank.noFields': 'There is nothing to fill in for this account type.',
  'bank.help.accountNumber': 'Enter the digits only, without spaces or dashes.',
  'bank.help.walletNumber': 'The mobile number registered with your e-wallet.',
  'bank.picker.confirm': 'Confirm',
  'bank.picker.cancel': 'Cancel',
  'bank.saved.title': 'Payout account saved',
  'bank.saved.where': 'Your loan will be paid out to {where}, account {account}.',
  'bank.saved.done': 'Done',
  'bank.saved.closeYourself': 'Your account is saved. You can close this page now.',
  'bank.field.unsupported': 'This field cannot be filled in this version of the app.',
} as const;
