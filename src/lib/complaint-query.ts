// Which complaint form query is usable, apart from the other complaint rules: the app's entry
// holds it (the form's opening call, src/app/route-calls.ts), so it stays this small.
import { hasControlChar, safeQueryValue } from './text';

/** Question type whose sub-types are chosen on the type page (collection). */
export const COLLECTION_TYPE = '1';

export type FormQuery =
  { ok: true; problemType: string; problemSonType: string; orderNo: string } | { ok: false };

/** Longer than any order number: a value past it is not one. */
const MAX_ORDER_NO = 64;

/**
 * An order number as a query gives it: the server's own text ("PH.2025/0301-001"), refused
 * (null) only with control characters or past any order number's length; absent is ''.
 */
export function orderNoOf(raw: string | null): string | null {
  const text = raw ?? '';
  return text.length > MAX_ORDER_NO || hasControlChar(text) ? null : text;
}

/**
 * The complaint form's query: a safe problemType is required; a sub-type, when given, is safe
 * (whether type 1 needs one depends on the server's list: typeTitlesOf); orderNo may be absent
 * (a borrower without orders).
 * An order number is the server's own text ("PH.2025/0301-001"), sent back in a form body:
 * it is refused only with control characters or past any order number's length.
 */
export function parseFormQuery(search: string): FormQuery {
  const query = new URLSearchParams(search);
  const problemType = safeQueryValue(query.get('problemType'));
  if (problemType === null) return { ok: false };
  const rawSon = query.get('problemSonType') ?? '';
  const problemSonType = rawSon === '' ? '' : safeQueryValue(rawSon);
  if (problemSonType === null) return { ok: false };
  const orderNo = orderNoOf(query.get('orderNo'));
  if (orderNo === null) return { ok: false };
  return { ok: true, problemType, problemSonType, orderNo };
}
