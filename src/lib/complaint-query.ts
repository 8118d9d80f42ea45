// Which complaint form query is usable, apart from the other complaint rules: the app's entry
// holds it (the form's opening call, src/app/route-calls.ts), so it stays this small.
import { safeQueryValue } from './text';

/** Question type whose sub-types are chosen on the type page (collection). */
export const COLLECTION_TYPE = '1';

export type FormQuery =
  { ok: true; problemType: string; problemSonType: string; orderNo: string } | { ok: false };

/**
 * The complaint form's query: a safe problemType is required; type 1 also needs a safe
 * sub-type (it is chosen on the type page); orderNo may be absent (a borrower without orders).
 */
export function parseFormQuery(search: string): FormQuery {
  const query = new URLSearchParams(search);
  const problemType = safeQueryValue(query.get('problemType'));
  if (problemType === null) return { ok: false };
  const rawSon = query.get('problemSonType') ?? '';
  const problemSonType = rawSon === '' ? '' : safeQueryValue(rawSon);
  if (problemSonType === null) return { ok: false };
  if (problemType === COLLECTION_TYPE && problemSonType === '') return { ok: false };
  const rawOrder = query.get('orderNo') ?? '';
  const orderNo = rawOrder === '' ? '' : safeQueryValue(rawOrder);
  if (orderNo === null) return { ok: false };
  return { ok: true, problemType, problemSonType, orderNo };
}
