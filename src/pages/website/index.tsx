// The official website (/, SPEC §2 "Official website", §5; contract public.md): navigation to
// its sections, the banner carousel, about us, user reviews, the contact form (checked and
// cleared by the layout itself; nothing is ever sent), the privacy policy in a frame and the
// footer from the brand config. A public page: it makes no call and needs no session. The
// layout is schemas/v1/screens/website.json; its pictures are shipped with the app.
import brand from '../../../schemas/v1/config/brand.default.json';
import { useMemo } from 'react';
import { AppScreenView } from '../../app/AppScreenView';
import { rendererServices } from '../../app/renderer-services';
import { useAppActions } from '../../app/use-app-actions';
import { addEnglish } from '../../i18n';
import { websiteEn } from '../../i18n/en-website';
import { shippedScreen } from '../shared/ScreenPage';
import layout from '../../../schemas/v1/screens/website.json';
import { websiteRegistry } from '../../generated/registries/website';
import banner1 from './images/banner-1-approved.svg?no-inline';
import banner2 from './images/banner-2-wallet.svg?no-inline';
import banner3 from './images/banner-3-store.svg?no-inline';

addEnglish(websiteEn);

const screen = shippedScreen(layout);
const images = { banner1, banner2, banner3 };

export default function WebsitePage() {
  const onAction = useAppActions();
  // The framed privacy policy is this app's page: where this build serves it, in the page's
  // language (a Filipino page frames it in Filipino).
  const data = useMemo(
    () => ({ brand, images, links: { privacy: rendererServices.urls.pageLink('/privacyPolicy') } }),
    [],
  );
  return (
    <AppScreenView screen={screen} data={data} onAction={onAction} registry={websiteRegistry} />
  );
}
