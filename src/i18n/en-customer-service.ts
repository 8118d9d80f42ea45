// English strings of the customer service page (SPEC §2).
export const customerServiceEn = {
  'cs.title': 'Customer service',
  'cs.intro': 'We are here to help. Contact us by phone or e-mail.',
  'cs.telephone': 'Telephone',
  'cs.email': 'E-mail',
  'cs.complaint': 'Online service: complaints and suggestions',
} as const;
