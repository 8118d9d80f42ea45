// The layout of repayment by card, with its strings.
import layout from '../../../schemas/v1/screens/repay-by-card.json';
import { addEnglish } from '../../i18n';
import { repayCardEn } from '../../i18n/en-repay-card';
import { shippedScreen } from '../shared/ScreenPage';

addEnglish(repayCardEn);

export const cardScreen = shippedScreen(layout);
