// The older variant: the older calls; a returned link opens in the browser when it starts
// with http, and on the native side otherwise (SPEC §7).
import {
  olderAgreementJump,
  olderAgreements,
  olderConfirmDetail,
  olderLoanPush,
} from '../../api/older-loan-confirm-endpoints';
import { olderLinkTarget } from '../../app/server-links';
import type { OlderAgreementsResponse, OlderLinkResponse } from '../../generated/types';
import type { CallSet } from './variants';

export const olderCalls: CallSet<OlderAgreementsResponse, OlderLinkResponse, OlderLinkResponse> = {
  confirm: olderConfirmDetail,
  agreements: olderAgreements,
  agreementsOf: (answer) => answer.data,
  jump: olderAgreementJump,
  jumpTarget: (answer) => olderLinkTarget(answer.data.url),
  push: olderLoanPush,
  pushTarget: (answer) => olderLinkTarget(answer.data.url),
  pushReplaces: false,
};
