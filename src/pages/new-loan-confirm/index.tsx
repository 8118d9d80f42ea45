// Loan confirm, version 3 (/newLoanConfirm): the newer calls; the page is
// src/pages/loan-confirm/ConfirmPage.tsx.
import { ConfirmPage } from '../loan-confirm/ConfirmPage';
import { newerCalls } from '../loan-confirm/newer-calls';

export default function NewLoanConfirmPage() {
  return <ConfirmPage variant="v3" calls={newerCalls} />;
}
