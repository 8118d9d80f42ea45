// The page of the privacy policy (/privacyPolicy, titled General Terms and Conditions): its content is
// schemas/v1/screens/privacy-policy.json, drawn by the shared document page.
import layout from '../../../schemas/v1/screens/privacy-policy.json';
import { privacyPolicyRegistry } from '../../generated/registries/privacy-policy';
import { DocumentPage } from '../shared/DocumentPage';
import { shippedScreen } from '../shared/ScreenPage';

const screen = shippedScreen(layout);

export default function PrivacyPolicyPage() {
  return <DocumentPage screen={screen} registry={privacyPolicyRegistry} />;
}
