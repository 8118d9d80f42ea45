// The page of about us (/aboutUs): its content is
// schemas/v1/screens/about-us.json, drawn by the shared document page.
import layout from '../../../schemas/v1/screens/about-us.json';
import { aboutUsRegistry } from '../../generated/registries/about-us';
import { DocumentPage } from '../shared/DocumentPage';
import { shippedScreen } from '../shared/ScreenPage';

const screen = shippedScreen(layout);

export default function AboutUsPage() {
  return <DocumentPage screen={screen} registry={aboutUsRegistry} />;
}
