// What a page shows when its call failed: an illustration, the reason and a way to try again.
// Drawn inline (not from the icon set): it is on every route's first load.
import { css } from '@emotion/react';
import { theme } from '../theme';
import { Button } from './Button';

const divStyle = css({ padding: '40px 24px', textAlign: 'center', color: theme.text });
const svgStyle = css({ display: 'block', margin: '0 auto 16px' });
const pStyle = css({ margin: '0 0 20px', lineHeight: 1.5 });

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
    <div role="alert" data-testid="error-state" css={divStyle}>
      <svg
        viewBox="0 0 72 72"
        width={72}
        height={72}
        aria-hidden="true"
        focusable="false"
        css={svgStyle}
      >
        <circle cx="36" cy="36" r="36" fill={theme.dangerTint} />
        <path
          d="M36 22v18M36 49v1"
          stroke={theme.danger}
          strokeWidth={5}
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <p css={pStyle}>{message}</p>
      {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
    </div>
  );
}
