// The loan confirm calls (SPEC §7, contract loan.md): version 3 and its period variant on the
// newer paths (newer envelope: success true and code 0), the older variant on the paths of
// ./older-paths.ts (form bodies, success '00').
import type {
  ContractJumpResponse,
  ContractResponse,
  LoanConfirmResponse,
  LoanPushResponse,
  OlderAgreementsResponse,
  OlderLinkResponse,
} from '../generated/types';
import { validateContractResponse } from '../generated/validators/v1/api/contract';
import { validateContractJumpResponse } from '../generated/validators/v1/api/contract-jump';
import { validateLoanConfirmResponse } from '../generated/validators/v1/api/loan-confirm';
import { validateLoanPushResponse } from '../generated/validators/v1/api/loan-push';
import { validateOlderAgreementsResponse } from '../generated/validators/v1/api/older-agreements';
import { validateOlderLinkResponse } from '../generated/validators/v1/api/older-link';
import type { Endpoint } from './endpoints';
import { olderPaths } from './older-paths';
import {
  AGREEMENT_SCENE,
  contractWire,
  loanDetailConfirmWire,
  olderAgreementsWire,
  olderConfirmDetailWire,
} from './wire';

export const loanDetailConfirm: Endpoint<LoanConfirmResponse> = {
  ...loanDetailConfirmWire,
  validate: validateLoanConfirmResponse,
  body: 'form',
  required: ['productId'],
  schema: 'loan-confirm.schema.json',
  success: 'flag',
};

export const contract: Endpoint<ContractResponse> = {
  ...contractWire,
  validate: validateContractResponse,
  body: 'none',
  required: ['productId'],
  fixed: { scene: String(AGREEMENT_SCENE) },
  schema: 'contract.schema.json',
  success: 'flag',
};

export const contractJump: Endpoint<ContractJumpResponse> = {
  path: '/v3/contract/contract-jump',
  method: 'GET',
  client: 'json',
  validate: validateContractJumpResponse,
  body: 'none',
  required: ['productId', 'position'],
  fixed: { scene: String(AGREEMENT_SCENE), jumpType: '1' },
  schema: 'contract-jump.schema.json',
  success: 'flag',
};

export const loanDetailPush: Endpoint<LoanPushResponse> = {
  path: '/v3/loan-confirm/loan-detail-push',
  method: 'POST',
  client: 'json',
  validate: validateLoanPushResponse,
  body: 'form',
  required: ['amount', 'periods', 'termUnit', 'productId'],
  fixed: { loanVersion: '3' },
  schema: 'loan-push.schema.json',
  success: 'flag',
};

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
  validate: validateOlderLinkResponse,
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
  validate: validateOlderLinkResponse,
  body: 'form',
  required: ['amount', 'period', 'unit'],
  schema: 'older-link.schema.json',
  success: 'code00',
};
