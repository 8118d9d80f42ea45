// Writes dist/.vite/modules.json: which source modules ended up in which chunk. The budget
// script uses it to prove developer code never ships in a borrower route's chunks.
import type { Plugin } from 'vite';

export function moduleMapPlugin(): Plugin {
  return {
    name: 'borrower:module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') map[file] = Object.keys(output.modules).sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/modules.json',
        source: JSON.stringify(map, null, 2),
      });
    },
  };
}
