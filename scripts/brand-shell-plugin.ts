// Fills index.html's static shell with the brand: the custom properties the app's theme reads
// (on :root, once, for the shell's bar and the app alike), the browser's theme colour and the
// brand mark, so the first paint and the page that replaces it look alike whatever the brand
// config says. It also writes the website's title and description for search engines and link
// previews (the home page at / is index.html with its chunks preloaded);
// scripts/route-pages-plugin.ts puts each route's own in its page. And the words of the shell's
// own failure, when the app's code does not arrive.
import type { Plugin } from 'vite';
import { brandColors, brandProperties } from '../src/lib/brand.ts';
import { brandInitials } from '../src/lib/brand-initials.ts';
import { en } from '../src/i18n/en.ts';
import { escapeHtml } from './route-pages-plugin.ts';

const TOKENS: Record<string, string> = {
  // Every custom property the renderer's theme reads, on :root: the app's code carries no
  // colour arithmetic for the shipped brand.
  __BRAND_PROPERTIES__: Object.entries(brandProperties)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' '),
  __BRAND_COLOR__: brandColors.brand,
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
    // Before Vite reads the page's inline style: a token that stands for declarations is not CSS.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(/__(?:BRAND|SITE|META|TEXT)_[A-Z_]+__/g, (token) => {
          const value = TOKENS[token];
          if (value === undefined) throw new Error(`index.html: unknown brand token ${token}`);
          return value;
        }),
    },
  };
}
