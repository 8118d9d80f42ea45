// Every endpoint of every feature, for the fixture API's contract list (fixtures/contracts.ts)
// and the tests. A feature's module is listed here once; each endpoint it exports is found
// by its shape, so a new endpoint needs no second entry anywhere. Pages never import this.
import * as bank from './bank-endpoints';
import * as complaintForm from './complaint-form-endpoints';
import * as complaintDetails from './complaint-details-endpoints';
import * as complaintList from './complaint-list-endpoints';
import * as common from './endpoints';
import * as jointLogin from './joint-login-endpoints';
import * as order from './order-endpoints';
import * as newerLoanConfirm from './newer-loan-confirm-endpoints';
import * as olderLoanConfirm from './older-loan-confirm-endpoints';
import * as promotion from './promotion-endpoints';
import * as repayCard from './repay-card-endpoints';
import * as repayment from './repayment-endpoints';
import type { Endpoint } from './endpoints';

/** Every feature's endpoint module, as imported. */
export const endpointModules: ReadonlyArray<Record<string, unknown>> = [
  common,
  complaintForm,
  complaintList,
  complaintDetails,
  bank,
  newerLoanConfirm,
  olderLoanConfirm,
  order,
  jointLogin,
  repayment,
  repayCard,
  promotion,
];

function isEndpoint(value: unknown): value is Endpoint<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { path?: unknown }).path === 'string' &&
    typeof (value as { schema?: unknown }).schema === 'string'
  );
}

export const allEndpoints: ReadonlyArray<Endpoint<unknown>> = endpointModules.flatMap((module) =>
  Object.values(module).filter(isEndpoint),
);
