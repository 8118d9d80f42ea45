// Repayment by card (SPEC §7, contract repayment.md): the cards and token (repayment-way), the
// payment (repayment-commit), its SMS confirmation (repayment-confirm) and online payment
// (repayment-huichao). The versioned prefix is ours to choose (contract). Form bodies; success
// is code 0 with a `success` that is not false. Commit and confirm carry an Idempotency-Key
// header.
import type {
  AcknowledgedResponse,
  RedirectUrlResponse,
  RepaymentCommitResponse,
  RepaymentWayResponse,
} from '../generated/types';
import { validateRepaymentWayResponse } from '../generated/validators/v1/api/repayment-way';
import type { Endpoint } from './endpoints';
import { loadedAfterPaint } from './loaded-after-paint';
import { repaymentWayWire } from './wire';

// Their answers' validators load after the page's content paint (./loaded-after-paint.ts).
const acknowledgedValidator = loadedAfterPaint<AcknowledgedResponse>(() =>
  import('../generated/validators/v1/api/acknowledged').then((m) => m.validateAcknowledgedResponse),
);
const redirectUrlValidator = loadedAfterPaint<RedirectUrlResponse>(() =>
  import('../generated/validators/v1/api/redirect-url').then((m) => m.validateRedirectUrlResponse),
);
const repaymentCommitValidator = loadedAfterPaint<RepaymentCommitResponse>(() =>
  import('../generated/validators/v1/api/repayment-commit').then(
    (m) => m.validateRepaymentCommitResponse,
  ),
);

export const repaymentWay: Endpoint<RepaymentWayResponse> = {
  ...repaymentWayWire,
  validate: validateRepaymentWayResponse,
  body: 'form',
  required: ['orderId'],
  schema: 'repayment-way.schema.json',
  success: 'code0',
};

export const repaymentCommit: Endpoint<RepaymentCommitResponse> = {
  path: '/api/v1/loan/repayment-commit',
  method: 'POST',
  client: 'json',
  validate: repaymentCommitValidator,
  body: 'form',
  required: ['amount', 'bankName', 'cardId', 'cardNo', 'orderId', 'repayToken', 'sendMsg'],
  schema: 'repayment-commit.schema.json',
  success: 'code0',
};

export const repaymentConfirm: Endpoint<AcknowledgedResponse> = {
  path: '/api/v1/loan/repayment-confirm',
  method: 'POST',
  client: 'json',
  validate: acknowledgedValidator,
  body: 'form',
  required: ['orderId', 'verifyCode', 'repaymentRecordId'],
  schema: 'acknowledged.schema.json',
  success: 'code0',
};

export const repaymentHuichao: Endpoint<RedirectUrlResponse> = {
  path: '/api/v1/loan/repayment-huichao',
  method: 'POST',
  client: 'json',
  validate: redirectUrlValidator,
  body: 'form',
  required: ['userId', 'orderId', 'amount'],
  schema: 'redirect-url.schema.json',
  success: 'code0',
};
