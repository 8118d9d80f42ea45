// Loan confirm, older variant (/loanConfirm): the older calls, the promotional pop-up and the
// rupee flag; the page is ./ConfirmPage.tsx.
import { ConfirmPage } from './ConfirmPage';
import { olderCalls } from './older-calls';

export default function LoanConfirmPage() {
  return <ConfirmPage variant="older" calls={olderCalls} />;
}
