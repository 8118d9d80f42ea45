// What a page shows when its call failed: an illustration, the reason and a way to try again.
// The illustration is the `state` node's error look (renderers/nodes/State.tsx): lucide's
// warning sign on a tinted round badge.
import { css } from '@emotion/react';
import TriangleAlert from 'lucide/dist/esm/icons/triangle-alert.mjs';
import { theme } from '../theme';
import { Button } from './Button';
import { Glyph } from './Glyph';

const divStyle = css({ padding: '40px 24px', textAlign: 'center', color: theme.text });
const badgeStyle = css({
  width: 72,
  height: 72,
  margin: '0 auto 16px',
  borderRadius: theme.radiusPill,
  background: theme.dangerTint,
  display: 'grid',
  placeItems: 'center',
});
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
      <span css={badgeStyle}>
        <Glyph icon={TriangleAlert} size={36} color={theme.danger} />
      </span>
      <p css={pStyle}>{message}</p>
      {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
    </div>
  );
}
