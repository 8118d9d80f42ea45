// The lender's mark in the title bar: the brand's initials on its accent colour, drawn inline
// (no image to download, crisp at any density). Decoration: the title says where one is.
// The app gives the initials (BrandInitialsContext) and the colours (the --brand-accent custom
// properties): the renderer does not read the brand config.
import { css } from '@emotion/react';
import { createContext, useContext } from 'react';
import { theme } from '../theme';

/** The brand's initials, provided by the app (src/App.tsx). */
export const BrandInitialsContext = createContext('');

const markStyle = css({ flex: 'none', display: 'block' });
// As properties rather than attributes: an SVG attribute does not read a custom property.
const plateStyle = css({ fill: theme.accent });
const lettersStyle = css({ fill: theme.accentText });

export function BrandMark({ size = 26 }: { size?: number }) {
  const initials = useContext(BrandInitialsContext);
  return (
    <svg
      viewBox="0 0 26 26"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-brand-mark=""
      css={markStyle}
    >
      <rect width="26" height="26" rx="7" css={plateStyle} />
      <text
        x="13"
        y="17.5"
        textAnchor="middle"
        fontSize="11"
        fontWeight="700"
        css={lettersStyle}
        fontFamily={theme.font}
      >
        {initials}
      </text>
    </svg>
  );
}
