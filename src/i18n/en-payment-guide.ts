// English strings of the payment guide and the payment-provider instructions. {biller} is the
// lender's name as billers list it (the brand config's company name).
export const paymentGuideEn = {
  // /paymentGuide: three channels, each step with its picture (src/pages/payment-guide/content.ts).
  'paymentGuide.intro':
    'Pay your loan in the GCash or Maya app, or in cash at any 7-Eleven. Have your pay code and the exact amount due ready: both are on your repayment page.',
  'paymentGuide.stepPicture': 'Picture of this step, tap to enlarge',
  'paymentGuide.gcash': 'GCash',
  'paymentGuide.gcash.kind': 'Bills payment in the GCash app',
  'paymentGuide.gcash.step1': 'Open the GCash app and tap Bills.',
  'paymentGuide.gcash.alt1': 'GCash home screen with the Bills icon highlighted',
  'paymentGuide.gcash.step2': 'Tap Loans, then search for {biller} and choose it.',
  'paymentGuide.gcash.alt2': 'GCash Bills screen with the Loans category highlighted',
  'paymentGuide.gcash.step3':
    'Enter your pay code as the reference number, then the exact amount due.',
  'paymentGuide.gcash.alt3': 'GCash payment form with the reference number and amount highlighted',
  'paymentGuide.gcash.step4':
    'Check the details, tap Confirm, and keep the receipt GCash shows you.',
  'paymentGuide.gcash.alt4': 'GCash summary screen with the Confirm button highlighted',
  'paymentGuide.maya': 'Maya',
  'paymentGuide.maya.kind': 'Bills payment in the Maya app',
  'paymentGuide.maya.step1': 'Open the Maya app and tap Bills.',
  'paymentGuide.maya.alt1': 'Maya home screen with the Bills icon highlighted',
  'paymentGuide.maya.step2': 'Choose Loans, then search for {biller} and choose it.',
  'paymentGuide.maya.alt2': 'Maya Bills screen with the Loans category highlighted',
  'paymentGuide.maya.step3':
    'Enter your pay code as the account or reference number, then the exact amount due.',
  'paymentGuide.maya.alt3': 'Maya payment form with the account number and amount highlighted',
  'paymentGuide.maya.step4': 'Tap Continue, check the details, tap Pay, and keep the receipt.',
  'paymentGuide.maya.alt4': 'Maya summary screen with the Pay button highlighted',
  'paymentGuide.7eleven': '7-Eleven',
  'paymentGuide.7eleven.kind': 'Over the counter, in cash',
  'paymentGuide.7eleven.step1':
    'Go to any 7-Eleven store. Use the CLiQQ kiosk, or go straight to the cashier.',
  'paymentGuide.7eleven.alt1': 'A 7-Eleven store with its door highlighted',
  'paymentGuide.7eleven.step2':
    'At the CLiQQ kiosk, tap Bills Payment, choose Loans, then {biller}. Enter your pay code and the amount, and take the printed slip.',
  'paymentGuide.7eleven.alt2': 'CLiQQ kiosk screen with Bills Payment highlighted',
  'paymentGuide.7eleven.step3':
    'At the cashier, hand over the slip, or give your pay code if you skipped the kiosk, and pay the amount in cash.',
  'paymentGuide.7eleven.alt3': 'The cashier counter with the payment slip and cash highlighted',
  'paymentGuide.7eleven.step4': 'Keep the receipt until the payment shows in the app.',
  'paymentGuide.7eleven.alt4': 'A payment receipt with a check mark',

  // /paymentInstructions: texts the shipped config names
  // (schemas/v1/config/payment-instructions.default.json).
  'paymentInstructions.intro':
    'Have your pay code and the exact amount due ready: both are on your repayment page.',
  'paymentInstructions.all': 'See every way to pay',
  'paymentInstructions.pictures': 'See the steps with pictures',
  'paymentInstructions.gcash': 'GCash',
  'paymentInstructions.gcash.step1': 'Open the GCash app, tap Bills, then choose Loans.',
  'paymentInstructions.gcash.step3':
    'Enter your pay code as the reference number and type the exact amount due.',
  'paymentInstructions.gcash.step4':
    'Tap Next, check the details, tap Confirm, and keep the receipt.',
  'paymentInstructions.maya': 'Maya',
  'paymentInstructions.maya.step1': 'Open the Maya app, tap Bills, then choose Loans.',
  'paymentInstructions.maya.step3':
    'Enter your pay code as the account or reference number and type the exact amount due.',
  'paymentInstructions.maya.step4':
    'Tap Continue, check the details, tap Pay, and keep the receipt.',
  'paymentInstructions.searchBiller': 'Search for {biller} and choose it.',
  'paymentInstructions.7eleven': '7-Eleven',
  'paymentInstructions.7eleven.step1': 'Go to any 7-Eleven store.',
  'paymentInstructions.7eleven.step2':
    'At the CLiQQ kiosk, tap Bills Payment, choose Loans, then {biller}. Enter your pay code and the amount, and take the printed slip.',
  'paymentInstructions.7eleven.step3':
    'Pay the amount in cash at the cashier with the slip. Without a slip, give the cashier your pay code.',
  'paymentInstructions.7eleven.step4': 'Keep the receipt until the payment shows in the app.',
} as const;
