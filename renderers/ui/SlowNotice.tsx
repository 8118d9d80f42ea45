// What a loading state adds when the network is slow (issue 10): after SLOW_AFTER_MS it says
// so and offers to keep waiting or to try again. The call's own 60 s limit still ends every
// call; this only spares the borrower a bare spinner for the whole minute.
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { theme } from '../theme';
import { Button } from './Button';

export const SLOW_AFTER_MS = 8000;

export interface SlowNoticeProps {
  text: string;
  waitLabel: string;
  retryLabel: string;
  onRetry: () => void;
}

const noticeStyle = css({
  display: 'grid',
  gap: 10,
  justifyItems: 'center',
  textAlign: 'center',
  maxWidth: 320,
});
const textStyle = css({ margin: 0, color: theme.text });
const buttonsStyle = css({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 10,
  width: '100%',
});

export function SlowNotice({ text, waitLabel, retryLabel, onRetry }: SlowNoticeProps) {
  const [shown, setShown] = useState(false);
  // Restarts the clock after a retry: the new call gets its own 8 s before the notice.
  const [round, setRound] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [round]);
  if (!shown) return null;
  return (
    <div data-testid="slow-network" css={noticeStyle}>
      <p css={textStyle}>{text}</p>
      <div css={buttonsStyle}>
        <Button variant="secondary" onClick={() => setShown(false)}>
          {waitLabel}
        </Button>
        <Button
          onClick={() => {
            setShown(false);
            setRound((n) => n + 1);
            onRetry();
          }}
        >
          {retryLabel}
        </Button>
      </div>
    </div>
  );
}
