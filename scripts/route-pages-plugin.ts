// One HTML file per borrower route, dist/routes/<path>.html, and dist/home.html for the home
// page at / (the web server and the preview serve it for that path; every other path gets
// index.html). Each is index.html with:
//   - the route's title in the static shell's title bar, in <title> and in its link preview
//     (og:title), so the first paint, from HTML alone, already says which page this is;
//   - for a public page with a description in the catalogue (meta.<route name>), that
//     description for search engines and link previews;
//   - a modulepreload for each chunk the route's page needs, so they download alongside the
//     entry instead of after it has run (one round trip less on a slow network).
// The home page's title and description are index.html's own (scripts/brand-shell-plugin.ts),
// so its page only adds the preloads; index.html itself preloads no page's chunks, as it is
// also the page of every path that is not a route's (the router draws "Page not found").
// The page's calls start from the boot script (src/boot.ts), before the entry has arrived.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { chunksOf, closure, lowPriority, pageChunk, startChunks } from './boot-plugin.ts';
import { en } from '../src/i18n/en.ts';
import { applyPathOverrides, routes } from '../src/routes.ts';

export const ROUTE_PAGES_DIR = 'routes';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The home page's file, under dist/: the page of / only (deploy/nginx.conf `location = /`).
 * Outside routes/, so that no path (/index) is answered with it.
 */
export const HOME_PAGE_FILE = 'home.html';

/** The file a route's HTML is written to, under dist/. */
export function routePageFile(path: string): string {
  return path === '/' ? HOME_PAGE_FILE : `${ROUTE_PAGES_DIR}${path}.html`;
}

/** `html` with a low-priority modulepreload of each file of `preloads` at the end of its head. */
export function withPreloads(html: string, preloads: string[]): string {
  if (!html.includes('</head>')) throw new Error('index.html: </head> is missing');
  return html.replace(/( *)<\/head>/, (end, indent: string) => {
    const links = preloads.map(
      (file) =>
        `${indent}  ${lowPriority(`<link rel="modulepreload" crossorigin href="/${file}">`)}\n`,
    );
    return `${links.join('')}${end}`;
  });
}

/** index.html for one route: its title (and description) in the shell and its chunks preloaded. */
export function routeHtml(
  html: string,
  title: string,
  preloads: string[],
  description?: string,
): string {
  const shellTitle = /<h1>[^<]*<\/h1>/;
  if (!shellTitle.test(html)) throw new Error('index.html: the shell title is missing');
  const withMeta = (page: string, name: string, value: string) =>
    page.replace(
      new RegExp(`(<meta (?:name|property)="${name}" content=")[^"]*"`),
      (_whole, start: string) => `${start}${escapeHtml(value)}"`,
    );
  let page = withMeta(html, 'og:title', title);
  if (description !== undefined) {
    page = withMeta(withMeta(page, 'description', description), 'og:description', description);
  }
  page = page
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(shellTitle, `<h1>${escapeHtml(title)}</h1>`);
  return withPreloads(page, preloads);
}

/** A public page's description (meta.<route name>), if it has one. */
function descriptionOf(name: string): string | undefined {
  return (en as Record<string, string>)[`meta.${name}`];
}

export function routePagesPlugin(): Plugin {
  let routePaths: string | undefined;
  return {
    name: 'borrower:route-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      routePaths = config.env.VITE_ROUTE_PATHS as string | undefined;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      const chunks = chunksOf(bundle);
      const { boot, app } = startChunks(chunks);
      const loadedFirst = new Set([...boot, ...app]);
      const written = new Set<string>();
      for (const route of applyPathOverrides(routes, routePaths)) {
        if (route.developer) continue;
        const page = pageChunk(route.page, chunks);
        if (!page) throw new Error(`${route.path}: the build has no chunk of page ${route.page}`);
        const fileName = routePageFile(route.path);
        // Two routes given one path (VITE_ROUTE_PATHS) would write one file twice.
        if (written.has(fileName))
          throw new Error(`${route.path}: two routes would share ${fileName}`);
        written.add(fileName);
        const preloads = [...closure(page.fileName, chunks)].filter((f) => !loadedFirst.has(f));
        this.emitFile({
          type: 'asset',
          fileName,
          source:
            route.path === '/'
              ? withPreloads(html, preloads)
              : routeHtml(html, en[route.titleKey], preloads, descriptionOf(route.name)),
        });
      }
    },
  };
}

/**
 * For the offline worker (Workbox `manifestTransforms`): each route page is precached under
 * the path it is served at (`routes/bindBank.html` as `bindBank`, the home page as `./`), so
 * a repeat visit, from the cache, gets the route's own page, as the web server gives it, and
 * not the bare index.html: the title is in the first paint and the page's chunks are
 * preloaded. The URLs are relative to the worker's own, as Workbox resolves them.
 */
export function routePagesAtTheirPaths<Entry extends { url: string }>(
  entries: Entry[],
): { manifest: Entry[]; warnings: string[] } {
  const page = new RegExp(`^${ROUTE_PAGES_DIR}/(.+)\\.html$`);
  const manifest = entries.map((entry) => {
    if (entry.url === HOME_PAGE_FILE) return { ...entry, url: './' };
    const path = page.exec(entry.url)?.[1];
    return path === undefined ? entry : { ...entry, url: path };
  });
  return { manifest, warnings: [] };
}

/**
 * For `vite preview`: a page request for a route with its own page gets that page, as
 * deploy/nginx.conf's `location = /` and `try_files $uri /routes$uri.html /index.html` do.
 */
export function serveRoutePagesPlugin(distDir: string): Plugin {
  return {
    name: 'borrower:serve-route-pages',
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const [pathname = '', query] = (req.url ?? '').split(/\?(.*)/s, 2);
        const wantsPage = req.method === 'GET' || req.method === 'HEAD';
        if (wantsPage && /^\/[A-Za-z0-9_-]*$/.test(pathname)) {
          const file = routePageFile(pathname);
          if (fs.existsSync(path.join(distDir, file))) {
            req.url = `/${file}${query === undefined ? '' : `?${query}`}`;
          }
        }
        next();
      });
    },
  };
}
