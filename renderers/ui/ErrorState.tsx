// What a page shows when its call failed: the reason and a way to try again.
import { theme } from '../theme';
import { Button } from './Button';

export function ErrorState({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      data-testid="error-state"
      css={{ padding: '40px 24px', textAlign: 'center', color: theme.text }}
    >
      <p css={{ margin: '0 0 20px', lineHeight: 1.5 }}>{message}</p>
      {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
    </div>
  );
}
