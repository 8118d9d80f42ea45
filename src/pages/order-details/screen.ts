// The layout both order pages draw: the order details and the joint-login failure page.
import layout from '../../../schemas/v1/screens/order-details.json';
import { shippedScreen } from '../shared/ScreenPage';

export const orderScreen = shippedScreen(layout);
