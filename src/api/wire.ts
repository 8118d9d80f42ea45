// Where the calls a page makes on open go, and how: path, method and client, without the
// answer's validator. The entry holds these (src/app/route-calls.ts) to send a route's first
// calls before its page's code arrives; the full endpoint declarations spread them, so the
// two can never disagree.
import type { ClientKind } from './endpoints';
import { olderPaths } from './older-paths';

export interface Wire {
  path: string;
  method: 'GET' | 'POST';
  client: ClientKind;
}

export const contactKfInfoWire = {
  path: '/v3/personal-center/contact-kf-info',
  method: 'POST',
  client: 'json',
} as const satisfies Wire;

export const cardInitWire = {
  path: '/v3/bind-card/card-init',
  method: 'POST',
  client: 'json',
} as const satisfies Wire;

export const bankFormLayoutWire = {
  path: '/v3/bind-card/form-layout',
  method: 'GET',
  client: 'json',
} as const satisfies Wire;

export const problemInitWire = {
  path: '/user-problem/problem-init',
  method: 'POST',
  client: 'form',
} as const satisfies Wire;

export const problemListWire = {
  path: '/user-problem/problem-list',
  method: 'POST',
  client: 'json',
} as const satisfies Wire;

export const problemDetailWire = {
  path: '/user-problem/problem-detail',
  method: 'POST',
  client: 'json',
} as const satisfies Wire;

export const loanDetailConfirmWire = {
  path: '/v3/loan-confirm/loan-detail-confirm',
  method: 'POST',
  client: 'json',
} as const satisfies Wire;

/** SPEC §9: the agreements of the loan confirm are scene 3. */
export const AGREEMENT_SCENE = 3;

export const contractWire = {
  path: '/v3/contract/contract',
  method: 'GET',
  client: 'json',
} as const satisfies Wire;

export const olderConfirmDetailWire: Wire = {
  path: olderPaths.confirmDetail,
  method: 'POST',
  client: 'form',
};

export const olderAgreementsWire: Wire = {
  path: olderPaths.agreements,
  method: 'GET',
  client: 'form',
};

export const loanDetailsWire = {
  path: '/v3/loan-details/loan-details',
  method: 'GET',
  client: 'json',
} as const satisfies Wire;

export const failureNoticeWire: Wire = {
  path: olderPaths.failureNotice,
  method: 'POST',
  client: 'form',
};

export const loanPlayDetailWire = {
  path: '/v3/installment/loan-play-detail',
  method: 'POST',
  client: 'json',
} as const satisfies Wire;

export const delayDetailWire = {
  path: '/previously/actually',
  method: 'POST',
  client: 'json',
} as const satisfies Wire;

/** The versioned prefix of the card repayment calls is the app's choice (contract). */
export const repaymentWayWire = {
  path: '/api/v1/loan/repayment-way',
  method: 'POST',
  client: 'json',
} as const satisfies Wire;

/** The promotion landing's template (contract public.md, Promotion landing §1). */
export const channelTemplateWire = {
  path: '/v3/channel/channel-template',
  method: 'GET',
  client: 'json',
} as const satisfies Wire;

/** The sid of the landing's image captcha (contract public.md, Promotion landing §3). */
export const getSidWire = {
  path: '/v3/promotion/get-sid',
  method: 'GET',
  client: 'json',
} as const satisfies Wire;
