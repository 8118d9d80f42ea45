// The order rules (SPEC §4, §5, contract loan.md) as pure functions: where the market shows
// and which products it can show, the playeduL redirect, which pop-ups open at load and in
// what order, the service phone, the session flag, and the older product names. The buttons
// by status and the status icons are data: conditions and a table in
// schemas/v1/screens/order-details.json.
import { pageTarget, type LinkTarget } from '../../app/server-links';
import { safeTel } from '../../lib/url-safety';
import type { OrderDetail, OrderDetailRow, RecommendedProduct } from '../../generated/types';
import type { FailureNotice } from '../../generated/types';

/** Pending or processing: the page stays (no redirect, no Withdraw Now pop-up). */
export const PENDING_STATUS = 21;
/** The intended rule the old product's always-true check missed (decision 027). */
export const STATUSES_WITH_BUTTONS: readonly number[] = [170, 174, 180, 200];
/** Set when the borrower goes to repayment or delay; kind tips then stay away in this tab. */
export const BANK_TIP_FLAG = 'showBankTip';
/** SPEC §9: the store rating is asked for at 4 stars or more. */
export const STORE_RATING_FROM = 4;

export function showsMarket(status: number): boolean {
  return !STATUSES_WITH_BUTTONS.includes(status);
}

export type Redirect =
  | { kind: 'none' }
  /** The Withdraw Now pop-up asks first. */
  | { kind: 'ask'; target: LinkTarget }
  | { kind: 'go'; target: LinkTarget };

/**
 * playeduL, for any status but 21, when the allow-list takes it: with a reyMsg the pop-up
 * asks, else the page replaces itself at once. A refused playeduL counts as absent.
 */
export function redirectOf(order: OrderDetail, search?: string): Redirect {
  const url = (order.playeduL ?? '').trim();
  if (order.orderStatus === PENDING_STATUS || url === '') return { kind: 'none' };
  const target = pageTarget(url, { sessionOnWeb: true }, search);
  if (!target) return { kind: 'none' };
  return (order.reyMsg ?? '').trim() !== '' ? { kind: 'ask', target } : { kind: 'go', target };
}

export type Popup = 'withdraw' | 'card' | 'kindTips' | 'rating' | 'ratingResult';

/** The pop-ups the order opens at load, one after another, most urgent first. */
export function popupsAtLoad(order: OrderDetail, bankTipSet: boolean, redirect: Redirect): Popup[] {
  // A page that replaces itself at once asks nothing while the next one loads.
  if (redirect.kind === 'go') return [];
  const popups: Popup[] = [];
  if (redirect.kind === 'ask') popups.push('withdraw');
  if (order.cardNeedPop === 1) popups.push('card');
  if ((order.KindTipsMsg ?? '').trim() !== '' && !bankTipSet) popups.push('kindTips');
  if (order.isScore === 1) popups.push('rating');
  return popups;
}

/**
 * The customer-service phone: the answer's as it is written, else (absent or blank) the
 * configured one. Whether a tap dials it is `isDialable`'s call.
 */
export function telephoneOf(order: OrderDetail, fallback: string): string {
  const given = (order.telephone ?? '').trim();
  return given !== '' ? given : fallback;
}

/**
 * Whether the phone is one number the dialer may get: a USSD code such as "*#21#", or two
 * numbers or one with text around it ("(02) 8888 1234 loc. 5678") is shown, not dialled.
 */
export function isDialable(telephone: string): boolean {
  return safeTel(telephone) !== null;
}

/** The market shows where the status allows it and there is a product to show. */
export function marketShown(status: number, products: readonly RecommendedProduct[]): boolean {
  return showsMarket(status) && products.length > 0;
}

/**
 * Whether a failure notice has anything to show: a notice, an error or a product. One with none
 * is an answer the page cannot use, not an empty page.
 */
export function noticeHasContent(notice: FailureNotice): boolean {
  const texts = [notice.noticeMsg, notice.errMsg];
  return texts.some((text) => (text ?? '').trim() !== '') || (notice.products ?? []).length > 0;
}

/** The older names of the failure notice's products, as the market shows products. */
export function productsOfNotice(notice: FailureNotice): RecommendedProduct[] {
  return (notice.products ?? []).map((p) => ({
    productId: p.vid,
    logo: p.vlogo,
    name: p.vname,
    buttonText: p.vbtn,
    enabled: p.vopen,
    amountRange: p.vrange,
    amountDesc: p.vrangeDsc,
    rate: p.vrate,
    rateDesc: p.vrateDsc,
    tags: p.vtags,
  }));
}

/** The enabled product of that id, or null: a disabled or unknown one ignores the tap. */
export function enabledProduct(
  products: readonly RecommendedProduct[],
  productId: string | undefined,
): RecommendedProduct | null {
  return products.find((p) => p.productId === productId && p.enabled === 1) ?? null;
}

export function detailRows(order: OrderDetail): OrderDetailRow[] {
  return order.userOrderDetail?.detail ?? [];
}

/**
 * A call that is only counted (Borrow Again's event, a joint-login product's click): the
 * borrower goes on whatever it answers, so it waits at most 5 s and its refusal is not shown.
 */
export const COUNTED_ONLY = { timeoutMs: 5_000, toastOnReject: false } as const;
