// Routes whose pages later issues build: a plain "coming soon" state, never a blank page.
import { PageTitle } from '../../../renderers/ScreenView';
import { theme } from '../../../renderers/theme';
import { t } from '../../i18n';
import type { PageProps } from '../../pages';

export default function ComingSoonPage({ route }: PageProps) {
  return (
    <div css={{ minHeight: '100vh', background: theme.background, font: `15px/1.4 ${theme.font}` }}>
      <PageTitle title={t(route.titleKey)} />
      <main css={{ padding: '48px 24px', textAlign: 'center' }} data-testid="coming-soon">
        <h2 css={{ fontSize: 20 }}>{t('common.comingSoon')}</h2>
        <p css={{ color: theme.muted, lineHeight: 1.5 }}>{t('common.comingSoonBody')}</p>
      </main>
    </div>
  );
}
