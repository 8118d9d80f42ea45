// `npm run budgets` (after `vite build`): the JavaScript each route loads before it renders,
// and two rules on it. A route loads what index.html loads (the boot module and the app's
// entry with the chunks it needs, scripts/boot-plugin.ts) and the chunk of its page
// (src/pages/<page>/index.tsx, see src/pages.ts) with its static imports, transitively; other
// dynamic imports load later and are not counted. Rules, for borrower (non-developer) routes:
//   1. at most 150 KB gzip (gzip level 9, 1 KB = 1000 bytes as in Vite's build output);
//   2. no chunk they load contains a module from fixtures/, src/dev/, src/pages/test-preview/
//      or scripts/, nor the all-nodes registry of tests and previews (a page passes the one
//      generated for its layout), from build-meta/modules.json (scripts/module-map-plugin.ts).
// Prints a table, writes it to build-meta/budgets.json and exits 1 when a rule is broken.
// Then each library's share of every route (`libraries` in budgets.json), an estimate: in
// each file a route loads, every module's rendered code (before minification) gzipped on its
// own (build-meta/module-sizes.json), scaled so that the file's modules add up to the file's
// real gzip size (minified, and sharing what gzip finds across modules), summed per npm
// package; the app's own modules (and the bundler's) are "(own code)". A scoped package
// counts under its scope: @emotion/react, @emotion/cache, … are "@emotion/*".
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { applyPathOverrides, routes as tableRoutes, type RouteEntry } from '../src/routes';
import { startScripts } from './boot-plugin';
import { BUILD_META_DIR, type ModuleSizes } from './module-map-plugin';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

export const BUDGET_GZIP_BYTES = 150_000;
export const FORBIDDEN_PREFIXES = [
  'fixtures/',
  'src/dev/',
  'src/pages/test-preview/',
  'scripts/',
  'renderers/generated/all-nodes',
] as const;
const ENTRY_KEY = 'index.html';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
type ModuleMap = Record<string, string[]>;

export interface BudgetRow {
  route: string;
  name: string;
  page: string;
  developer: boolean;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  /** Estimated gzip bytes per library (see the file comment), largest first. */
  libraries: Record<string, number>;
}

const OWN_CODE = '(own code)';

