// The studio's look in one place: colours, spacing, radius and the focus ring every control
// shares (its own, not the borrower app's brand: the studio is a desk tool).
import { css } from '@emotion/react';

export const color = {
  page: '#f3f5f8',
  panel: '#ffffff',
  sunken: '#f8f9fb',
  line: '#dde2e8',
  lineStrong: '#c4ccd6',
  text: '#1b2430',
  muted: '#5b6675',
  accent: '#2952cc',
  accentHover: '#1f44b3',
  accentSoft: '#e8eefc',
  danger: '#b42318',
  dangerSoft: '#fef1f0',
  dangerLine: '#f1b8b2',
  ok: '#137a43',
  okSoft: '#ecf8f1',
  okLine: '#a9dcbf',
  warn: '#8a5a00',
  warnSoft: '#fff7e6',
  warnLine: '#f0d49a',
  selected: '#fff3c4',
} as const;

export const radius = 6;
export const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

export const focusRing = css`
  outline: 2px solid ${color.accent};
  outline-offset: 2px;
`;

/** The visible focus every interactive element gets from the keyboard. */
export const focusable = css`
  &:focus-visible {
    ${focusRing};
  }
`;
