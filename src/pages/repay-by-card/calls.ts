// What /repayByCard reads from its query and loads on open (see src/app/route-calls.ts): the
// order, the amount in integer centavos, the optional coupon and product; then repayment-way
// with the orderId. Nothing without an order and an amount.
import { repaymentWayWire } from '../../api/wire';
import type { OpeningCalls } from '../../app/route-calls';
import { safeQueryValue } from '../../lib/text';
import { productIdIn } from '../../lib/order-query';

export interface CardQuery {
  orderId: string;
  /** Integer centavos, sent back as received. */
  amount: string;
  /** '' when absent (contract). */
  couponId: string;
  /** Passed on to the loan detail page; '' when absent. */
  productId: string;
}

const CENTAVOS = /^\d{1,13}$/;

export function readCardQuery(query: URLSearchParams): CardQuery | null {
  const orderId = safeQueryValue(query.get('orderId'));
  const amount = query.get('amount')?.trim() ?? '';
  if (!orderId || !CENTAVOS.test(amount)) return null;
  return {
    orderId,
    amount,
    couponId: safeQueryValue(query.get('couponId')) ?? '',
    productId: safeQueryValue(productIdIn(query)) ?? '',
  };
}

export const wayPayload = ({ orderId }: CardQuery) => ({ orderId });

export const openingCalls: OpeningCalls = (query) => {
  const card = readCardQuery(query);
  return card ? [{ wire: repaymentWayWire, payload: wayPayload(card) }] : [];
};
