// What the order pages load on open (see src/app/route-calls.ts): the order (loan-details),
// or the joint-login failure notice. Nothing without a usable productId and orderId.
import { failureNoticeWire, loanDetailsWire } from '../../api/wire';
import type { OpeningCalls } from '../../app/route-calls';
import { safeQueryValue } from '../../lib/text';

export interface OrderQuery {
  productId: string;
  orderId: string;
}

/** productId (or product_id) and orderId, or null when either is missing or not an id. */
export function readOrderQuery(query: URLSearchParams): OrderQuery | null {
  const productId = safeQueryValue(query.get('productId') ?? query.get('product_id'));
  const orderId = safeQueryValue(query.get('orderId'));
  return productId && orderId ? { productId, orderId } : null;
}

export const orderPayload = ({ productId, orderId }: OrderQuery) => ({ productId, orderId });

export const orderOpeningCalls: OpeningCalls = (query) => {
  const order = readOrderQuery(query);
  return order ? [{ wire: loanDetailsWire, payload: orderPayload(order) }] : [];
};

export const jointOpeningCalls: OpeningCalls = (query) => {
  const order = readOrderQuery(query);
  return order ? [{ wire: failureNoticeWire, payload: orderPayload(order) }] : [];
};
