// The layout both repayment pages draw: instalment (/repayment) and rollover/delay (/repayDelay).
import layout from '../../../schemas/v1/screens/repayment.json';
import { addEnglish } from '../../i18n';
import { repaymentEn } from '../../i18n/en-repayment';
import { shippedScreen } from '../shared/ScreenPage';

addEnglish(repaymentEn);

/** Each page's own title, as its route's static page shows it before the app starts. */
export const titleOf = { instalment: 'page.repayment', delay: 'page.repayDelay' } as const;

const instalment = shippedScreen(layout);

/** One layout, two pages, each under its own title. */
export const repaymentScreens = {
  instalment,
  delay: { ...instalment, title: { key: titleOf.delay } },
} as const;
