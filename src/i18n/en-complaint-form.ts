// English strings of the complaint type selection and complaint form screens; spread into the en catalogue.
export const complaintFormEn = {
  'complainForm.title': 'Online service',
  'complainForm.order': 'Your order',
  'complainForm.orderNo': 'Order No. {orderNo}',
  'complainForm.all': 'All',
  'complainForm.allLabel': 'All orders: choose another order',
  'complainForm.allOrders': 'All orders',
  'complainForm.noOrders':
    'You have no orders yet. You can still tell us about other problems below.',
  'complainForm.questionType': 'Question type',
  'complainForm.subType': 'What happened?',
  'complainForm.myComplaints': 'Customer service: my complaints',
  // SPEC §8 gives this in Spanish; es.ts keeps it verbatim.
  'complainForm.typeNotSupported':
    'The selected order does not support sending a collection-type complaint.',

  'complainForm.chosenType': 'Your problem',
  'complainForm.titlesLoading': 'Loading your problem type...',
  'complainForm.titlesFailed':
    'The name of the problem you chose could not be shown. You can still send your complaint.',
  'complainForm.description': 'Comments and suggestions',
  'complainForm.placeholder': 'Tell us what happened (up to 200 characters)',
  'complainForm.images': 'Images ({count}/{max})',
  'complainForm.send': 'Send',
  'complainForm.tip': 'Customer service will reply within 3 weekdays.',
  'complainForm.emptyText': 'Please fill in your comments and suggestions',
  'complainForm.tooLong': 'Please keep your comments and suggestions to 200 characters',
  'complainForm.sent': 'Successfully Sent',
  'complainForm.leaveTitle': 'Discard your complaint?',
  'complainForm.leaveText': 'What you have written will be lost.',
  'complainForm.keep': 'Keep writing',
  'complainForm.discard': 'Discard',
  'complainForm.badQuery':
    'We could not tell which problem you chose. Please choose the question type again.',
  'complainForm.unknownType':
    'This question type is no longer available. Please choose the question type again.',
  'complainForm.chooseAgain': 'Choose the question type',
} as const;
