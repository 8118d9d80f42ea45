// English strings of the complaint list, details and rating screens; spread into the en catalogue.
export const complaintHistoryEn = {
  'complaintHistory.listTitle': 'Complaint list',
  'complaintHistory.tabsLabel': 'Complaints by status',
  'complaintHistory.untitledTab': 'Complaints',
  'complaintHistory.emptyTab': 'There are no complaints here yet.',
  'complaintHistory.noTabs': 'You have not sent any complaints yet.',
  'complaintHistory.writeOne': 'Write to customer service',

  'complaintHistory.detailsTitle': 'Online service',
  'complaintHistory.complaintLabel': 'Your complaint',
  'complaintHistory.typeLine': '{type} - {sonType}',
  'complaintHistory.contentLabel': 'Description',
  'complaintHistory.contentCount': '{count}/200',
  'complaintHistory.imagesLabel': 'Attached images',
  'complaintHistory.replyImagesLabel': 'Images from customer service',
  'complaintHistory.processResult': 'Process Result',
  'complaintHistory.personaName': 'Customer Service Team',
  'complaintHistory.badProblemId':
    'This complaint cannot be opened. Please choose it again from your complaint list.',
  'complaintHistory.toList': 'Go to the complaint list',

  'complaintHistory.rateTitle': 'Please rate this service',
  'complaintHistory.starsLabel': 'Rating',
  'complaintHistory.rateCancel': 'Cancel',
  'complaintHistory.rateSend': 'Send',
  'complaintHistory.rateChooseStar': 'Please tap a star to choose from 1 to 5 before sending.',
  'complaintHistory.rateSuccess': 'Successful demonstration！',
} as const;
