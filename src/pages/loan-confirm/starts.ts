// The calls a loan confirm page starts the moment its code arrives (src/api/preload.ts): the
// same endpoints and payloads ConfirmPage gives useApi.
import type { RouteCall } from '../../api/preload';
import { agreementsOptions, agreementsPayload, confirmPayload, readConfirmQuery } from './calls';
import type { CallSet } from './variants';

export function openingStarts<A, J, P>(calls: CallSet<A, J, P>) {
  return (query: URLSearchParams): RouteCall[] => {
    const { productId } = readConfirmQuery(query);
    if (!productId) return [];
    return [
      { endpoint: calls.confirm as RouteCall['endpoint'], payload: confirmPayload(productId) },
      {
        endpoint: calls.agreements as RouteCall['endpoint'],
        payload: agreementsPayload(productId),
        options: agreementsOptions,
      },
    ];
  };
}
