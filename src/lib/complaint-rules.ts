// The complaint rules of SPEC §4/§5/§9 as pure functions: which order is selected, whether a
// collection (type 1) complaint may be filed about it, the 200-character text limit, the
// 9-image limit and which query values the complaint form accepts.
import type { ComplaintOrder, ProblemInitData } from '../generated/types';
import { COLLECTION_TYPE } from './complaint-query';
import { limitLength } from './text';

export const COMPLAINT_TEXT_MAX = 200;
export const COMPLAINT_IMAGES_MAX = 9;
export const SENT_MODAL_MS = 1500;

function loosely1(value: unknown): boolean {
  return value === 1 || (typeof value === 'string' && value.trim() === '1');
}

/** Type 1 (collection) is refused for an order whose isShow is not 1, and with no order. */
export function mayFileCollection(order: ComplaintOrder | null): boolean {
  return order !== null && loosely1(order.isShow);
}

export interface Orders {
  selected: ComplaintOrder | null;
  all: ComplaintOrder[];
}

/** The server's selected order (null or [] when there is none) and the list to switch among. */
export function ordersOf(data: ProblemInitData): Orders {
  const detail = Array.isArray(data.orderDetail) ? null : (data.orderDetail ?? null);
  const all = data.orderList ?? [];
  return { selected: detail ?? all[0] ?? null, all };
}

export function sameOrder(a: ComplaintOrder | null, b: ComplaintOrder | null): boolean {
  return a !== null && b !== null && String(a.orderNo) === String(b.orderNo);
}

/** The description's 200-character limit (see limitLength). */
export function limitComplaintText(text: string): string {
  return limitLength(text, COMPLAINT_TEXT_MAX);
}

/**
 * The complaint form's type tags, read from a problem-init answer's data (decision 005): the
 * titles of the chosen type and sub-type; `unknown` when a list the server sent does not
 * offer the chosen value (the borrower chooses again); `unusable` when the answer has no
 * list to look in, which the form treats as a failed titles call (decision 034).
 */
export type TypeTitles =
  | { status: 'ok'; typeTitle: string; sonTitle: string }
  | { status: 'unknown' }
  | { status: 'unusable' };

export function typeTitlesOf(
  data: unknown,
  problemType: string,
  problemSonType: string,
): TypeTitles {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const types = choicesOf(record.problemType);
  const sons = problemSonType ? choicesOf(record.problemSonType) : [];
  if (types === null || sons === null) return { status: 'unusable' };
  const type = types.find((c) => String(c.value) === problemType);
  const son = sons.find((c) => String(c.value) === problemSonType);
  if (!type || (problemSonType && !son)) return { status: 'unknown' };
  // Type 1 goes without a sub-type only when the server offers none to choose (decision 005).
  if (problemType === COLLECTION_TYPE && !problemSonType && hasTitled(record.problemSonType))
    return { status: 'unknown' };
  // Offered, but without a name to show: the tags say so, and the complaint can still be sent.
  const typeTitle = usableTitle(type.title);
  const sonTitle = son ? usableTitle(son.title) : '';
  if (typeTitle === null || sonTitle === null) return { status: 'unusable' };
  return { status: 'ok', typeTitle, sonTitle };
}

interface Choice {
  value: string | number;
  title?: unknown;
}

/** The entries of a choice list that have a value; null when there are none. */
function choicesOf(list: unknown): Choice[] | null {
  if (!Array.isArray(list)) return null;
  const choices = list.filter(
    (c): c is Choice =>
      typeof c === 'object' &&
      c !== null &&
      (typeof c.value === 'string' || typeof c.value === 'number'),
  );
  return choices.length > 0 ? choices : null;
}

/** Whether a choice list has an entry to show: the type page draws only those as tiles. */
function hasTitled(list: unknown): boolean {
  return (choicesOf(list) ?? []).some((c) => usableTitle(c.title) !== null);
}

/** A choice's title when it has one to show: text that is not blank. */
export function usableTitle(title: unknown): string | null {
  return typeof title === 'string' && title.trim() !== '' ? title : null;
}
