// The descriptions of the public pages for search engines and link previews, per route name
// (meta.<route name>): the build writes them into each route's page (scripts/
// route-pages-plugin.ts, and index.html for the website). No page loads them at run time.
export const metaEn = {
  'meta.home':
    'Apply for a cash loan in the app: a decision within 1 day, funds in 1 to 3 days, clear fees and flexible repayment.',
  'meta.privacyPolicy':
    'How Cash Loan collects, uses, shares and protects your personal data, and your rights under the Data Privacy Act.',
  'meta.loanAgreement':
    'The terms of every Cash Loan loan: term, disbursement, prepayment, penalties and late interest.',
  'meta.aboutUs': 'Who we are, our mission, our advantages and how to reach us.',
} as const;
