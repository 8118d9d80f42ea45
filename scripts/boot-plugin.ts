// Builds src/boot.ts into a small classic script of its own (assets/boot-[hash].js) and makes
// it what the built index.html runs: the entry is only downloaded (modulepreload, id "entry")
// and the boot script starts it once the static shell is painted, after sending the opened
// route's first calls. Every script is fetched at low priority: the shell paints from HTML
// and CSS alone, and nothing else on the page competes with them (docs/decisions/024).
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { addToModuleMap } from './module-map-plugin.ts';

const root = path.resolve(import.meta.dirname, '..');
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** src/boot.ts as one minified IIFE, built with the app's mode (its VITE_ variables). */
async function bootBuild(mode: string): Promise<Rolldown.OutputChunk> {
  const output = (await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      emptyOutDir: false,
      lib: { entry: path.join(root, 'src/boot.ts'), formats: ['iife'], name: 'borrowerBoot' },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
  const [first] = Array.isArray(output) ? output : [output];
  const chunk = first?.output.find((o) => o.type === 'chunk');
  if (!chunk) throw new Error('src/boot.ts built to nothing');
  return chunk;
}

/** Low priority for every script of a page (see the file comment). */
export const lowPriority = (tag: string) =>
  tag.replace(/^<(link|script) /, '<$1 fetchpriority="low" ');

/** The files of the page's classic scripts (the boot script), which run before any module. */
export function classicScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
}

export function bootPlugin(): Plugin {
  let mode = 'production';
  return {
    name: 'borrower:boot',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      mode = config.mode;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      const match = ENTRY_SCRIPT.exec(html);
      if (!match) throw new Error('index.html: the entry script is missing');
      const built = await bootBuild(mode);
      const boot = this.emitFile({ type: 'asset', name: 'boot.js', source: built.code });
      addToModuleMap(this.getFileName(boot), built.modules);
      const tags = [
        `<link rel="modulepreload" crossorigin href="${match[1]}" id="entry">`,
        `<script defer src="/${this.getFileName(boot)}"></script>`,
      ];
      index.source = html
        .replace(/<link rel="modulepreload" [^>]*>/g, lowPriority)
        .replace(ENTRY_SCRIPT, tags.map(lowPriority).join('\n    '));
    },
  };
}
