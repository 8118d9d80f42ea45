// The order details calls (SPEC §7, contract loan.md): the order, the store-rating score and
// the Borrow Again event, newer envelope (success true and code 0).
import type { AcknowledgedResponse, LoanDetailsResponse } from '../generated/types';
import { validateLoanDetailsResponse } from '../generated/validators/v1/api/loan-details';
import type { Endpoint } from './endpoints';
import { loadedAfterPaint } from './loaded-after-paint';
import { loanDetailsWire } from './wire';

// Their answers' validators load after the page's content paint (./loaded-after-paint.ts).
const acknowledgedValidator = loadedAfterPaint<AcknowledgedResponse>(() =>
  import('../generated/validators/v1/api/acknowledged').then((m) => m.validateAcknowledgedResponse),
);

/** SPEC §9: the order rating always sends 5; Borrow Again is event module 30, position 0. */
export const GOOGLE_SCORE = 5;
export const BORROW_AGAIN_EVENT = { moduleId: 30, positionId: 0 } as const;

export const loanDetails: Endpoint<LoanDetailsResponse> = {
  ...loanDetailsWire,
  validate: validateLoanDetailsResponse,
  body: 'none',
  required: ['productId', 'orderId'],
  schema: 'loan-details.schema.json',
  success: 'flag',
};

export const googleScore: Endpoint<AcknowledgedResponse> = {
  path: '/v3/loan-details/google-score',
  method: 'POST',
  client: 'json',
  validate: acknowledgedValidator,
  body: 'form',
  required: [],
  fixed: { score: String(GOOGLE_SCORE) },
  schema: 'acknowledged.schema.json',
  success: 'flag',
};

export const eventSave: Endpoint<AcknowledgedResponse> = {
  path: '/service/event/save',
  method: 'POST',
  client: 'json',
  validate: acknowledgedValidator,
  body: 'form',
  required: ['productId'],
  fixed: {
    moduleId: String(BORROW_AGAIN_EVENT.moduleId),
    positionId: String(BORROW_AGAIN_EVENT.positionId),
  },
  schema: 'acknowledged.schema.json',
  success: 'flag',
};
