// The page of the loan terms and conditions (/loanAgreement), with the figures of SPEC §9: its content is
// schemas/v1/screens/loan-agreement.json, drawn by the shared document page.
import layout from '../../../schemas/v1/screens/loan-agreement.json';
import { loanAgreementRegistry } from '../../generated/registries/loan-agreement';
import { DocumentPage } from '../shared/DocumentPage';
import { shippedScreen } from '../shared/ScreenPage';

const screen = shippedScreen(layout);

export default function LoanAgreementPage() {
  return <DocumentPage screen={screen} registry={loanAgreementRegistry} />;
}
