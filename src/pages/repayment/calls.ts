// What the repayment pages load on open (see src/app/route-calls.ts): the instalment detail
// (/repayment) or the rollover/delay detail (/repayDelay), both with the query's productId
// and orderId. Nothing without both.
import { delayDetailWire, loanPlayDetailWire, type Wire } from '../../api/wire';
import type { OpeningCalls } from '../../app/route-calls';
import { orderPayload, readOrderQuery } from '../../lib/order-query';

export type RepayKind = 'instalment' | 'delay';

function openingCallsOn(wire: Wire): OpeningCalls {
  return (query) => {
    const order = readOrderQuery(query);
    return order ? [{ wire, payload: orderPayload(order) }] : [];
  };
}

export const instalmentOpeningCalls = openingCallsOn(loanPlayDetailWire);
export const delayOpeningCalls = openingCallsOn(delayDetailWire);
