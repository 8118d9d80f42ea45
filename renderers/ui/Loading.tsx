// A loading indicator with text. The spinner is CSS only: no image to download.
import { css, keyframes } from '@emotion/react';
import { theme } from '../theme';
import { SlowNotice, type SlowNoticeProps } from './SlowNotice';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const boxStyle = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 10,
  padding: 32,
  color: theme.muted,
});
const overlayStyle = css({
  position: 'fixed',
  inset: 0,
  justifyContent: 'center',
  background: theme.veil,
  zIndex: 900,
});
const spinnerStyle = css({
  width: 28,
  height: 28,
  borderRadius: '50%',
  border: `3px solid ${theme.border}`,
  borderTopColor: theme.brand,
  animation: `${spin} 0.8s linear infinite`,
});

export function Loading({
  text,
  overlay = false,
  slow,
}: {
  text: string;
  overlay?: boolean;
  /** What to offer when loading takes long; without it the indicator stays as it is. */
  slow?: SlowNoticeProps;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading"
      css={[boxStyle, overlay && overlayStyle]}
    >
      <span aria-hidden="true" css={spinnerStyle} />
      <span>{text}</span>
      {slow && <SlowNotice {...slow} />}
    </div>
  );
}
