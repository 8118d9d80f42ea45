// Instalment repayment (/repayment): the page is ./RepaymentPage.tsx.
import { RepaymentPage } from './RepaymentPage';

export default function InstalmentRepaymentPage() {
  return <RepaymentPage kind="instalment" />;
}
