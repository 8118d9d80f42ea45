// The one tap target of the renderer: a real anchor when the action leads somewhere (long
// press, screen readers, mail apps), else a button; either way the tap runs the action.
import type { ReactNode } from 'react';
import { css, type Interpolation, type Theme } from '@emotion/react';

// Waiting for what its tap started: it says so, and a further tap does nothing.
const busyStyle = css({ opacity: 0.6, cursor: 'progress' });

const buttonReset = css({
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  textAlign: 'inherit',
});

export function Tappable({
  href,
  onTap,
  children,
  pressed,
  checked,
  link = false,
  busy = false,
  disabled = false,
  label,
  nodeId,
  css: style,
  className,
}: {
  href: string | null;
  onTap: () => void;
  children: ReactNode;
  /** For a choice among several: announced as pressed. */
  pressed?: boolean;
  /** For one option of a single choice: a radio, announced as checked or not. */
  checked?: boolean;
  /** A link node whose tap runs an action (opens a document by a call): announced as a link. */
  link?: boolean;
  /** The call its tap started is on its way: announced busy, and taps are ignored. */
  busy?: boolean;
  /**
   * Not a tap target now: announced as unavailable (still found by a screen reader, with its
   * role and checked state), and taps are ignored.
   */
  disabled?: boolean;
  label?: string;
  nodeId?: string;
  css?: Interpolation<Theme>;
  /** What Emotion turns a caller's `css` prop into: without it their styles were lost. */
  className?: string;
}) {
  const inert = busy || disabled;
  if (href !== null) {
    return (
      <a
        href={disabled ? undefined : href}
        data-node-id={nodeId}
        aria-label={label}
        aria-busy={busy || undefined}
        aria-disabled={disabled || undefined}
        onClick={(e) => {
          e.preventDefault();
          if (!inert) onTap();
        }}
        css={[style, busy && busyStyle]}
        className={className}
      >
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      data-node-id={nodeId}
      aria-label={label}
      aria-pressed={checked === undefined ? pressed : undefined}
      role={checked !== undefined ? 'radio' : link ? 'link' : undefined}
      aria-checked={checked}
      aria-busy={busy || undefined}
      aria-disabled={inert || undefined}
      onClick={inert ? undefined : onTap}
      css={[buttonReset, style, busy && busyStyle]}
      className={className}
    >
      {children}
    </button>
  );
}
