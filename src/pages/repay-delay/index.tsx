// Rollover/delay repayment (/repayDelay): the page is src/pages/repayment/RepaymentPage.tsx.
import { starter } from '../../api/preload';
import { delayDetail } from '../../api/repayment-endpoints';
import { readRepayQuery, repayPayload } from '../repayment/calls';
import { RepaymentPage } from '../repayment/RepaymentPage';

export const start = starter((query) => {
  const repay = readRepayQuery(query);
  return repay ? [{ endpoint: delayDetail, payload: repayPayload(repay) }] : [];
});

export default function DelayRepaymentPage() {
  return <RepaymentPage kind="delay" />;
}
