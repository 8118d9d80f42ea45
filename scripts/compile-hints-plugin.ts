// V8's explicit compile hints (Chrome 136 and later): a script whose first line is
// `//# allFunctionsCalledOnLoad` has all its functions compiled at once, on a background thread
// while it downloads, instead of each one on the main thread when it is first called. The
// code a route runs to draw its first screen gets the hint: the boot module, the app's entry
// and every page's chunk, with their static imports; React's reconciler then runs its first
// render without stopping to compile. Lazily loaded chunks (heavy nodes, the API clients, the
// developer panel) do not: many of their functions never run. Older browsers read a comment.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { chunkSource, chunksOf, closure, PAGE_MODULE, startChunks } from './boot-plugin.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function compileHintsPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'borrower:compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Written files, not generateBundle: the hint must be the first line, and Vite adds its
    // preload map to the top of a chunk after the plugins' generateBundle.
    writeBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const { boot, app } = startChunks(chunks);
      const files = new Set([...boot, ...app]);
      for (const chunk of chunks.values()) {
        if (chunkSource(chunk)?.match(PAGE_MODULE)) {
          for (const file of closure(chunk.fileName, chunks)) files.add(file);
        }
      }
      for (const file of files) {
        const written = path.join(outDir, file);
        fs.writeFileSync(written, COMPILE_HINT + fs.readFileSync(written, 'utf8'));
      }
    },
  };
}
