// The frame around every field: its label, the control and an optional help text.
import type { ReactNode } from 'react';
import { theme } from '../theme';

export function FieldShell({
  labelId,
  label,
  htmlFor,
  helpId,
  help,
  name,
  children,
}: {
  labelId: string;
  label: string;
  htmlFor?: string;
  helpId: string;
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
        id={labelId}
        htmlFor={htmlFor}
        css={{ display: 'block', fontSize: 14, fontWeight: 600, marginBottom: 6 }}
      >
        {label}
      </label>
      {children}
      {help && (
        <p id={helpId} css={{ margin: '6px 0 0', fontSize: 13, color: theme.muted }}>
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
