// Draws the current toast near the top, under the title bar: never over a page's main button,
// which sits low on the screen; a tap clears it.
import { css } from '@emotion/react';
import { useSyncExternalStore } from 'react';
import { theme } from '../theme';
import { clearToast, currentToast, subscribeToast } from './toast-store';

const divStyle = css({
  position: 'fixed',
  inset: '64px 0 auto 0',
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  zIndex: 1000,
});
const buttonStyle = css({
  pointerEvents: 'auto',
  maxWidth: '80%',
  padding: '10px 16px',
  borderRadius: 8,
  border: 'none',
  background: theme.toastBg,
  color: theme.surface,
  font: `15px/1.4 ${theme.font}`,
  textAlign: 'center',
});

export function ToastHost() {
  const toast = useSyncExternalStore(subscribeToast, currentToast, () => null);
  return (
    <div role="status" aria-live="polite" css={divStyle}>
      {toast && (
        <button
          type="button"
          key={toast.id}
          data-testid="toast"
          lang={toast.lang}
          onClick={clearToast}
          css={buttonStyle}
        >
          {toast.text}
        </button>
      )}
    </div>
  );
}
