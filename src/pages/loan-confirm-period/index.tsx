// Loan confirm of period (/loanConfirmPeriod): version 3 where the plan has one row per
// instalment, with the first repayment date; the page is src/pages/loan-confirm/ConfirmPage.tsx.
import { starter } from '../../api/preload';
import { ConfirmPage } from '../loan-confirm/ConfirmPage';
import { openingStarts } from '../loan-confirm/starts';
import { newerCalls } from '../loan-confirm/newer-calls';

export const start = starter(openingStarts(newerCalls));

export default function LoanConfirmPeriodPage() {
  return <ConfirmPage variant="period" calls={newerCalls} />;
}
