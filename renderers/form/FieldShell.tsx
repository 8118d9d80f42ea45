// The frame around every field: its label, the control and an optional help text.
import type { ReactNode } from 'react';
import { theme } from '../theme';

/** Ids inside a field: `${id}-label`, `${id}-help`, and `${id}-input` for a labelled input. */
export function FieldShell({
  id,
  label,
  labelsInput = false,
  help,
  name,
  children,
}: {
  id: string;
  label: string;
  /** Whether the label belongs to an <input> with id `${id}-input`. */
  labelsInput?: boolean;
  help?: string;
  name: string;
  children: ReactNode;
}) {
  return (
    <div
      data-field={name}
      css={{
        padding: '12px 16px',
        background: theme.surface,
        borderBottom: `1px solid ${theme.border}`,
      }}
    >
      <label
        id={`${id}-label`}
        htmlFor={labelsInput ? `${id}-input` : undefined}
        css={{ display: 'block', fontSize: 14, fontWeight: 600, marginBottom: 6 }}
      >
        {label}
      </label>
      {children}
      {help && (
        <p id={`${id}-help`} css={{ margin: '6px 0 0', fontSize: 13, color: theme.muted }}>
          {help}
        </p>
      )}
    </div>
  );
}

export const controlStyle = {
  width: '100%',
  minHeight: 44,
  padding: '10px 12px',
  border: `1px solid ${theme.border}`,
  borderRadius: 8,
  background: theme.surface,
  font: `16px/1.3 ${theme.font}`,
  color: theme.text,
  textAlign: 'left' as const,
};
