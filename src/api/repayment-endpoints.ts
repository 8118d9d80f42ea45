// The repayment calls (SPEC §7, contract repayment.md): the instalment detail, the
// rollover/delay detail (one answer shape, the repayment info) and generate-vcode, which
// returns where the browser pays. Form bodies; success is code 0 with a `success` that is not
// false (contract repayment.md).
import type { PayUrlResponse, RepaymentInfoResponse } from '../generated/types';
import { validateRepaymentInfoResponse } from '../generated/validators/v1/api/repayment-info';
import type { Endpoint } from './endpoints';
import { loadedAfterPaint } from './loaded-after-paint';
import { delayDetailWire, loanPlayDetailWire } from './wire';

// Their answers' validators load after the page's content paint (./loaded-after-paint.ts).
const payUrlValidator = loadedAfterPaint<PayUrlResponse>(() =>
  import('../generated/validators/v1/api/pay-url').then((m) => m.validatePayUrlResponse),
);

export const loanPlayDetail: Endpoint<RepaymentInfoResponse> = {
  ...loanPlayDetailWire,
  validate: validateRepaymentInfoResponse,
  body: 'form',
  required: ['productId', 'orderId'],
  schema: 'repayment-info.schema.json',
  success: 'code0',
};

export const delayDetail: Endpoint<RepaymentInfoResponse> = {
  ...delayDetailWire,
  validate: validateRepaymentInfoResponse,
  body: 'form',
  required: ['productId', 'orderId'],
  schema: 'repayment-info.schema.json',
  success: 'code0',
};

export const generateVcode: Endpoint<PayUrlResponse> = {
  path: '/v3/loan-details/generate-vcode',
  method: 'POST',
  client: 'json',
  validate: payUrlValidator,
  body: 'form',
  required: ['productId', 'orderId', 'amount', 'channelNumber'],
  schema: 'pay-url.schema.json',
  success: 'code0',
};
