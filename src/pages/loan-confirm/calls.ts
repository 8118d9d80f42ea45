// What the loan confirm pages load on open (see src/app/route-calls.ts): the loan (the core
// call) and its agreements (a secondary one), on the newer calls (version 3 and the period
// variant) or the older ones. Nothing without a usable productId.
import {
  AGREEMENT_SCENE,
  contractWire,
  loanDetailConfirmWire,
  olderAgreementsWire,
  olderConfirmDetailWire,
  type Wire,
} from '../../api/wire';
import { SECONDARY_TIMEOUT_MS } from '../../api/config';
import type { OpeningCalls } from '../../app/route-calls';
import { safeQueryValue } from '../../lib/text';
import { productIdIn } from '../../lib/order-query';

export interface ConfirmQuery {
  /** null when missing or not an id: nothing is loaded then. */
  productId: string | null;
  /** '' when absent (contract: sent as '' to the agreement jump). */
  orderId: string;
}

export function readConfirmQuery(query: URLSearchParams): ConfirmQuery {
  return {
    productId: safeQueryValue(productIdIn(query)),
    orderId: safeQueryValue(query.get('orderId')) ?? '',
  };
}

export const confirmPayload = (productId: string) => ({ productId });
export const agreementsPayload = (productId: string) => ({ productId, scene: AGREEMENT_SCENE });
/**
 * The agreements are a secondary call: the page shows without them (decision 034), so they
 * give up sooner than the loan, and Next waits for them at most this long.
 */
export const agreementsOptions = { timeoutMs: SECONDARY_TIMEOUT_MS } as const;

function openingCallsOn(confirm: Wire, agreements: Wire): OpeningCalls {
  return (query) => {
    const { productId } = readConfirmQuery(query);
    if (!productId) return [];
    return [
      { wire: confirm, payload: confirmPayload(productId) },
      { wire: agreements, payload: agreementsPayload(productId) },
    ];
  };
}

export const newerOpeningCalls = openingCallsOn(loanDetailConfirmWire, contractWire);
export const olderOpeningCalls = openingCallsOn(olderConfirmDetailWire, olderAgreementsWire);
