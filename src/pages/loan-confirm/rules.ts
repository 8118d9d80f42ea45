// The loan confirm rules (SPEC §2, §4, §5, contract loan.md) as pure functions: what the
// pages read from their query, what each call sends, the button's label, the older variant's
// promotional pop-up and rupee flag, and the view data the layout binds to.
import type { LoadState } from '../../api/use-api';
import type { LoanConfirm } from '../../generated/types';
import { allowedUrl } from '../../lib/allowed-url';
import { AGREEMENT_SCENE } from '../../api/wire';
import type { ConfirmQuery } from './calls';

/** Version 3, its instalment ("period") variant, and the older variant on the older calls. */
export type Variant = 'v3' | 'period' | 'older';

/** SPEC §4: the page the push returns is opened with from=confirm. */
export const FROM_CONFIRM = { from: 'confirm' } as const;
/** Contract: the fixed constants of the jump and the push. */
export const JUMP_TYPE = 1;
export const LOAN_VERSION = 3;

export function jumpPayload(variant: Variant, query: ConfirmQuery, position: number) {
  const common = {
    productId: query.productId ?? '',
    scene: AGREEMENT_SCENE,
    position,
    orderId: query.orderId,
  };
  return variant === 'older' ? common : { ...common, jumpType: JUMP_TYPE };
}

/** The push echoes the confirm answer: amounts in centavos, the term in its unit. */
export function pushPayload(variant: Variant, loan: LoanConfirm, productId: string) {
  if (variant === 'older') {
    return {
      amount: loan.amount,
      period: loan.periods,
      unit: loan.termUnit,
      orderKey: loan.orderKey ?? '',
    };
  }
  return {
    amount: loan.amount,
    periods: loan.periods,
    termUnit: loan.termUnit,
    productId,
    loanVersion: LOAN_VERSION,
  };
}

/** The older variant's promotional pop-up shows when it has a message. */
export function showsPromo(variant: Variant, loan: LoanConfirm): boolean {
  return variant === 'older' && (loan.promoMsg ?? '').trim() !== '';
}

/** The older variant's main button (and pop-up button) reads promoBtnText when given. */
export function nextLabel(variant: Variant, loan: LoanConfirm, fallback: string): string {
  const promo = variant === 'older' ? (loan.promoBtnText ?? '').trim() : '';
  return promo || fallback;
}

/** The older variant shows amounts with the rupee sign when isRupee is 1. */
export function usesRupee(variant: Variant, loan: LoanConfirm): boolean {
  return variant === 'older' && loan.isRupee === 1;
}

/** An agreement the page lists: its title, and its position in the answer's list. */
export interface ListedAgreement {
  title: string;
  /** Where the answer listed it, from 0: what the jump sends (contract loan.md). */
  position: number;
}

/**
 * The agreements an answer carries, or null when it carries no usable list (a secondary
 * part: the row then says so and offers a retry). The list is `data.data` on every variant
 * (contract loan.md: the older one "as contract"); the older calls may also answer a bare
 * list in `data`. Entries without a title are left out; the others keep their position.
 */
export function agreementListOf(data: unknown): ListedAgreement[] | null {
  const list = Array.isArray(data) ? data : isObject(data) ? data.data : undefined;
  if (!Array.isArray(list)) return null;
  const usable = list.flatMap((entry: unknown, position) =>
    isObject(entry) && typeof entry.title === 'string' && entry.title.trim() !== ''
      ? [{ title: entry.title, position }]
      : [],
  );
  return usable.length === 0 && list.length > 0 ? null : usable;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The position of an agreement the page listed, or null for anything else an event carries. */
export function agreementPosition(
  value: string | undefined,
  listed: readonly ListedAgreement[],
): number | null {
  if (value === undefined || !/^\d{1,4}$/.test(value)) return null;
  const position = Number(value);
  return listed.some((agreement) => agreement.position === position) ? position : null;
}

/**
 * The agreement row, a secondary part of the page (decision 034): loading, failed (the call
 * failed, timed out or answered no usable list: the row says so and offers a retry), or the
 * agreements (none: no row).
 */
export type AgreementRow =
  { status: 'loading' } | { status: 'failed' } | { status: 'ok'; agreements: ListedAgreement[] };

export function agreementRowOf<Answer>(
  state: LoadState<Answer>,
  read: (answer: Answer) => ListedAgreement[] | null,
): AgreementRow {
  if (state.status === 'loading') return state;
  const agreements = state.status === 'ok' ? read(state.answer) : null;
  return agreements ? { status: 'ok', agreements } : { status: 'failed' };
}

/** The agreements the borrower is shown (none while the row loads or has failed). */
export const shownAgreements = (row: AgreementRow): ListedAgreement[] =>
  row.status === 'ok' ? row.agreements : [];

/**
 * Whether Next may push: not while the agreements are on their way (at most the secondary
 * call's time limit), not with the box unticked over agreements; after a failed agreements
 * call the borrower is not blocked (decision 034).
 */
export function mayPush(row: AgreementRow, agreed: boolean): boolean {
  if (row.status === 'loading') return false;
  return shownAgreements(row).length === 0 || agreed;
}

export interface ConfirmUi {
  /** The Point out popup after the back event. */
  pointOut: boolean;
  pushing: boolean;
  /** An agreement's address is being asked for (contract-jump). */
  openingAgreement: boolean;
}

export interface ConfirmData {
  loan: LoanConfirm & Required<Pick<LoanConfirm, 'details' | 'repay_plans'>>;
  view: {
    showFirstPayTime: boolean;
    /** The agreement row's state: 'loading', 'failed' or 'ok'. */
    agreementsState: AgreementRow['status'];
    agreements: ListedAgreement[];
    initial: { agree: boolean };
    /** Framed at load when it passes the allow-list; '' otherwise. */
    popAgreementUrl: string;
    /** The server sent a popAgreementUrl the allow-list refused: the page says so. */
    popAgreementRefused: boolean;
    promo: boolean;
    nextLabel: string;
    pointOut: boolean;
    pushing: boolean;
    openingAgreement: boolean;
  };
}

export function confirmData(
  variant: Variant,
  loan: LoanConfirm,
  agreements: AgreementRow,
  ui: ConfirmUi,
  nextFallback: string,
): ConfirmData {
  const rawPop = (loan.popAgreementUrl ?? '').trim();
  const popAgreementUrl = rawPop ? (allowedUrl(rawPop, 'frame') ?? '') : '';
  return {
    loan: { ...loan, details: loan.details ?? [], repay_plans: loan.repay_plans ?? [] },
    view: {
      showFirstPayTime: variant !== 'v3',
      agreementsState: agreements.status,
      agreements: shownAgreements(agreements),
      initial: { agree: true },
      popAgreementUrl,
      popAgreementRefused: rawPop !== '' && popAgreementUrl === '',
      promo: showsPromo(variant, loan),
      nextLabel: nextLabel(variant, loan, nextFallback),
      pointOut: ui.pointOut,
      pushing: ui.pushing,
      openingAgreement: ui.openingAgreement,
    },
  };
}
