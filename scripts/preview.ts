// `npm run preview`: serves the production build (dist/) with the fixture API and the
// security headers of a real deployment, on one port. The browser tests start it too.
import fs from 'node:fs';
import path from 'node:path';
import basicSsl from '@vitejs/plugin-basic-ssl';
import { build, preview, type Plugin, type PreviewServer } from 'vite';
import { fixtureApiPlugin } from '../fixtures/server/vite-plugin';
import { configServicePlugin } from './config-service-plugin';
import { servePrecompressedPlugin } from './precompress-plugin';
import { serveRoutePagesPlugin } from './route-pages-plugin';
import { apiOriginOf, securityHeadersFor } from './security-headers';
import { STUDIO_OUT_DIR, studioPlugin } from './studio-plugin';
import { isMain } from '../server/is-main';

const root = path.resolve(import.meta.dirname, '..');
const studioDir = path.join(root, STUDIO_OUT_DIR);
const studioIndex = path.join(studioDir, 'src/studio/index.html');

/** The studio's own build (vite.studio.config.ts). */
export const buildStudio = () =>
  build({ root, configFile: path.join(root, 'vite.studio.config.ts'), logLevel: 'warn' });

export async function startPreview(
  opts: {
    port?: number;
    host?: string;
    /**
     * HTTPS with HTTP/2 and a self-signed certificate, as a deployment serves the app (TLS
     * in front of nginx or at its edge): the browser must be told to accept the certificate.
     */
    https?: boolean;
    /** The config service's data folder (/config-api/v1); default CONFIG_DATA_DIR, then ./data. */
    configDataDir?: string;
    /**
     * The app's two config reads from the service too, as deployed (unless a fixture scenario
     * is chosen for them); by default they stay on the fixtures the browser tests choose.
     */
    configReads?: boolean;
  } = {},
): Promise<{ url: string; server: PreviewServer }> {
  if (!fs.existsSync(path.join(root, 'dist/index.html'))) await build({ root, logLevel: 'warn' });
  if (!fs.existsSync(studioIndex)) await buildStudio();
  const apiOrigin = apiOriginOf(process.env.VITE_API_BASE);
  const server = await preview({
    root,
    logLevel: 'warn',
    plugins: [
      securityHeadersPlugin(apiOrigin),
      servePrecompressedPlugin(path.join(root, 'dist')),
      serveRoutePagesPlugin(path.join(root, 'dist')),
      configServicePlugin({ dataDir: opts.configDataDir, readPaths: opts.configReads }),
      fixtureApiPlugin(),
      studioPlugin({ outDir: studioDir }),
      ...(opts.https ? [basicSsl({ domains: ['127.0.0.1', 'localhost'] })] : []),
    ],
    preview: {
      port: opts.port ?? 4173,
      host: opts.host ?? '127.0.0.1',
      strictPort: opts.port !== 0,
    },
  });
  const scheme = opts.https ? 'https' : 'http';
  const url =
    server.resolvedUrls?.local[0]?.replace(/\/$/, '') ??
    `${scheme}://127.0.0.1:${opts.port ?? 4173}`;
  return { url, server };
}

/** Each answer's security headers, as deploy/nginx.conf sends them, before any file is served. */
function securityHeadersPlugin(apiOrigin: string | undefined): Plugin {
  return {
    name: 'borrower:security-headers',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '').split('?')[0] ?? '';
        for (const [name, value] of Object.entries(securityHeadersFor(pathname, apiOrigin))) {
          res.setHeader(name, value);
        }
        next();
      });
    },
  };
}

/** What a build is made from: a newer file here means dist/ no longer matches the code. */
const SOURCES = [
  'src',
  'renderers',
  'schemas',
  'index.html',
  'vite.config.ts',
  'vite.studio.config.ts',
  'fixtures',
  'package-lock.json',
];

function newestSourceMs(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce(
      (newest, name) => Math.max(newest, newestSourceMs(path.join(entry, name))),
      stat.mtimeMs,
    );
}

/** A build is missing, or older than a source file (say, after a pull). */
export function isBuildStale(builtIndex = path.join(root, 'dist/index.html')): boolean {
  const built = fs.statSync(builtIndex, { throwIfNoEntry: false });
  if (!built) return true;
  return SOURCES.some((source) => newestSourceMs(path.join(root, source)) > built.mtimeMs);
}

if (isMain(import.meta.url)) {
  // The command a person runs serves what the code is now; the browser tests, which also
  // call startPreview, serve the build `npm test` has just made.
  if (isBuildStale()) {
    console.log('dist/ is older than the sources: building first…');
    await build({ root, logLevel: 'warn' });
  }
  if (isBuildStale(studioIndex)) {
    console.log('dist-studio/ is older than the sources: building the studio first…');
    await buildStudio();
  }
  const { url } = await startPreview({
    port: Number(process.env.PORT ?? 4173),
    host: process.env.HOST,
  });
  console.log(`Production build with the fixture API: ${url}/testPreview, studio: ${url}/studio`);
}
