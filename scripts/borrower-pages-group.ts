// A code-splitting group's name function (rolldown `codeSplitting.groups[].name`) that puts a
// module the borrower pages use in one chunk with the other modules the same pages use, as
// rolldown's own splitting does by entries, but without counting the developer pages:
// /testPreview's node gallery imports every node type, and counted, it cut each node out of
// its pages' chunk into a file of its own (the checkbox of the loan-confirm pages, the
// carousel of the landing page), each costing a borrower one more request. A developer page
// imports from the borrower pages' chunks instead.
import path from 'node:path';
import type { Rolldown } from 'vite';

type NameFunction = Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>;
type Context = Parameters<NameFunction>[1];
type Info = NonNullable<ReturnType<Context['getModuleInfo']>>;

/** The borrower pages that load a module as they open, and those that may load it later. */
interface Loaders {
  opening: Set<string>;
  later: Set<string>;
}

/** One chunking pass: its page modules, and what it has learnt of each module's loaders. */
interface Pass {
  pages: Set<string>;
  known: Map<string, Loaders | null>;
}

/**
 * `pagesFile` imports each page (src/pages/<name>/index.tsx) dynamically; `developerPages`
 * names the pages that are not a borrower's.
 */
export function borrowerPagesGroup(pagesFile: string, developerPages: string[]): NameFunction {
  const pagesModule = path.resolve(pagesFile);
  const developer = new Set(developerPages);
  // getModuleInfo's objects are reused within one chunking pass: the pages module's keys it.
  const passes = new WeakMap<Info, Pass>();

  return (id, ctx) => {
    const root = ctx.getModuleInfo(pagesModule);
    if (!root) return null;
    let pass = passes.get(root);
    if (!pass) {
      pass = { pages: new Set(root.dynamicallyImportedIds), known: new Map() };
      passes.set(root, pass);
    }
    const loaders = loadersOf(id, ctx, pass);
    // Only a module every page that may load it already has can go in those pages' chunk:
    // else a lazy chunk it shares would bring a page's chunk to a page that does not have it.
    if (!loaders || loaders.opening.size === 0) return null;
    if ([...loaders.later].some((page) => !loaders.opening.has(page))) return null;
    return [...loaders.opening].sort().join('~');
  };

  /**
   * Who loads `start`: the pages its static importers lead up to, and the pages that load
   * the lazy chunks they lead up to (later). Null when the boot module or the app's entry
   * does, or when the walk meets itself through a lazy chunk.
   */
  function loadersOf(start: string, ctx: Context, pass: Pass): Loaders | null {
    const { pages, known } = pass;
    if (known.has(start)) return known.get(start) ?? null;
    known.set(start, null);
    const result: Loaders = { opening: new Set(), later: new Set() };
    const seen = new Set([start]);
    const queue = [start];
    for (let at = queue.pop(); at !== undefined; at = queue.pop()) {
      if (pages.has(at)) {
        const page = path.basename(path.dirname(at));
        if (!developer.has(page)) result.opening.add(page);
        continue;
      }
      const info = ctx.getModuleInfo(at);
      if (!info) return null;
      if (info.importers.length === 0) {
        // A lazy chunk: loaded later by whoever loads its importers.
        if (info.dynamicImporters.length === 0) return null;
        for (const importer of info.dynamicImporters) {
          const loaders = loadersOf(importer, ctx, pass);
          if (!loaders) return null;
          for (const page of [...loaders.opening, ...loaders.later]) result.later.add(page);
        }
        continue;
      }
      for (const importer of info.importers) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    known.set(start, result);
    return result;
  }
}
