// Writes what the budget script needs to know about a build into build-meta/ (git-ignored),
// never into dist/, which is deployed as it is:
//   manifest.json       each chunk's file, source, entry flag and imports (Vite's manifest shape)
//   modules.json        which source modules ended up in which chunk
//   renderer-code.json  the rendered code of each renderers/ module
//   module-sizes.json   per chunk, each module's rendered code (before minification): its
//                       bytes and its bytes gzipped alone (level 9), for the budgets'
//                       library shares
// Module ids are repository paths: nothing a build writes names the build machine's folders.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;
import type { Plugin } from 'vite';
import { chunkSource } from './boot-plugin.ts';

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
  const srcOf = (chunk: OutputChunk) => {
    const source = chunkSource(chunk);
    return source === undefined ? undefined : repoId(source);
  };
  const keyOf = new Map(
    chunks.map((c) => [c.fileName, srcOf(c) ?? `_${path.basename(c.fileName)}`]),
  );
  const keys = (files: string[]) => files.map((f) => keyOf.get(f)).filter((k) => k !== undefined);
  const manifest: Record<string, ManifestChunk> = {};
  for (const chunk of chunks) {
    manifest[keyOf.get(chunk.fileName) ?? chunk.fileName] = {
      file: chunk.fileName,
      ...(srcOf(chunk) ? { src: srcOf(chunk) } : {}),
      ...(chunk.isEntry ? { isEntry: true } : {}),
      ...(chunk.isDynamicEntry ? { isDynamicEntry: true } : {}),
      imports: keys(chunk.imports),
      dynamicImports: keys(chunk.dynamicImports),
    };
  }
  return manifest;
}

/** A module's rendered code in a chunk: bytes, and bytes gzipped on its own. */
export interface ModuleSize {
  raw: number;
  gzip: number;
}
export type ModuleSizes = Record<string, Record<string, ModuleSize>>;

type ChunkModules = OutputChunk['modules'];

function sizesOf(modules: ChunkModules): Record<string, ModuleSize> {
  const sizes: Record<string, ModuleSize> = {};
  for (const [id, module] of Object.entries(modules)) {
    const code = module.code ?? '';
    if (!code) continue;
    sizes[repoId(id)] = {
      raw: Buffer.byteLength(code),
      gzip: zlib.gzipSync(code, { level: 9 }).length,
    };
  }
  return sizes;
}

export function moduleMapPlugin(): Plugin {
  return {
    name: 'borrower:module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const modules: Record<string, string[]> = {};
      const rendererCode: Record<string, string> = {};
      const moduleSizes: ModuleSizes = {};
      for (const chunk of chunks) {
        modules[chunk.fileName] = Object.keys(chunk.modules).map(repoId).sort();
        moduleSizes[chunk.fileName] = sizesOf(chunk.modules);
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
      write('module-sizes.json', moduleSizes);
    },
  };
}
