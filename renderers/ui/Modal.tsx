// Dialog and bottom-sheet primitives. A non-dismissable one (the spec's rating and
// agreement dialogs) ignores taps outside and Escape.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { theme } from '../theme';
import { useBackEntry } from './back-stack';

interface OverlayProps {
  open: boolean;
  title?: string;
  dismissable?: boolean;
  onDismiss?: () => void;
  children: ReactNode;
  placement: 'center' | 'bottom';
  testId?: string;
}

function Overlay({
  open,
  title,
  dismissable = false,
  onDismiss,
  children,
  placement,
  testId,
}: OverlayProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Back closes a dismissable overlay and never leaves the page under any overlay.
  useBackEntry(open, dismissable ? () => onDismiss?.() : undefined);

  useEffect(() => {
    if (!open) return undefined;
    panel.current?.focus();
    if (!dismissable) return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onDismiss?.();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, dismissable, onDismiss]);

  if (!open) return null;
  return (
    <div
      data-testid={testId ? `${testId}-overlay` : undefined}
      onClick={(e) => dismissable && e.target === e.currentTarget && onDismiss?.()}
      css={{
        position: 'fixed',
        inset: 0,
        background: theme.overlay,
        display: 'flex',
        alignItems: placement === 'center' ? 'center' : 'flex-end',
        justifyContent: 'center',
        zIndex: 800,
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : 'Dialog'}
        tabIndex={-1}
        data-testid={testId}
        css={{
          background: theme.surface,
          color: theme.text,
          width: placement === 'center' ? 'min(86%, 360px)' : '100%',
          maxHeight: '85vh',
          overflowY: 'auto',
          borderRadius:
            placement === 'center' ? theme.radius : `${theme.radius} ${theme.radius} 0 0`,
          padding: 20,
          outline: 'none',
        }}
      >
        {title && (
          <h2 id={titleId} css={{ margin: '0 0 12px', fontSize: 18, textAlign: 'center' }}>
            {title}
          </h2>
        )}
        {children}
      </div>
    </div>
  );
}

export type ModalProps = Omit<OverlayProps, 'placement'>;

export function Modal(props: ModalProps) {
  return <Overlay {...props} placement="center" />;
}

export function BottomSheet(props: ModalProps) {
  return <Overlay {...props} placement="bottom" />;
}
