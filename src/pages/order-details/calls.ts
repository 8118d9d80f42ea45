// What the order pages load on open (see src/app/route-calls.ts): the order (loan-details),
// or the joint-login failure notice. Nothing without a usable productId and orderId.
import { failureNoticeWire, loanDetailsWire } from '../../api/wire';
import type { OpeningCalls } from '../../app/route-calls';
import { orderPayload, readOrderQuery } from '../../lib/order-query';

export const orderOpeningCalls: OpeningCalls = (query) => {
  const order = readOrderQuery(query);
  return order ? [{ wire: loanDetailsWire, payload: orderPayload(order) }] : [];
};

export const jointOpeningCalls: OpeningCalls = (query) => {
  const order = readOrderQuery(query);
  return order ? [{ wire: failureNoticeWire, payload: orderPayload(order) }] : [];
};
