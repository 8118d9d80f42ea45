// Draws the current toast near the top, under the title bar: never over a page's main button,
// which sits low on the screen; a tap clears it.
import { css } from '@emotion/react';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
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
  // A tap dismisses it: a whole tap target, as every button is.
  minHeight: 44,
  padding: '10px 16px',
  borderRadius: 8,
  border: 'none',
  background: theme.toastBg,
  color: theme.surface,
  font: `15px/1.4 ${theme.font}`,
  textAlign: 'center',
});

interface ToastHostProps {
  /**
   * The `lang` a text needs when it is not in the page's language (the app's strings of a
   * small catalogue, on a page marked English), so a reader voices it in its own.
   */
  langOf?: (text: string) => string | undefined;
}

export function ToastHost({ langOf }: ToastHostProps) {
  const toast = useSyncExternalStore(subscribeToast, currentToast, () => null);
  // At the end of <body>, beside the overlays: heard and tapped over an open dialog
  // (inert-behind.ts), such as the rating's "choose a star".
  return createPortal(
    <div role="status" aria-live="polite" data-stays-live="" css={divStyle}>
      {toast && (
        <button
          type="button"
          key={toast.id}
          data-testid="toast"
          lang={langOf?.(toast.text)}
          onClick={clearToast}
          css={buttonStyle}
        >
          {toast.text}
        </button>
      )}
    </div>,
    document.body,
  );
}
