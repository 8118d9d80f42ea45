// The older loan confirm calls (SPEC §7 "older variant", contract loan.md): the paths of
// ./older-paths.ts, form bodies, older envelope (success '00').
import type {
  LoanConfirmResponse,
  OlderAgreementsResponse,
  OlderLinkResponse,
} from '../generated/types';
import { validateLoanConfirmResponse } from '../generated/validators/v1/api/loan-confirm';
import { validateOlderAgreementsResponse } from '../generated/validators/v1/api/older-agreements';
import type { Endpoint } from './endpoints';
import { loadedAfterPaint } from './loaded-after-paint';
import { olderPaths } from './older-paths';
import { AGREEMENT_SCENE, olderAgreementsWire, olderConfirmDetailWire } from './wire';

// Their answers' validators load after the page's content paint (./loaded-after-paint.ts).
const olderLinkValidator = loadedAfterPaint<OlderLinkResponse>(() =>
  import('../generated/validators/v1/api/older-link').then((m) => m.validateOlderLinkResponse),
);

export const olderConfirmDetail: Endpoint<LoanConfirmResponse> = {
  ...olderConfirmDetailWire,
  validate: validateLoanConfirmResponse,
  body: 'form',
  required: ['productId'],
  schema: 'loan-confirm.schema.json',
  success: 'code00',
};

export const olderAgreements: Endpoint<OlderAgreementsResponse> = {
  ...olderAgreementsWire,
  validate: validateOlderAgreementsResponse,
  body: 'none',
  required: ['productId'],
  fixed: { scene: String(AGREEMENT_SCENE) },
  schema: 'older-agreements.schema.json',
  success: 'code00',
};

export const olderAgreementJump: Endpoint<OlderLinkResponse> = {
  path: olderPaths.agreementJump,
  method: 'GET',
  client: 'form',
  validate: olderLinkValidator,
  body: 'none',
  required: ['productId', 'position'],
  fixed: { scene: String(AGREEMENT_SCENE) },
  schema: 'older-link.schema.json',
  success: 'code00',
};

export const olderLoanPush: Endpoint<OlderLinkResponse> = {
  path: olderPaths.loanPush,
  method: 'POST',
  client: 'form',
  validate: olderLinkValidator,
  body: 'form',
  required: ['amount', 'period', 'unit'],
  schema: 'older-link.schema.json',
  success: 'code00',
};
