// English strings of the public website (/, SPEC §2 "Official website", §5; contract
// public.md): the navigation, the section names, the contact form and the footer labels. The
// website's own prose is content in its layout (schemas/v1/screens/website.json).
export const websiteEn = {
  'site.nav': 'Main',
  'site.nav.home': 'Home',
  'site.nav.about': 'About us',
  'site.nav.reviews': 'User reviews',
  'site.nav.contact': 'Contact us',
  'site.nav.privacy': 'Privacy Policy',
  'site.nav.terms': 'Loan terms and conditions',
  'site.banners': 'Highlights',
  'site.banner1': 'A borrower holding a phone that shows an approved cash loan',
  'site.banner2': 'Cash arriving in an e-wallet within 1 to 3 days',
  'site.banner3': 'Paying back at a convenience store counter with a payment code',
  'site.contact.form': 'Contact form',
  'site.contact.name': 'Name',
  'site.contact.telephone': 'Telephone',
  'site.contact.email': 'Email',
  'site.contact.message': 'Message',
  'site.contact.submit': 'Submit',
  'site.contact.incomplete': 'Please provide complete information!',
  'site.contact.sent': 'Successful!',
  'site.footer.company': 'Company',
  'site.footer.address': 'Address',
  'site.footer.phone': 'Phone',
  'site.footer.email': 'E-mail',
  'site.footer.copyright': '© {year} {company}',
} as const;
