// The order a page is about, from its query: productId (or product_id) and orderId, both
// plain ids. The order, repayment and joint-login pages read it the same way.
import { safeQueryValue } from './text';

export interface OrderQuery {
  productId: string;
  orderId: string;
}

/**
 * The query's product id: productId, or product_id (SPEC §7: "either fills the other"); an
 * empty one is none, so the other name still fills it. '' when neither has one.
 */
export function productIdIn(query: URLSearchParams): string {
  return query.get('productId') || query.get('product_id') || '';
}

/** productId (or product_id) and orderId, or null when either is missing or not an id. */
export function readOrderQuery(query: URLSearchParams): OrderQuery | null {
  const productId = safeQueryValue(productIdIn(query));
  const orderId = safeQueryValue(query.get('orderId'));
  return productId && orderId ? { productId, orderId } : null;
}

/** What the order's calls send: the two ids. */
export const orderPayload = ({ productId, orderId }: OrderQuery) => ({ productId, orderId });
