// What the repayment pages load on open (see src/app/route-calls.ts): the instalment detail
// (/repayment) or the rollover/delay detail (/repayDelay), both with the query's productId
// and orderId. Nothing without both.
import { delayDetailWire, loanPlayDetailWire, type Wire } from '../../api/wire';
import type { OpeningCalls } from '../../app/route-calls';
import { safeQueryValue } from '../../lib/text';

export type RepayKind = 'instalment' | 'delay';

export interface RepayQuery {
  productId: string;
  orderId: string;
}

/** productId (or product_id) and orderId, or null when either is missing or not an id. */
export function readRepayQuery(query: URLSearchParams): RepayQuery | null {
  const productId = safeQueryValue(query.get('productId') ?? query.get('product_id'));
  const orderId = safeQueryValue(query.get('orderId'));
  return productId && orderId ? { productId, orderId } : null;
}

export const repayPayload = ({ productId, orderId }: RepayQuery) => ({ productId, orderId });

function openingCallsOn(wire: Wire): OpeningCalls {
  return (query) => {
    const repay = readRepayQuery(query);
    return repay ? [{ wire, payload: repayPayload(repay) }] : [];
  };
}

export const instalmentOpeningCalls = openingCallsOn(loanPlayDetailWire);
export const delayOpeningCalls = openingCallsOn(delayDetailWire);
