// Version 3 and the period variant: the newer calls; an agreement or the details page is a
// page the tab opens (the details page in place of this one, with the session and
// from=confirm).
import {
  contract,
  contractJump,
  loanDetailConfirm,
  loanDetailPush,
} from '../../api/newer-loan-confirm-endpoints';
import { pageTarget } from '../../app/server-links';
import type {
  ContractJumpResponse,
  ContractResponse,
  LoanPushResponse,
} from '../../generated/types';
import { agreementListOf, FROM_CONFIRM } from './rules';
import type { CallSet } from './variants';

export const newerCalls: CallSet<ContractResponse, ContractJumpResponse, LoanPushResponse> = {
  confirm: loanDetailConfirm,
  agreements: contract,
  agreementsOf: (answer) => agreementListOf(answer.data),
  jump: contractJump,
  jumpTarget: (answer) => pageTarget(answer.data.contract_url),
  push: loanDetailPush,
  pushTarget: (answer) =>
    pageTarget(answer.data.lendDetailsUrl, { extra: FROM_CONFIRM, sessionOnWeb: true }),
};
