import { PageTitle } from '../../renderers/ScreenView';
import { theme } from '../../renderers/theme';
import { t } from '../i18n';

export function NotFound() {
  return (
    <div css={{ minHeight: '100vh', background: theme.background, font: `15px/1.4 ${theme.font}` }}>
      <PageTitle title={t('common.notFound')} />
      <main css={{ padding: '48px 24px', textAlign: 'center' }} data-testid="not-found">
        <p css={{ color: theme.muted, lineHeight: 1.5 }}>{t('common.notFoundBody')}</p>
      </main>
    </div>
  );
}
