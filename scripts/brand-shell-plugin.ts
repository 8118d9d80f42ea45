// Fills index.html's static shell with the brand: the title bar's colours and the brand mark
// come from the same tokens as the page's own bar (renderers/theme.ts), so the first paint
// and the page that replaces it look alike whatever the brand config says.
import type { Plugin } from 'vite';
import { brandInitials, theme } from '../renderers/theme.ts';

const TOKENS: Record<string, string> = {
  __BRAND_COLOR__: theme.brand,
  __BRAND_GRADIENT__: theme.brandGradient,
  __BRAND_TEXT__: theme.brandText,
  __BRAND_ACCENT__: theme.accent,
  __BRAND_ACCENT_TEXT__: theme.accentText,
  __BRAND_INITIALS__: brandInitials,
};

export function brandShellPlugin(): Plugin {
  return {
    name: 'borrower:brand-shell',
    transformIndexHtml(html) {
      return html.replace(/__BRAND_[A-Z_]+__/g, (token) => {
        const value = TOKENS[token];
        if (value === undefined) throw new Error(`index.html: unknown brand token ${token}`);
        return value;
      });
    },
  };
}