function readJson<T>(file: string, hint: string): T {
  if (!fs.existsSync(file)) {
    console.error(`budgets: ${path.relative(root, file)} is missing. ${hint}`);
    process.exit(1);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** The chunk files `key` loads: itself and its static imports, transitively, in load order. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no chunk ${JSON.stringify(key)}`);
  const files: string[] = [];
  for (const imported of chunk.imports ?? [])
    files.push(...staticClosure(manifest, imported, seen));
  files.push(chunk.file);
  return files;
}

/** A module id from modules.json as a repository path ('' for virtual and outside modules). */
export function repoPath(id: string): string {
  if (id.startsWith('\0')) return '';
  const file = id.replace(/[?#].*$/, '');
  const relative = path.isAbsolute(file)
    ? path.relative(root, file).split(path.sep).join('/')
    : file;
  return relative.startsWith('../') ? '' : relative;
}

function forbiddenModules(moduleMap: ModuleMap, file: string): string[] {
  const ids = moduleMap[file];
  if (!ids)
    throw new Error(
      `build-meta/modules.json has no entry for ${file}: rebuild with scripts/module-map-plugin.ts`,
    );
  return ids.map(repoPath).filter((p) => FORBIDDEN_PREFIXES.some((prefix) => p.startsWith(prefix)));
}

const gzipCache = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string): { raw: number; gzip: number } {
  let size = gzipCache.get(file);
  if (!size) {
    const bytes = fs.readFileSync(path.join(dist, file));
    size = { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
    gzipCache.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/**
 * The npm package of a module id, by what follows its last node_modules/ (ids may reach the
 * packages through a symlinked folder: ../main/node_modules/…); '' for the app's own.
 */
export function packageOf(id: string): string {
  const at = id.lastIndexOf('node_modules/');
  if (at < 0) return '';
  const [name = ''] = id.slice(at + 'node_modules/'.length).split('/');
  return name.startsWith('@') ? `${name}/*` : name;
}

/** A route's gzip bytes per library, estimated as the file comment says. */
function libraryShares(files: string[], moduleSizes: ModuleSizes): Record<string, number> {
  const shares = new Map<string, number>();
  for (const file of files) {
    const modules = Object.entries(moduleSizes[file] ?? {});
    const alone = modules.reduce((sum, [, size]) => sum + size.gzip, 0);
    if (alone === 0) continue;
    const scale = sizeOf(file).gzip / alone;
    for (const [id, size] of modules) {
      const name = packageOf(id) || OWN_CODE;
      shares.set(name, (shares.get(name) ?? 0) + size.gzip * scale);
    }
  }
  return Object.fromEntries(
    [...shares]
      .map(([name, bytes]) => [name, Math.round(bytes)] as const)
      .sort((a, b) => b[1] - a[1]),
  );
}

/** Routes × libraries, KB gzip: every library with at least 0.1 KB in some borrower route. */
function printLibraryShares(rows: BudgetRow[]): void {
  const borrower = rows.filter((r) => !r.developer);
  const most = new Map<string, number>();
  for (const row of borrower)
    for (const [name, bytes] of Object.entries(row.libraries))
      if (name !== OWN_CODE) most.set(name, Math.max(most.get(name) ?? 0, bytes));
  const names = [...most]
    .filter(([, bytes]) => bytes >= 100)
    .sort((a, b) => b[1] - a[1])
    .map(([name]) => name);
  const header = ['route', ...names, OWN_CODE];
  const lines = borrower.map((r) => [
    r.route,
    ...[...names, OWN_CODE].map((n) => kb(r.libraries[n] ?? 0)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log('\nlibrary shares, KB gzip (estimated: modules gzipped alone, scaled to each file)');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

function printTable(rows: BudgetRow[]): void {
  const header = ['route', 'page', 'files', 'KB raw', 'KB gzip'];
  const lines = rows.map((r) => [
    r.developer ? `${r.route} (developer)` : r.route,
    r.page,
    String(r.files.length),
    kb(r.rawBytes),
    kb(r.gzipBytes),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells
      .map((c, i) => (i >= 2 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

function main(): void {
  const manifest = readJson<Manifest>(
    path.join(BUILD_META_DIR, 'manifest.json'),
    'Run `vite build` first.',
  );
  const moduleMap = readJson<ModuleMap>(
    path.join(BUILD_META_DIR, 'modules.json'),
    'Run `vite build` first (vite.config.ts must use moduleMapPlugin()).',
  );
  const moduleSizes = readJson<ModuleSizes>(
    path.join(BUILD_META_DIR, 'module-sizes.json'),
    'Run `vite build` first (vite.config.ts must use moduleMapPlugin()).',
  );
  const entry = manifest[ENTRY_KEY];
  if (!entry) {
    console.error(`budgets: the manifest has no ${ENTRY_KEY} entry chunk`);
    process.exit(1);
  }
  // Same paths as the build when VITE_ROUTE_PATHS is set (import.meta.env is absent under tsx).
  const routeTable: RouteEntry[] = applyPathOverrides(tableRoutes, process.env.VITE_ROUTE_PATHS);

  const pageScripts = startScripts(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
  const failures: string[] = [];
  const rows: BudgetRow[] = [];
  for (const route of routeTable) {
    const pageKey = `src/pages/${route.page}/index.tsx`;
    if (!manifest[pageKey]) {
      failures.push(
        `${route.path}: page ${route.page} has no chunk (${pageKey} is not in the manifest)`,
      );
      continue;
    }
    const seen = new Set<string>();
    const files = [
      ...new Set([
        ...pageScripts,
        ...staticClosure(manifest, ENTRY_KEY, seen),
        ...staticClosure(manifest, pageKey, seen),
      ]),
    ];
    const sizes = files.map(sizeOf);
    const row: BudgetRow = {
      route: route.path,
      name: route.name,
      page: route.page,
      developer: route.developer === true,
      files,
      rawBytes: sizes.reduce((sum, s) => sum + s.raw, 0),
      gzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
      libraries: libraryShares(files, moduleSizes),
    };
    rows.push(row);
    if (row.developer) continue;
    if (row.gzipBytes > BUDGET_GZIP_BYTES) {
      failures.push(
        `${route.path}: ${kb(row.gzipBytes)} KB gzip is over the ${kb(BUDGET_GZIP_BYTES)} KB budget`,
      );
    }
    for (const file of files) {
      for (const module of forbiddenModules(moduleMap, file)) {
        failures.push(`${route.path}: chunk ${file} contains developer module ${module}`);
      }
    }
  }

  rows.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  printTable(rows);
  printLibraryShares(rows);
  fs.writeFileSync(path.join(BUILD_META_DIR, 'budgets.json'), `${JSON.stringify(rows, null, 2)}\n`);

  if (failures.length > 0) {
    console.error(`\nbudgets: ${failures.length} problem(s):`);
    for (const failure of [...new Set(failures)]) console.error(`  - ${failure}`);
    process.exit(1);
  }
  printRendererCore(rows, moduleMap);
  const borrowerRoutes = rows.filter((r) => !r.developer).length;
  console.log(
    `budgets: ${borrowerRoutes} routes within ${kb(BUDGET_GZIP_BYTES).replace(/\.0$/, '')} KB gzip`,
  );
}

/**
 * The renderer core's own size: the renderers/ modules a plain screen route (customer
 * service: no form, no lazy node) loads before it renders, gzipped together.
 */
function printRendererCore(rows: BudgetRow[], moduleMap: ModuleMap): void {
  const row = rows.find((r) => r.page === 'customer-service');
  const codePath = path.join(BUILD_META_DIR, 'renderer-code.json');
  if (!row || !fs.existsSync(codePath)) return;
  const code = JSON.parse(fs.readFileSync(codePath, 'utf8')) as Record<string, string>;
  const ids = [...new Set(row.files.flatMap((file) => moduleMap[file] ?? []))].filter(
    (id) => id in code,
  );
  const joined = ids.map((id) => code[id]).join('\n');
  const gzip = zlib.gzipSync(joined, { level: 9 }).length;
  console.log(
    `renderer core (${ids.length} renderers/ modules of ${row.route}): ${kb(Buffer.byteLength(joined))} KB raw, ${kb(gzip)} KB gzip`,
  );
}

main();
