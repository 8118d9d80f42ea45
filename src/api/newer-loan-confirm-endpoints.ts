// The newer loan confirm calls (SPEC §7, contract loan.md) of version 3 and its period
// variant: newer envelope, success true and code 0. The older variant's are in
// ./older-loan-confirm-endpoints.ts.
import type {
  ContractJumpResponse,
  ContractResponse,
  LoanConfirmResponse,
  LoanPushResponse,
} from '../generated/types';
import { validateContractResponse } from '../generated/validators/v1/api/contract';
import { validateContractJumpResponse } from '../generated/validators/v1/api/contract-jump';
import { validateLoanConfirmResponse } from '../generated/validators/v1/api/loan-confirm';
import { validateLoanPushResponse } from '../generated/validators/v1/api/loan-push';
import type { Endpoint } from './endpoints';
import { AGREEMENT_SCENE, contractWire, loanDetailConfirmWire } from './wire';

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
