// Instalment repayment (/repayment): the page is ./RepaymentPage.tsx.
import { starter } from '../../api/preload';
import { loanPlayDetail } from '../../api/repayment-endpoints';
import { readRepayQuery, repayPayload } from './calls';
import { RepaymentPage } from './RepaymentPage';

export const start = starter((query) => {
  const repay = readRepayQuery(query);
  return repay ? [{ endpoint: loanPlayDetail, payload: repayPayload(repay) }] : [];
});

export default function InstalmentRepaymentPage() {
  return <RepaymentPage kind="instalment" />;
}
