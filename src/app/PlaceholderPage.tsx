// A page with nothing to load: not found, or opened without what it needs.
// It must not be a dead end: it offers a way on, by default back to the app's home (bridge
// "go home" in the app's web view; in a plain browser, with no native side, the home page).
import { PageFrame } from '../../renderers/ui/PageFrame';
import { theme } from '../../renderers/theme';
import { Button } from '../../renderers/ui/Button';
import { t } from '../i18n';
import { callBridge } from '../bridge';
import { useSessionNavigate } from './navigation';
import { showToast } from '../../renderers/ui/toast-store';

export interface WayOn {
  label: string;
  go: () => void;
}

export function PlaceholderPage({
  title,
  heading,
  body,
  testId,
  wayOn,
  alert = false,
}: {
  title: string;
  heading?: string;
  body: string;
  testId: string;
  wayOn?: WayOn;
  /** Announce the body: the page refused what the borrower opened. */
  alert?: boolean;
}) {
  const navigate = useSessionNavigate();
  const { label, go } = wayOn ?? {
    label: t('common.goHome'),
    go: () => {
      const result = callBridge('goHome');
      if (result.channel === 'shim') navigate('/');
      else if (!result.ok) showToast(t('error.bridgeFailed'));
    },
  };
  return (
    <PageFrame title={title}>
      <div
        role={alert ? 'alert' : undefined}
        css={{ padding: '48px 24px', textAlign: 'center' }}
        data-testid={testId}
      >
        {heading && <h2 css={{ fontSize: 20 }}>{heading}</h2>}
        <p css={{ color: theme.muted, lineHeight: 1.5, marginBottom: 24 }}>{body}</p>
        <Button variant="secondary" onClick={go}>
          {label}
        </Button>
      </div>
    </PageFrame>
  );
}
