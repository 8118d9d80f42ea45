// The repayment calls (SPEC §7, contract repayment.md): the instalment detail, the
// rollover/delay detail (one answer shape, the repayment info) and generate-vcode, which
// returns where the browser pays. Form bodies; success is `success: true` and code 0.
import type { PayUrlResponse, RepaymentInfoResponse } from '../generated/types';
import { validatePayUrlResponse } from '../generated/validators/v1/api/pay-url';
import { validateRepaymentInfoResponse } from '../generated/validators/v1/api/repayment-info';
import type { Endpoint } from './endpoints';
import { delayDetailWire, loanPlayDetailWire } from './wire';

export const loanPlayDetail: Endpoint<RepaymentInfoResponse> = {
  ...loanPlayDetailWire,
  validate: validateRepaymentInfoResponse,
  body: 'form',
  required: ['productId', 'orderId'],
  schema: 'repayment-info.schema.json',
  success: 'flag',
};

export const delayDetail: Endpoint<RepaymentInfoResponse> = {
  ...delayDetailWire,
  validate: validateRepaymentInfoResponse,
  body: 'form',
  required: ['productId', 'orderId'],
  schema: 'repayment-info.schema.json',
  success: 'flag',
};

export const generateVcode: Endpoint<PayUrlResponse> = {
  path: '/v3/loan-details/generate-vcode',
  method: 'POST',
  client: 'json',
  validate: validatePayUrlResponse,
  body: 'form',
  required: ['productId', 'orderId', 'amount', 'channelNumber'],
  schema: 'pay-url.schema.json',
  success: 'flag',
};
