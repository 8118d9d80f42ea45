// The layout both repayment pages draw: instalment (/repayment) and rollover/delay (/repayDelay).
import layout from '../../../schemas/v1/screens/repayment.json';
import { addEnglish } from '../../i18n';
import { repaymentEn } from '../../i18n/en-repayment';
import { shippedScreen } from '../shared/ScreenPage';

addEnglish(repaymentEn);

export const repaymentScreen = shippedScreen(layout);
