// What the complaint type page loads on open (see src/app/route-calls.ts).
import { problemInitWire } from '../../api/wire';
import type { OpeningCalls } from '../../app/route-calls';
import { safeQueryValue } from '../../lib/text';

/** problem-init's payload: a hostile or missing orderId is left out (the server picks one). */
export function initPayload(query: URLSearchParams): { orderId?: string } {
  const orderId = safeQueryValue(query.get('orderId'));
  return orderId ? { orderId } : {};
}

export const openingCalls: OpeningCalls = (query) => [
  { wire: problemInitWire, payload: initPayload(query) },
];
