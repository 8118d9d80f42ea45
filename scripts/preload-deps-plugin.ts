// What a dynamic import preloads (Vite's modulePreload): the chunk and the chunks it imports, so
// they download side by side. Vite lists them all, even those the importing chunk has already
// loaded through its own static imports (the entry, the shared screen chunk): a heavy node's
// wrapper in a page chunk would carry their names for nothing. This leaves out what the importer
// has loaded, and lists nothing when only the imported chunk is left (the import fetches it).
// Only a hint: the browser still loads whatever a chunk imports.
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

export function preloadDeps(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], ctx: { hostId: string }) => string[];
} {
  let bundle: OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();
  const loadedBy = (file: string): Set<string> => {
    let loaded = closures.get(file);
    if (loaded) return loaded;
    loaded = new Set<string>();
    const pending = [file];
    while (pending.length > 0) {
      const at = pending.pop()!;
      if (loaded.has(at)) continue;
      loaded.add(at);
      const chunk = bundle?.[at];
      if (chunk?.type === 'chunk') pending.push(...chunk.imports);
    }
    closures.set(file, loaded);
    return loaded;
  };
  return {
    plugin: {
      name: 'borrower:preload-deps',
      apply: 'build',
      // Before Vite writes the preload lists (its own generateBundle), keep the chunk graph.
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    resolveDependencies(file, deps, { hostId }) {
      if (!bundle) return deps;
      const loaded = loadedBy(hostId);
      const rest = deps.filter((dep) => !loaded.has(dep));
      return rest.length === 1 && rest[0] === file ? [] : rest;
    },
  };
}
