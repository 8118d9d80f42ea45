// Loan confirm, older variant (/loanConfirm): the older calls, the promotional pop-up and the
// rupee flag; the page is ./ConfirmPage.tsx.
import { starter } from '../../api/preload';
import { ConfirmPage } from './ConfirmPage';
import { openingStarts } from './starts';
import { olderCalls } from './older-calls';

export const start = starter(openingStarts(olderCalls));

export default function LoanConfirmPage() {
  return <ConfirmPage variant="older" calls={olderCalls} />;
}
