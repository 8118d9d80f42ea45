// Routes whose pages later issues build: a plain "coming soon" state, never a blank page.
import { PlaceholderPage } from '../../app/PlaceholderPage';
import { t } from '../../i18n';
import type { PageProps } from '../../pages';

export default function ComingSoonPage({ route }: PageProps) {
  return (
    <PlaceholderPage
      title={t(route.titleKey)}
      heading={t('common.comingSoon')}
      body={t('common.comingSoonBody')}
      testId="coming-soon"
    />
  );
}
