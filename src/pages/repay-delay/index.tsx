// Rollover/delay repayment (/repayDelay): the page is src/pages/repayment/RepaymentPage.tsx.
import { RepaymentPage } from '../repayment/RepaymentPage';

export default function DelayRepaymentPage() {
  return <RepaymentPage kind="delay" />;
}
