// Fills index.html's static shell with the brand: the title bar's colours and the brand mark
// come from the same values as the page's own bar (src/lib/brand.ts), so the first paint
// and the page that replaces it look alike whatever the brand config says. It also writes the
// website's title and description for search engines and link previews (the home page at / is
// index.html with its chunks preloaded); scripts/route-pages-plugin.ts puts each route's own
// in its page. And the words of the shell's own failure, when the app's code does not arrive.
import type { Plugin } from 'vite';
import { brandColors, brandInitials } from '../src/lib/brand.ts';
import { en } from '../src/i18n/en.ts';
import { escapeHtml } from './route-pages-plugin.ts';

const TOKENS: Record<string, string> = {
  __BRAND_COLOR__: brandColors.brand,
  __BRAND_GRADIENT__: brandColors.brandGradient,
  __BRAND_TEXT__: brandColors.brandText,
  __BRAND_ACCENT__: brandColors.accent,
  __BRAND_ACCENT_TEXT__: brandColors.accentText,
  __BRAND_INITIALS__: brandInitials,
  __SITE_NAME__: escapeHtml(en['app.name']),
  __META_TITLE__: escapeHtml(en['page.home']),
  __META_DESCRIPTION__: escapeHtml(en['meta.home']),
  // What the shell says when the app's code cannot be loaded (src/app/entry-failure.ts).
  __TEXT_PAGE_LOAD__: escapeHtml(en['error.pageLoad']),
  __TEXT_RETRY__: escapeHtml(en['common.retry']),
  // And after a while with no script at all (index.html's .shell-late).
  __TEXT_SLOW_LOAD__: escapeHtml(en['error.slowLoad']),
};

export function brandShellPlugin(): Plugin {
  return {
    name: 'borrower:brand-shell',
    transformIndexHtml(html) {
      return html.replace(/__(?:BRAND|SITE|META|TEXT)_[A-Z_]+__/g, (token) => {
        const value = TOKENS[token];
        if (value === undefined) throw new Error(`index.html: unknown brand token ${token}`);
        return value;
      });
    },
  };
}
