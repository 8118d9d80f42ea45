// The one button look, used by the button node and by page chrome.
import type { ButtonHTMLAttributes } from 'react';
import { theme } from '../theme';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

const variants = {
  primary: { background: theme.brand, color: theme.brandText, border: `1px solid ${theme.brand}` },
  secondary: { background: theme.surface, color: theme.brand, border: `1px solid ${theme.brand}` },
  text: { background: 'transparent', color: theme.brand, border: '1px solid transparent' },
} as const;

export function Button({
  variant = 'primary',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return (
    <button
      type="button"
      {...props}
      css={[
        {
          minHeight: 44,
          padding: '10px 18px',
          borderRadius: 22,
          font: `600 16px/1.2 ${theme.font}`,
          cursor: 'pointer',
          width: variant === 'text' ? 'auto' : '100%',
          '&:disabled': {
            background: theme.disabled,
            borderColor: theme.disabled,
            color: theme.disabledText,
            cursor: 'default',
          },
        },
        variants[variant],
      ]}
    />
  );
}
