// Build and dev-server configuration. The fixture API is mounted by scripts/start.ts and
// scripts/preview.ts, never by the production bundle.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { brandShellPlugin } from './scripts/brand-shell-plugin.ts';
import { moduleMapPlugin } from './scripts/module-map-plugin.ts';
import { precompressPlugin } from './scripts/precompress-plugin.ts';
import { bootPlugin } from './scripts/boot-plugin.ts';
import { compileHintsPlugin } from './scripts/compile-hints-plugin.ts';
import { layoutNotesPlugin } from './scripts/layout-notes-plugin.ts';
import { staticGraphGroup } from './scripts/static-graph-group.ts';
import { borrowerPagesGroup } from './scripts/borrower-pages-group.ts';
import { preloadDeps } from './scripts/preload-deps-plugin.ts';
import { routePagesAtTheirPaths, routePagesPlugin } from './scripts/route-pages-plugin.ts';
import { routes } from './src/routes.ts';

const preload = preloadDeps();

export default defineConfig({
  plugins: [
    preload.plugin,
    react({ jsxImportSource: '@emotion/react' }),
    layoutNotesPlugin(),
    brandShellPlugin(),
    moduleMapPlugin(),
    bootPlugin(),
    compileHintsPlugin(),
    routePagesPlugin(),
    // The offline worker: our own src/offline-worker/sw.ts with the build's file list
    // (src/app/offline-worker.ts registers it; decisions 017, 043).
    VitePWA({
      injectRegister: null,
      manifest: false,
      strategies: 'injectManifest',
      srcDir: 'src/offline-worker',
      filename: 'sw.ts',
      injectManifest: {
        // Registered as a classic script (src/app/offline-worker.ts).
        rollupFormat: 'iife',
        // The shell, every route's page and chunks, and the pictures the pages ship (15 small
        // SVGs: the home page's banner is its largest paint, on a repeat visit too);
        // developer-only chunks are not worth a borrower's data.
        globPatterns: ['**/*.{js,css,html,svg}'],
        globIgnores: [
          'sw.js',
          '**/test-preview-*.js',
          '**/BridgeLogPanel-*.js',
          '**/mount-devtools-*.js',
        ],
        // A route's page is cached under its path (the worker matches it whatever its query).
        manifestTransforms: [routePagesAtTheirPaths],
      },
    }),
    precompressPlugin(),
  ],
  build: {
    // The chunk map for the budgets goes to build-meta/ (scripts/module-map-plugin.ts), not dist/.
    manifest: false,
    target: 'es2020',
    // Terser, not Vite's default minifier (oxc): three passes make every route 0.5–0.75 KB
    // gzip smaller (`npm run budgets`), for about 6 s more of build (decision 048). Its options
    // stay safe: no `pure_getters`, since react-hook-form's form state counts its getters' reads.
    minify: 'terser',
    terserOptions: { ecma: 2020, module: true, compress: { passes: 3 } },
    // Every browser we serve (Chrome 93, iOS 15.4: decision 054) has modulepreload: the polyfill would be dead weight.
    // A dynamic import preloads only what its importer has not loaded yet (a page's lazy node
    // does not list the entry and the screen chunk): scripts/preload-deps-plugin.ts.
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
    sourcemap: false,
    // Few files per route: on HTTP/1.1 and a slow network each extra file costs a round trip.
    // Everything the entry imports is one file with it, and the renderer code every screen
    // route shares is one chunk ('screen'), instead of a dozen small shared chunks. A module
    // joins it when 5 or more pages use it (about a fifth): with a registry per screen
    // (src/generated/registries/) a node is used by fewer pages than before, and at 10 the
    // nodes most screens draw (link, loading, a checkbox) became chunks of 0.2–0.8 KB, each
    // costing more in its own file than it saves the pages without it. At 6 the loading node
    // (0.2 KB) was a file of its own on the four loan-confirm and complaint-form routes; at 5
    // it joins, for 0.02–0.05 KB more on the others; at 4, 2 KB more on most routes.
    rolldownOptions: {
      treeshake: {
        // CommonJS modules are kept whole even when nothing they export is used. Emotion
        // imports these two only for withTheme, which the app never uses: without this rule
        // every route carried them (about 1.1 KB gzip).
        moduleSideEffects: [
          { test: /node_modules\/(hoist-non-react-statics|react-is)\//, sideEffects: false },
        ],
      },
      output: {
        // The boot module is the page's only entry (src/boot.ts; scripts/boot-plugin.ts).
        entryFileNames: 'assets/boot-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 3 },
            { name: staticGraphGroup('src/main.tsx', 'main'), debugName: 'main', priority: 2 },
            { name: 'screen', minShareCount: 5, priority: 1 },
            {
              name: borrowerPagesGroup(
                'src/pages.ts',
                routes.filter((route) => route.developer).map((route) => route.page),
              ),
              debugName: 'borrower pages',
              priority: 0,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
