// Loan confirm of period (/loanConfirmPeriod): version 3 where the plan has one row per
// instalment, with the first repayment date; the page is src/pages/loan-confirm/ConfirmPage.tsx.
import { ConfirmPage } from '../loan-confirm/ConfirmPage';
import { newerCalls } from '../loan-confirm/newer-calls';

export default function LoanConfirmPeriodPage() {
  return <ConfirmPage variant="period" calls={newerCalls} />;
}
