// @vitest-environment node
// The scenario matrix's list of each page's endpoints (src/pages/test-preview/page-endpoints.ts)
// is exactly what the page's code imports: its index.tsx and every module of src/pages it
// reaches, followed import by import. And every endpoint of the app belongs to some page.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allEndpoints, endpointModules } from '../../src/api/all-endpoints';
import { PAGE_ENDPOINTS } from '../../src/pages/test-preview/page-endpoints';

const root = path.resolve(import.meta.dirname, '../..');
const pagesDir = path.join(root, 'src/pages');

/** Endpoint object → its exported name. */
const nameOf = new Map<unknown, string>();
for (const module of endpointModules) {
  for (const [name, value] of Object.entries(module)) nameOf.set(value, name);
}

const IMPORT = /import\s+(type\s+)?(?:\{([^}]*)\}|[\w*\s,]+)\s+from\s+'([^']+)'/g;

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const file of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.tsx')]) {
    if (fs.existsSync(file)) return file;
  }
  return null;
}

/** The endpoint names a page's code imports from src/api/*-endpoints, through src/pages. */
function importedEndpoints(page: string): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, typeOnly, names, spec] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (typeOnly || !spec!.startsWith('.')) continue;
      if (/\/api\/[a-z-]*endpoints$/.test(spec!)) {
        for (const name of (names ?? '')
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)) {
          if (!name.startsWith('type ')) found.add(name.split(/\s+as\s+/)[0]!);
        }
        continue;
      }
      const next = resolve(file, spec!);
      if (next?.startsWith(pagesDir)) visit(next);
    }
  };
  visit(path.join(pagesDir, page, 'index.tsx'));
  return [...found];
}

/** The names that are endpoints (the modules also export constants such as GOOGLE_SCORE). */
const endpointNames = new Set(allEndpoints.map((e) => nameOf.get(e)));

describe('each page’s endpoints', () => {
  it.each(Object.keys(PAGE_ENDPOINTS))('%s: the list is what its code imports', (page) => {
    const listed = PAGE_ENDPOINTS[page as keyof typeof PAGE_ENDPOINTS];
    const imported = importedEndpoints(page)
      .filter((name) => endpointNames.has(name))
      .map((name) => allEndpoints.find((e) => nameOf.get(e) === name)!.path);
    expect([...listed].sort()).toEqual(imported.sort());
  });

  it('every endpoint of the app belongs to a page', () => {
    const listed = new Set(Object.values(PAGE_ENDPOINTS).flat());
    expect(allEndpoints.map((e) => e.path).filter((p) => !listed.has(p))).toEqual([]);
  });
});
