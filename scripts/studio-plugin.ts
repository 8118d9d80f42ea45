// Serves the studio (/studio, src/studio/) beside the app: from the sources on the dev server
// (`npm start`), from its own build, dist-studio/ (vite.studio.config.ts), on the preview server
// (`npm run preview`). A separate build, so no borrower chunk is ever cut differently because
// the studio imports the app's pages and renderer; and never deployed (deploy/ serves dist/).
import fs from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';

export const STUDIO_BASE = '/studio/';
export const STUDIO_OUT_DIR = 'dist-studio';
/** The studio's two pages, as the build emits them under dist-studio/. */
const PAGES: Record<string, string> = {
  '': 'src/studio/index.html',
  'frame.html': 'src/studio/frame.html',
};

/** The studio page a request path names ('' for /studio and /studio/), or undefined. */
export function studioPage(pathname: string): string | undefined {
  if (pathname === '/studio') return PAGES[''];
  if (!pathname.startsWith(STUDIO_BASE)) return undefined;
  const rest = pathname.slice(STUDIO_BASE.length);
  return Object.prototype.hasOwnProperty.call(PAGES, rest) ? PAGES[rest] : undefined;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

function serveBuilt(outDir: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const [pathname = ''] = (req.url ?? '').split('?', 1);
    const page = studioPage(pathname);
    const asset = pathname.startsWith(`${STUDIO_BASE}assets/`)
      ? pathname.slice(STUDIO_BASE.length)
      : undefined;
    const rel = page ?? asset;
    if (rel === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const file = path.resolve(outDir, rel);
    if (!file.startsWith(path.resolve(outDir) + path.sep) || !fs.existsSync(file)) {
      res.statusCode = 404;
      res.end(page ? 'The studio is not built: run `npm run build`.' : 'Not found');
      return;
    }
    res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', asset ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.end(req.method === 'HEAD' ? undefined : fs.readFileSync(file));
  };
}

/**
 * `built`: where the preview server finds the studio's build. Its security headers are set
 * before it, by the plugin the preview puts first (scripts/preview.ts).
 */
export function studioPlugin(built?: { outDir: string }): Plugin {
  return {
    name: 'borrower:studio',
    configureServer(server) {
      // The dev server transforms the source pages itself: only the paths change.
      server.middlewares.use((req, _res, next) => {
        const [pathname = '', query] = (req.url ?? '').split(/\?(.*)/s, 2);
        const page = studioPage(pathname);
        if (page) req.url = `/${page}${query === undefined ? '' : `?${query}`}`;
        next();
      });
    },
    configurePreviewServer(server) {
      if (built) server.middlewares.use(serveBuilt(built.outDir));
    },
  };
}
