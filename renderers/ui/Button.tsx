// The one button look, used by the button node and by page chrome.
import { css } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';
import { theme } from '../theme';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

/** Each variant's whole rule, built once. */
const button = (width: string, colours: { background: string; color: string; border: string }) =>
  css({
    minHeight: 44,
    padding: '10px 18px',
    borderRadius: 22,
    font: `600 16px/1.2 ${theme.font}`,
    cursor: 'pointer',
    width,
    '&:disabled': {
      background: theme.disabled,
      borderColor: theme.disabled,
      color: theme.disabledText,
      cursor: 'default',
    },
    ...colours,
  });

const variants = {
  primary: button('100%', {
    background: theme.brand,
    color: theme.brandText,
    border: `1px solid ${theme.brand}`,
  }),
  secondary: button('100%', {
    background: theme.surface,
    color: theme.brand,
    border: `1px solid ${theme.brand}`,
  }),
  text: button('auto', {
    background: 'transparent',
    color: theme.brand,
    border: '1px solid transparent',
  }),
} as const;

export function Button({
  variant = 'primary',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type="button" {...props} css={variants[variant]} />;
}
