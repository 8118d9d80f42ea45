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
/** One line: a small spinner beside the text, about as tall as a row of tags. */
const inlineStyle = css({ flexDirection: 'row', gap: 8, padding: '8px 0' });
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
const smallSpinnerStyle = css({ width: 18, height: 18, borderWidth: 2 });

export function Loading({
  text,
  overlay = false,
  inline = false,
  slow,
}: {
  text: string;
  overlay?: boolean;
  /** One line tall, for a part of the page (the layout's `inline` variant). */
  inline?: boolean;
  /** What to offer when loading takes long; without it the indicator stays as it is. */
  slow?: SlowNoticeProps;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading"
      css={[boxStyle, inline && inlineStyle, overlay && overlayStyle]}
    >
      <span aria-hidden="true" css={[spinnerStyle, inline && smallSpinnerStyle]} />
      <span>{text}</span>
      {slow && <SlowNotice {...slow} />}
    </div>
  );
}
