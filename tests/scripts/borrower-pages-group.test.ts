// @vitest-environment node
// How scripts/borrower-pages-group.ts names a module's chunk: by the borrower pages that load
// it as they open, never counting a developer page, and not at all when a chunk that another
// page (or the app itself) loads later needs it too.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { borrowerPagesGroup } from '../../scripts/borrower-pages-group';

const file = (name: string) => path.resolve(name);
const PAGES = file('src/pages.ts');
const page = (name: string) => file(`src/pages/${name}/index.tsx`);

/** A module graph: each module's static importers and the modules importing it lazily. */
type Graph = Record<string, { importers?: string[]; dynamicImporters?: string[] }>;

function nameOf(graph: Graph, id: string): string | null {
  const pages = Object.keys(graph).filter((m) => graph[m]?.dynamicImporters?.includes(PAGES));
  const infos = new Map(
    Object.entries(graph).map(([m, edges]) => [
      m,
      {
        importers: edges.importers ?? [],
        dynamicImporters: edges.dynamicImporters ?? [],
        dynamicallyImportedIds: m === PAGES ? pages : [],
      },
    ]),
  );
  const name = borrowerPagesGroup('src/pages.ts', ['test-preview']);
  const ctx = { getModuleInfo: (m: string) => infos.get(m) ?? null };
  return name(id, ctx as unknown as Parameters<typeof name>[1]) as string | null;
}

const app = file('src/main.tsx');
const checkbox = file('renderers/nodes/StateCheckbox.tsx');
const lazyNode = file('renderers/nodes/Barcode.tsx');
const graph: Graph = {
  [PAGES]: { importers: [app] },
  [app]: { dynamicImporters: [file('src/boot.ts')] },
  [file('src/boot.ts')]: {},
  [page('loan-confirm')]: { dynamicImporters: [PAGES] },
  [page('new-loan-confirm')]: { dynamicImporters: [PAGES] },
  [page('test-preview')]: { dynamicImporters: [PAGES] },
  [page('repayment')]: { dynamicImporters: [PAGES] },
  [checkbox]: { importers: [page('loan-confirm'), page('new-loan-confirm'), page('test-preview')] },
  [file('src/pages/loan-confirm/rules.ts')]: { importers: [page('loan-confirm')] },
  [file('renderers/nodes/Gallery.tsx')]: { importers: [page('test-preview')] },
  [lazyNode]: { dynamicImporters: [page('loan-confirm'), page('repayment')] },
  [file('renderers/nodes/lazy/format.ts')]: { importers: [lazyNode, checkbox] },
  [file('renderers/nodes/lazy/own.ts')]: { importers: [lazyNode, page('repayment')] },
  [file('src/lib/format.ts')]: { importers: [app, page('repayment')] },
};

describe('borrowerPagesGroup', () => {
  it('groups a module by the borrower pages that open with it, the developer page left out', () => {
    expect(nameOf(graph, checkbox)).toBe('loan-confirm~new-loan-confirm');
    expect(nameOf(graph, file('src/pages/loan-confirm/rules.ts'))).toBe('loan-confirm');
    expect(nameOf(graph, page('repayment'))).toBe('repayment');
  });

  it('leaves alone what only a developer page uses', () => {
    expect(nameOf(graph, file('renderers/nodes/Gallery.tsx'))).toBeNull();
    expect(nameOf(graph, page('test-preview'))).toBeNull();
  });

  it('leaves alone what a lazy chunk needs on a page that does not open with it', () => {
    // The lazy node loads on repayment too, which does not have the checkbox's chunk.
    expect(nameOf(graph, file('renderers/nodes/lazy/format.ts'))).toBeNull();
    expect(nameOf(graph, lazyNode)).toBeNull();
  });

  it('groups what a lazy chunk needs when every page that may load it opens with it', () => {
    const onlyRepayment: Graph = {
      ...graph,
      [lazyNode]: { dynamicImporters: [page('repayment')] },
    };
    expect(nameOf(onlyRepayment, file('renderers/nodes/lazy/own.ts'))).toBe('repayment');
  });

  it('leaves alone what the app itself loads', () => {
    expect(nameOf(graph, file('src/lib/format.ts'))).toBeNull();
  });
});
