// Dialog and bottom-sheet primitives. A non-dismissable one (the spec's rating and
// agreement dialogs) ignores taps outside and Escape.
import { css } from '@emotion/react';
import X from 'lucide/dist/esm/icons/x.mjs';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { theme } from '../theme';
import { useBackEntry } from './back-stack';
import { holdBehind } from './inert-behind';
import { Glyph } from './Glyph';

interface OverlayProps {
  open: boolean;
  title?: string;
  dismissable?: boolean;
  onDismiss?: () => void;
  children: ReactNode;
  placement: 'center' | 'bottom';
  testId?: string;
  /** A dismissable overlay's close icon: its accessible name ("Close"). */
  closeLabel?: string;
  /** A centred panel as wide as the screen, edge to edge (an enlarged image); its content
   * sets its own side padding. */
  wide?: boolean;
  /**
   * Whether the overlay holds a history entry of its own, so Back closes it (default). The
   * leave question does not: the router's blocker already answers Back while it asks.
   */
  ownsBack?: boolean;
}

const overlay = (alignItems: string) =>
  css({
    position: 'fixed',
    inset: 0,
    background: theme.overlay,
    display: 'flex',
    alignItems,
    justifyContent: 'center',
    zIndex: 800,
  });
const overlayCentred = overlay('center');
const overlayBottom = overlay('flex-end');

const panel = (width: string, borderRadius: string | number, padding: string | number) =>
  css({
    background: theme.surface,
    color: theme.text,
    width,
    maxHeight: '85vh',
    overflowY: 'auto',
    borderRadius,
    padding,
    outline: 'none',
    position: 'relative',
  });
const panelCentred = panel('min(86%, 360px)', theme.radius, 20);
const panelBottom = panel('100%', `${theme.radius} ${theme.radius} 0 0`, 20);
const panelWide = panel('100%', 0, '20px 0');

// A long title wraps clear of the close icon.
const titleRule = (padding: string | number) =>
  css({ margin: '0 0 12px', padding, fontSize: 18, textAlign: 'center' });
const titleBesideClose = titleRule('0 32px');
const titleWide = titleRule('0 20px');
const titlePlain = titleRule(0);

function Overlay({
  open,
  title,
  dismissable = false,
  onDismiss,
  children,
  placement,
  testId,
  closeLabel,
  wide = false,
  ownsBack = true,
}: OverlayProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  // Back closes a dismissable overlay and never leaves the page under any overlay.
  useBackEntry(open && ownsBack, dismissable ? () => onDismiss?.() : undefined);

  // Focus moves into the panel as it opens and, as it closes, back to what had it (the
  // control that opened it), unless something else took it meanwhile: a screen reader
  // would otherwise start again from the top of the page after every pop-up.
  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement;
    const release = holdBehind(layer.current);
    panel.current?.focus();
    return () => {
      release();
      const now = document.activeElement;
      if (opener instanceof HTMLElement && opener.isConnected && (!now || now === document.body))
        opener.focus();
    };
  }, [open]);

  useEffect(() => {
    if (!open || !dismissable) return undefined;
    // Escape closes the topmost overlay only, as Back does: the last layer drawn (overlays are
    // drawn at the end of <body> as they open).
    const onKey = (e: KeyboardEvent) => {
      const layers = document.querySelectorAll('[data-overlay-layer]');
      if (e.key === 'Escape' && layers[layers.length - 1] === layer.current) onDismiss?.();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, dismissable, onDismiss]);

  if (!open) return null;
  // Drawn at the end of <body>: above the page whatever contains the node (a long list's rows
  // skip layout off screen, and would contain a fixed layer), and apart from it (inert-behind.ts).
  return createPortal(
    <div
      ref={layer}
      data-overlay-layer=""
      data-testid={testId ? `${testId}-overlay` : undefined}
      onClick={(e) => dismissable && e.target === e.currentTarget && onDismiss?.()}
      css={placement === 'center' ? overlayCentred : overlayBottom}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : bodyId}
        tabIndex={-1}
        data-testid={testId}
        css={wide ? panelWide : placement === 'center' ? panelCentred : panelBottom}
      >
        {dismissable && closeLabel && (
          <CloseIcon label={closeLabel} onClick={() => onDismiss?.()} />
        )}
        {title && (
          <h2
            id={titleId}
            css={dismissable && closeLabel ? titleBesideClose : wide ? titleWide : titlePlain}
          >
            {title}
          </h2>
        )}
        {/* Without a title, what it says names it. */}
        <div id={bodyId}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}

const buttonStyle = css({
  position: 'absolute',
  top: 4,
  right: 4,
  width: 44,
  height: 44,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  background: 'none',
  color: theme.muted,
  cursor: 'pointer',
});

/** lucide's x in a 44 px target in the panel's corner. */
function CloseIcon({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" aria-label={label} onClick={onClick} css={buttonStyle}>
      <Glyph icon={X} size={22} />
    </button>
  );
}

export type ModalProps = Omit<OverlayProps, 'placement'>;

export function Modal(props: ModalProps) {
  return <Overlay {...props} placement="center" />;
}

export function BottomSheet(props: ModalProps) {
  return <Overlay {...props} placement="bottom" />;
}
