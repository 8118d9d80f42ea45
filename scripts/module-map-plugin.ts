// Writes what the budget script needs to know about a build into build-meta/ (git-ignored),
// never into dist/, which is deployed as it is:
//   manifest.json       each chunk's file, source, entry flag and imports (Vite's manifest shape)
//   modules.json        which source modules ended up in which chunk
//   renderer-code.json  the rendered code of each renderers/ module
// Module ids are repository paths: nothing a build writes names the build machine's folders.
import fs from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;
import type { Plugin } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
export const BUILD_META_DIR = path.join(root, 'build-meta');

/** A module id as a repository path: no absolute path and no query; virtual ids stay. */
export function repoId(id: string): string {
  if (id.startsWith('\0')) return id;
  const file = id.replace(/[?#].*$/, '');
  return path.isAbsolute(file) ? path.relative(root, file).split(path.sep).join('/') : file;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Vite's manifest keys: an entry's source path, else "_" and the chunk's file name. */
function manifestOf(chunks: OutputChunk[]): Record<string, ManifestChunk> {
  const keyOf = new Map(
    chunks.map((c) => [
      c.fileName,
      c.facadeModuleId ? repoId(c.facadeModuleId) : `_${path.basename(c.fileName)}`,
    ]),
  );
  const keys = (files: string[]) => files.map((f) => keyOf.get(f)).filter((k) => k !== undefined);
  const manifest: Record<string, ManifestChunk> = {};
  for (const chunk of chunks) {
    manifest[keyOf.get(chunk.fileName) ?? chunk.fileName] = {
      file: chunk.fileName,
      ...(chunk.facadeModuleId ? { src: repoId(chunk.facadeModuleId) } : {}),
      ...(chunk.isEntry ? { isEntry: true } : {}),
      ...(chunk.isDynamicEntry ? { isDynamicEntry: true } : {}),
      imports: keys(chunk.imports),
      dynamicImports: keys(chunk.dynamicImports),
    };
  }
  return manifest;
}

/** Adds the modules of a file built outside the main bundle (the boot script) to modules.json. */
export function addToModuleMap(file: string, ids: string[]): void {
  const mapPath = path.join(BUILD_META_DIR, 'modules.json');
  const map = JSON.parse(fs.readFileSync(mapPath, 'utf8')) as Record<string, string[]>;
  map[file] = ids.map(repoId).sort();
  fs.writeFileSync(mapPath, `${JSON.stringify(map, null, 2)}\n`);
}

export function moduleMapPlugin(): Plugin {
  return {
    name: 'borrower:module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const modules: Record<string, string[]> = {};
      const rendererCode: Record<string, string> = {};
      for (const chunk of chunks) {
        modules[chunk.fileName] = Object.keys(chunk.modules).map(repoId).sort();
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (id.includes('/renderers/') && module.code) rendererCode[repoId(id)] = module.code;
        }
      }
      fs.mkdirSync(BUILD_META_DIR, { recursive: true });
      const write = (name: string, value: unknown) =>
        fs.writeFileSync(path.join(BUILD_META_DIR, name), `${JSON.stringify(value, null, 2)}\n`);
      write('manifest.json', manifestOf(chunks));
      write('modules.json', modules);
      write('renderer-code.json', rendererCode);
    },
  };
}
