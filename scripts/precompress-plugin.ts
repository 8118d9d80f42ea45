// Every script, style sheet and page of the build also as file.br (brotli, best quality) and
// file.gz (gzip -9), written once at build time: nginx sends them as they are (brotli_static,
// gzip_static in deploy/nginx.conf) and so does `npm run preview`, instead of compressing each
// answer on the fly at a lower level. Brotli carries the entry in ~13% fewer bytes than gzip.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin, PreviewServer } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'borrower:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every other plugin has written its files (the offline worker's included).
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of filesUnder(outDir).filter((f) => COMPRESSIBLE.test(f))) {
          const source = fs.readFileSync(file);
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(source, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
            }),
          );
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
        }
      },
    },
  };
}

/** Content-Encoding and the file suffix, in the order they are preferred. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/**
 * For `vite preview`: a hashed asset is sent precompressed when the browser takes brotli or
 * gzip, with a year of caching, as nginx does. The security headers are set before it, by
 * whichever plugin the preview puts first (scripts/preview.ts).
 */
export function servePrecompressedPlugin(distDir: string): Plugin {
  return {
    name: 'borrower:serve-precompressed',
    configurePreviewServer(server: PreviewServer) {
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '').split('?')[0] ?? '';
        const accepts = String(req.headers['accept-encoding'] ?? '');
        const type = TYPES[path.extname(pathname)];
        if (req.method !== 'GET' || !type || !/^\/assets\/[\w.-]+$/.test(pathname)) return next();
        const file = path.join(distDir, pathname);
        const chosen = ENCODINGS.find(
          ([encoding, suffix]) =>
            new RegExp(`\\b${encoding}\\b`).test(accepts) && fs.existsSync(`${file}${suffix}`),
        );
        if (!chosen) return next();
        const [encoding, suffix] = chosen;
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.end(fs.readFileSync(`${file}${suffix}`));
      });
    },
  };
}
