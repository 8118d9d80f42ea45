// The older variant: the older calls; a returned link opens in the browser when it starts
// with http, and on the native side otherwise (SPEC §7). The agreements are in data.data, as
// on the v3 contract call; a bare list in data is read too.
import {
  olderAgreementJump,
  olderAgreements,
  olderConfirmDetail,
  olderLoanPush,
} from '../../api/older-loan-confirm-endpoints';
import { olderLinkTarget } from '../../app/server-links';
import type { OlderAgreementsResponse, OlderLinkResponse } from '../../generated/types';
import { agreementListOf } from './rules';
import type { CallSet } from './variants';

export const olderCalls: CallSet<OlderAgreementsResponse, OlderLinkResponse, OlderLinkResponse> = {
  confirm: olderConfirmDetail,
  agreements: olderAgreements,
  agreementsOf: (answer) => agreementListOf(answer.data),
  jump: olderAgreementJump,
  jumpTarget: (answer) => olderLinkTarget(answer.data.url),
  push: olderLoanPush,
  pushTarget: (answer) => olderLinkTarget(answer.data.url),
};
