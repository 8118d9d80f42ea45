// Writes dist/.vite/modules.json: which source modules ended up in which chunk, and
// dist/.vite/renderer-code.json: the rendered code of each renderers/ module. The budget
// script uses them to prove developer code never ships in a borrower route's chunks and to
// print the renderer core's own size.
import type { Plugin } from 'vite';

export function moduleMapPlugin(): Plugin {
  return {
    name: 'borrower:module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      const rendererCode: Record<string, string> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        map[file] = Object.keys(output.modules).sort();
        for (const [id, module] of Object.entries(output.modules)) {
          if (id.includes('/renderers/') && module.code) rendererCode[id] = module.code;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/modules.json',
        source: JSON.stringify(map, null, 2),
      });
      this.emitFile({
        type: 'asset',
        fileName: '.vite/renderer-code.json',
        source: JSON.stringify(rendererCode),
      });
    },
  };
}
