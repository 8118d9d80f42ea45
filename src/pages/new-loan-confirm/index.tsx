// Loan confirm, version 3 (/newLoanConfirm): the newer calls; the page is
// src/pages/loan-confirm/ConfirmPage.tsx.
import { starter } from '../../api/preload';
import { ConfirmPage } from '../loan-confirm/ConfirmPage';
import { openingStarts } from '../loan-confirm/starts';
import { newerCalls } from '../loan-confirm/newer-calls';

export const start = starter(openingStarts(newerCalls));

export default function NewLoanConfirmPage() {
  return <ConfirmPage variant="v3" calls={newerCalls} />;
}
