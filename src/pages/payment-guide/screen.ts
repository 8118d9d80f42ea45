// The guide's layout and strings, loaded with the page's code.
import layout from '../../../schemas/v1/screens/payment-guide.json';
import { addEnglish } from '../../i18n';
import { paymentGuideEn } from '../../i18n/en-payment-guide';
import { shippedScreen } from '../shared/ScreenPage';

addEnglish(paymentGuideEn);

export const guideScreen = shippedScreen(layout);
