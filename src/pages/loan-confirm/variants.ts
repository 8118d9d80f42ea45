// The calls behind each loan confirm page and how their answers are read: version 3 and the
// period variant on the newer calls, the older variant on the older ones (contract loan.md).
// A page imports only its own set, so it downloads only its own validators.
import {
  contract,
  contractJump,
  loanDetailConfirm,
  loanDetailPush,
  olderAgreementJump,
  olderAgreements,
  olderConfirmDetail,
  olderLoanPush,
} from '../../api/loan-confirm-endpoints';
import type { Endpoint } from '../../api/endpoints';
import { olderLinkTarget, pageTarget, type LinkTarget } from '../../app/server-links';
import type {
  Agreement,
  ContractJumpResponse,
  ContractResponse,
  LoanConfirmResponse,
  LoanPushResponse,
  OlderAgreementsResponse,
  OlderLinkResponse,
} from '../../generated/types';
import { FROM_CONFIRM } from './rules';

export interface CallSet<Agreements, Jump, Push> {
  confirm: Endpoint<LoanConfirmResponse>;
  agreements: Endpoint<Agreements>;
  agreementsOf: (answer: Agreements) => Agreement[];
  jump: Endpoint<Jump>;
  /** Where an agreement's title leads (a history push), or null when refused. */
  jumpTarget: (answer: Jump) => LinkTarget | null;
  push: Endpoint<Push>;
  /** Where the borrower goes after the push, or null when refused. */
  pushTarget: (answer: Push) => LinkTarget | null;
  /** Whether that page replaces the confirm page (no way back to a pushed loan). */
  pushReplaces: boolean;
}

export type NewerCalls = CallSet<ContractResponse, ContractJumpResponse, LoanPushResponse>;
export type OlderCalls = CallSet<OlderAgreementsResponse, OlderLinkResponse, OlderLinkResponse>;

export const newerCalls: NewerCalls = {
  confirm: loanDetailConfirm,
  agreements: contract,
  agreementsOf: (answer) => answer.data.data,
  jump: contractJump,
  jumpTarget: (answer) => pageTarget(answer.data.contract_url),
  push: loanDetailPush,
  pushTarget: (answer) =>
    pageTarget(answer.data.lendDetailsUrl, { extra: FROM_CONFIRM, sessionOnWeb: true }),
  pushReplaces: true,
};

export const olderCalls: OlderCalls = {
  confirm: olderConfirmDetail,
  agreements: olderAgreements,
  agreementsOf: (answer) => answer.data,
  jump: olderAgreementJump,
  jumpTarget: (answer) => olderLinkTarget(answer.data.url),
  push: olderLoanPush,
  pushTarget: (answer) => olderLinkTarget(answer.data.url),
  pushReplaces: false,
};
