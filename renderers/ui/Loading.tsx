// A loading indicator with text. The spinner is CSS only: no image to download.
import { keyframes } from '@emotion/react';
import { theme } from '../theme';
import { SlowNotice, type SlowNoticeProps } from './SlowNotice';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

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
      css={[
        {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 10,
          padding: 32,
          color: theme.muted,
        },
        overlay && {
          position: 'fixed',
          inset: 0,
          justifyContent: 'center',
          background: theme.veil,
          zIndex: 900,
        },
      ]}
    >
      <span
        aria-hidden="true"
        css={{
          width: 28,
          height: 28,
          borderRadius: '50%',
          border: `3px solid ${theme.border}`,
          borderTopColor: theme.brand,
          animation: `${spin} 0.8s linear infinite`,
        }}
      />
      <span>{text}</span>
      {slow && <SlowNotice {...slow} />}
    </div>
  );
}
