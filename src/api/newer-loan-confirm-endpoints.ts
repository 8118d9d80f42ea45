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
import { validateLoanConfirmResponse } from '../generated/validators/v1/api/loan-confirm';
import type { Endpoint } from './endpoints';
import { loadedAfterPaint } from './loaded-after-paint';
import { AGREEMENT_SCENE, contractWire, loanDetailConfirmWire } from './wire';

// Their answers' validators load after the page's content paint (./loaded-after-paint.ts).
const contractJumpValidator = loadedAfterPaint<ContractJumpResponse>(() =>
  import('../generated/validators/v1/api/contract-jump').then(
    (m) => m.validateContractJumpResponse,
  ),
);
const loanPushValidator = loadedAfterPaint<LoanPushResponse>(() =>
  import('../generated/validators/v1/api/loan-push').then((m) => m.validateLoanPushResponse),
);

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
  validate: contractJumpValidator,
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
  validate: loanPushValidator,
  body: 'form',
  required: ['amount', 'periods', 'termUnit', 'productId'],
  fixed: { loanVersion: '3' },
  schema: 'loan-push.schema.json',
  success: 'flag',
};
