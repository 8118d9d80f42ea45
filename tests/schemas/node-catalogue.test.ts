// The node catalogue (renderers/node-catalogue.ts) and the screen language agree: a node kind
// in schemas/v1/screen/nodes/ that the catalogue lacks, or one the catalogue names that no
// schema defines, fails here, and so does an entry whose module or export is not there. The
// heavy nodes stay lazy, and a node a component draws itself is declared.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  hasVariants,
  nodeCatalogue,
  type NodeImplementation,
} from '../../renderers/node-catalogue';

const root = path.resolve(import.meta.dirname, '../..');
const nodeDir = path.join(root, 'schemas/v1/screen/nodes');
const schemaKinds = fs
  .readdirSync(nodeDir)
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => JSON.parse(fs.readFileSync(path.join(nodeDir, f), 'utf8')).properties.type.const)
  .sort();

const implementations: Array<[string, NodeImplementation]> = Object.entries(nodeCatalogue).flatMap(
  ([type, entry]) =>
    hasVariants(entry)
      ? [
          [`${type} (form)`, entry.form] as [string, NodeImplementation],
          [`${type} (state)`, entry.state] as [string, NodeImplementation],
        ]
      : [[type, entry] as [string, NodeImplementation]],
);

/** The renderer modules, by the catalogue's name for them ('nodes/Text'). */
const modules = import.meta.glob<Record<string, unknown>>('../../renderers/**/*.tsx');

describe('node catalogue', () => {
  it('has every node kind of the screen language, and no other', () => {
    const catalogued = Object.keys(nodeCatalogue).sort();
    expect(
      schemaKinds.filter((kind) => !catalogued.includes(kind)),
      'kinds no catalogue entry draws',
    ).toEqual([]);
    expect(
      catalogued.filter((type) => !schemaKinds.includes(type)),
      'catalogue entries no schema defines',
    ).toEqual([]);
  });

  it.each(implementations)('%s: its module exports its component', async (_type, impl) => {
    const load = modules[`../../renderers/${impl.module}.tsx`];
    expect(load, `renderers/${impl.module}.tsx`).toBeDefined();
    const module = await load!();
    expect(typeof module[impl.export]).toBe('function');
  });

  it('keeps the heavy nodes lazy, and only them', () => {
    const lazy = implementations.filter(([, impl]) => impl.lazy).map(([name]) => name);
    expect(lazy.sort()).toEqual(
      [
        'barcode',
        'countdown',
        'frame',
        'input (state)',
        'qr-code',
        'rating',
        'textarea (state)',
      ].sort(),
    );
  });

  it('declares each node a component draws itself rather than from a node position', () => {
    const drawsInside = /<NodeView\s+node=\{\{\s*type:\s*'([a-z-]+)'/g;
    const missing: string[] = [];
    for (const [name, impl] of implementations) {
      const source = fs.readFileSync(path.join(root, 'renderers', `${impl.module}.tsx`), 'utf8');
      for (const [, drawn] of source.matchAll(drawsInside))
        if (!impl.draws?.types.includes(drawn!)) missing.push(`${name} draws ${drawn}`);
    }
    expect(missing).toEqual([]);
  });
});
