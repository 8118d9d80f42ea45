// The documentation follows the code: the route table lists every route, the node table every
// node type, and no link between README and docs/ leads nowhere.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import {
  anchors,
  codeNames,
  firstColumn,
  linkTargets,
  markdownFiles,
  readText,
  root,
} from './markdown';

const read = (rel: string) => JSON.parse(readText(rel));

describe('docs/routes.md', () => {
  const table = firstColumn(readText('docs/routes.md'), 'path').flatMap(codeNames);

  it('lists every route of the route table', () => {
    for (const route of routes) expect(table, `a row for ${route.path}`).toContain(route.path);
  });

  it('lists no path the app does not serve', () => {
    const paths = routes.map((route) => route.path);
    for (const documented of table) expect(paths).toContain(documented);
  });
});

describe('docs/screen-language.md', () => {
  const union = read('schemas/v1/screen/node.schema.json') as { oneOf: { $ref: string }[] };
  const types = union.oneOf.map(
    ({ $ref }) => read(path.join('schemas/v1/screen', $ref)).properties.type.const as string,
  );
  const table = firstColumn(readText('docs/screen-language.md'), 'nodes').flatMap(codeNames);

  it('lists every node type of the screen language in the node table', () => {
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) expect(table, `a row for ${type}`).toContain(type);
  });

  it('lists no node type the language lacks', () => {
    for (const documented of table) expect(types).toContain(documented);
  });
});

describe('links in README and docs/', () => {
  const files = ['README.md', ...markdownFiles('docs')];

  it('lead to files that exist, and to headings that exist there', () => {
    for (const file of files) {
      for (const target of linkTargets(readText(file))) {
        if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
        const [rel = '', anchor] = target.split('#');
        const to = rel ? path.join(path.dirname(file), decodeURI(rel)) : file;
        expect(fs.existsSync(path.join(root, to)), `${file} → ${target}`).toBe(true);
        if (anchor !== undefined && to.endsWith('.md')) {
          expect(anchors(readText(to)), `${file} → ${target}`).toContain(anchor);
        }
      }
    }
  });
});
