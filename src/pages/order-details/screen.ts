// The layout both order pages draw: the order details and the joint-login failure page.
import layout from '../../../schemas/v1/screens/order-details.json';
import { shippedScreen } from '../shared/ScreenPage';
import { addEnglish } from '../../i18n';
import { orderEn } from '../../i18n/en-order';

addEnglish(orderEn);

export const orderScreen = shippedScreen(layout);
