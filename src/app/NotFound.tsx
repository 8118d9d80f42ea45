import { t } from '../i18n';
import { PlaceholderPage } from './PlaceholderPage';

export function NotFound() {
  return (
    <PlaceholderPage
      title={t('common.notFound')}
      body={t('common.notFoundBody')}
      testId="not-found"
    />
  );
}
