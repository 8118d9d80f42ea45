// The lender's mark in the title bar: the brand's initials on its accent colour, drawn inline
// (no image to download, crisp at any density). Decoration: the title says where one is.
import { brandInitials, theme } from '../theme';

export function BrandMark({ size = 26 }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 26 26"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-brand-mark=""
      css={{ flex: 'none', display: 'block' }}
    >
      <rect width="26" height="26" rx="7" fill={theme.accent} />
      <text
        x="13"
        y="17.5"
        textAnchor="middle"
        fontSize="11"
        fontWeight="700"
        fill={theme.accentText}
        fontFamily={theme.font}
      >
        {brandInitials}
      </text>
    </svg>
  );
}
