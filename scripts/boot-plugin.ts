// The built page's scripts. index.html runs one module, the boot module (src/boot.ts, built as
// assets/boot-[hash].js): it sends the opened route's first calls and, once the static shell is
// painted, imports the app's entry (src/main.tsx). That entry and every chunk it needs are
// preloaded by the HTML, so they download alongside the boot module rather than after it has
// run. Every script is fetched at low priority: the shell paints from HTML and CSS alone, and
// nothing else on the page competes with them (docs/decisions/024).
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** The app's entry, which the boot module imports. */
const APP_ENTRY = 'src/main.tsx';

/** Low priority for every script of a page (see the file comment). */
export const lowPriority = (tag: string) =>
  tag.replace(/^<(link|script) /, '<$1 fetchpriority="low" ');

/** Every chunk a chunk statically imports, itself included. */
export function closure(start: string, chunks: Map<string, OutputChunk>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
  };
  visit(start);
  return seen;
}

export const chunksOf = (bundle: Rolldown.OutputBundle): Map<string, OutputChunk> =>
  new Map(
    Object.values(bundle)
      .filter((o): o is OutputChunk => o.type === 'chunk')
      .map((c) => [c.fileName, c]),
  );

/** A page's own module (src/pages/<name>/index.tsx; src/pages.ts imports each). */
export const PAGE_MODULE = /\/src\/pages\/[^/]+\/index\.tsx$/;

/**
 * The module a chunk is loaded for: the entry it is the facade of, else the page module it
 * holds (a page's chunk is named by the pages using its modules: borrower-pages-group.ts).
 */
export const chunkSource = (chunk: OutputChunk): string | undefined =>
  chunk.facadeModuleId ?? chunk.moduleIds.find((id) => PAGE_MODULE.test(id));

/** The chunk of the page `page` (its folder's name under src/pages/), if the build has it. */
export const pageChunk = (page: string, chunks: Map<string, OutputChunk>) =>
  [...chunks.values()].find((c) => chunkSource(c)?.endsWith(`/src/pages/${page}/index.tsx`));

/** The chunks every page loads before its own: the boot module's and the app entry's. */
export function startChunks(chunks: Map<string, OutputChunk>): {
  boot: Set<string>;
  app: Set<string>;
} {
  const boot = [...chunks.values()].find((c) => c.isEntry);
  // The app's entry module is in the chunk its group names (vite.config.ts), not a facade.
  const app = [...chunks.values()].find((c) =>
    c.moduleIds.some((id) => id.endsWith(`/${APP_ENTRY}`)),
  );
  if (!boot || !app) throw new Error(`the build has no boot module or no ${APP_ENTRY} chunk`);
  return { boot: closure(boot.fileName, chunks), app: closure(app.fileName, chunks) };
}

/** The scripts index.html loads: the boot module and the chunks it preloads. */
export function startScripts(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*\s(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
}

export function bootPlugin(): Plugin {
  return {
    name: 'borrower:boot',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const { boot, app } = startChunks(chunksOf(bundle));
      const preloads = [...app]
        .filter((file) => !boot.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      const html = String(index.source);
      const script = /<script type="module" crossorigin src="[^"]+"><\/script>/;
      if (!script.test(html)) throw new Error('index.html: the boot module is missing');
      index.source = html
        .replace(/<link rel="modulepreload" [^>]*>/g, lowPriority)
        .replace(script, (tag) => [tag, ...preloads].map(lowPriority).join('\n    '));
    },
  };
}
