// A page with nothing to load: not found, coming soon. Inside the app's web view it must not
// be a dead end, so it offers the way back to the app's home (bridge "go home").
import { PageFrame } from '../../renderers/ui/PageFrame';
import { theme } from '../../renderers/theme';
import { Button } from '../../renderers/ui/Button';
import { t } from '../i18n';
import { useAppActions } from './use-app-actions';

export function PlaceholderPage({
  title,
  heading,
  body,
  testId,
}: {
  title: string;
  heading?: string;
  body: string;
  testId: string;
}) {
  const onAction = useAppActions();
  return (
    <PageFrame title={title}>
      <div css={{ padding: '48px 24px', textAlign: 'center' }} data-testid={testId}>
        {heading && <h2 css={{ fontSize: 20 }}>{heading}</h2>}
        <p css={{ color: theme.muted, lineHeight: 1.5, marginBottom: 24 }}>{body}</p>
        <Button
          variant="secondary"
          onClick={() => onAction({ type: 'bridge', action: 'goHome', payload: {} })}
        >
          {t('common.goHome')}
        </Button>
      </div>
    </PageFrame>
  );
}
