// @vitest-environment node
// Each page draws its layout with the registry generated for it (src/generated/registries/,
// `npm run gen`): the registry holds every node type the layout uses, and a page passes the
// registry of the layout it draws, not another page's (nor one that would carry every node).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Registry } from '../../renderers/context';
import { loadSchemas, nodeTypesOf } from '../../scripts/registries/layout-nodes';
import { layoutRegistryTypes } from '../../scripts/registries/screen-registry';

const root = path.resolve(import.meta.dirname, '../..');
const schemas = loadSchemas();
const layouts = import.meta.glob<{ id: string }>('../../schemas/v1/screens/*.json', {
  eager: true,
  import: 'default',
});
const registries = import.meta.glob<Record<string, Registry>>(
  '../../src/generated/registries/*.ts',
  { eager: true },
);

describe('generated registries', () => {
  it('there is one per shipped layout', () => {
    const ids = Object.values(layouts).map((l) => l.id);
    const generated = Object.keys(registries).map((f) => path.basename(f, '.ts'));
    expect(generated.sort()).toEqual(ids.sort());
  });

  for (const [file, layout] of Object.entries(layouts)) {
    it(`${path.basename(file)}: its registry holds every node type it uses, and only what it may draw`, () => {
      const module = registries[`../../src/generated/registries/${layout.id}.ts`];
      const [registry] = Object.values(module ?? {});
      expect(registry).toBeDefined();
      const held = Object.keys(registry!).sort();
      for (const type of nodeTypesOf(layout, schemas)) expect(held, type).toContain(type);
      expect(held).toEqual([...layoutRegistryTypes(layout, schemas, file).keys()].sort());
      for (const type of held) expect(typeof registry![type], type).toBe('function');
    });
  }
});

/** Files under src/pages that draw a screen, with their source. */
function pageFiles(): Array<{ file: string; source: string }> {
  const dir = path.join(root, 'src/pages');
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/^(shared|test-preview)[\\/]/.test(f))
    .map((f) => ({ file: path.join(dir, f), source: fs.readFileSync(path.join(dir, f), 'utf8') }));
}

/** The layouts a page file draws: those it imports, itself or through a module it imports. */
function layoutsOf(file: string, source: string): Set<string> {
  const found = new Set<string>();
  const scan = (text: string) => {
    for (const [, id] of text.matchAll(/schemas\/v1\/screens\/([a-z0-9-]+)\.json'/g))
      found.add(id!);
  };
  scan(source);
  for (const [, spec] of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const target = path.resolve(path.dirname(file), spec!);
    for (const candidate of [`${target}.ts`, `${target}.tsx`])
      if (candidate.startsWith(path.join(root, 'src/pages')) && fs.existsSync(candidate))
        scan(fs.readFileSync(candidate, 'utf8'));
  }
  return found;
}

describe('pages', () => {
  const drawing = pageFiles().filter(({ source }) =>
    /<(AppScreenView|ScreenPage|DocumentPage)\b/.test(source),
  );

  it('some draw screens (sanity)', () => {
    expect(drawing.length).toBeGreaterThan(15);
  });

  it.each(drawing.map(({ file, source }) => [path.relative(root, file), file, source]))(
    '%s passes the registry of the layout it draws',
    (_name, file, source) => {
      const used = [...source.matchAll(/generated\/registries\/([a-z0-9-]+)'/g)].map((m) => m[1]);
      expect(used).toHaveLength(1);
      expect([...layoutsOf(file, source)]).toEqual(used);
      expect(source).not.toMatch(/all-nodes/);
    },
  );
});
