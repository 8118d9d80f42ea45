// The complaint rules of SPEC §4/§5/§9 as pure functions: which order is selected, whether a
// collection (type 1) complaint may be filed about it, the 200-character text limit, the
// 9-image limit and which query values the complaint form accepts.
import type { ComplaintOrder, ProblemInitData } from '../generated/types';
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

export function titleOf(
  choices: ReadonlyArray<{ value: string | number; title: string }>,
  value: string,
): string | null {
  return choices.find((c) => String(c.value) === value)?.title ?? null;
}
