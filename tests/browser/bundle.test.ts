// The production build and the headers it is served with: no run-time code generation in
// any chunk (validators are precompiled, so CSP needs no 'unsafe-eval'), and the deployment's
// CSP and referrer policy on HTML routes.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/compile-hints-plugin';
import { previewUrl } from './harness';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const assetsDir = path.join(dist, 'assets');
// The minifier turns `new Function(…)` into `Function(…)`, and `(0, eval)(…)` is indirect eval.
const CODEGEN = [/\b(?:new\s+)?Function\s*\(/g, /\beval\s*\(/g, /[(,]\s*eval\s*\)/g];

function scriptFiles(): string[] {
  return fs
    .readdirSync(assetsDir)
    .filter((f) => f.endsWith('.js'))
    .sort();
}

describe('dist/assets', () => {
  it('has script chunks', () => {
    expect(scriptFiles().length).toBeGreaterThan(0);
  });

  it('never generates code at run time (new Function, eval)', () => {
    const found: string[] = [];
    for (const file of scriptFiles()) {
      const text = fs.readFileSync(path.join(assetsDir, file), 'utf8');
      for (const pattern of CODEGEN) {
        for (const match of text.matchAll(pattern)) {
          const at = match.index;
          found.push(`${file} @${at}: …${text.slice(Math.max(0, at - 60), at + 60)}…`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});

describe('dist/ as deployed', () => {
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? files(full) : [full];
    });

  it('holds no build metadata and no path of the machine that built it', () => {
    expect(fs.existsSync(path.join(dist, '.vite'))).toBe(false);
    const leaking = files(dist).filter((file) => fs.readFileSync(file, 'latin1').includes(root));
    expect(leaking.map((file) => path.relative(dist, file))).toEqual([]);
  });
});

describe('what a route downloads', () => {
  const budgets = () =>
    JSON.parse(fs.readFileSync(path.join(root, 'build-meta/budgets.json'), 'utf8')) as Array<{
      route: string;
      files: string[];
    }>;
  // The modules in a route's files, as the build's module map lists them.
  const modulesOf = (route: string): string[] => {
    const files = budgets().find((row) => row.route === route)?.files ?? [];
    expect(files.length).toBeGreaterThan(0);
    const sizes = JSON.parse(
      fs.readFileSync(path.join(root, 'build-meta/module-sizes.json'), 'utf8'),
    ) as Record<string, Record<string, unknown>>;
    return files.flatMap((file) => Object.keys(sizes[file] ?? {}));
  };

  // docs/decisions/003: shipped layouts are checked by the tests, so borrower pages carry
  // only the validators of their own answers, not the screen validator.
  it('customer service carries its answer validator but not the screen validator', () => {
    const modules = modulesOf('/customerService');
    expect(modules).toContain('src/generated/validators/v1/api/contact-kf-info.js');
    expect(modules).not.toContain('renderers/generated/validate-screen.js');
  });

  // scripts/compile-hints-plugin.ts: what draws the first screen is compiled while it
  // downloads; a chunk loaded later, most of which may never run, is not.
  it.each(['/bindBank', '/customerService', '/'])(
    '%s: every script before the first render carries the compile hint',
    (route) => {
      const files = budgets().find((row) => row.route === route)?.files ?? [];
      expect(files.length).toBeGreaterThan(2);
      for (const file of files)
        expect(fs.readFileSync(path.join(dist, file), 'utf8').startsWith(COMPILE_HINT)).toBe(true);
    },
  );

  it('a chunk loaded after the first render carries no compile hint', () => {
    const clients = scriptFiles().filter((file) => file.startsWith('clients-'));
    expect(clients).toHaveLength(1);
    const text = fs.readFileSync(path.join(assetsDir, clients[0] ?? ''), 'utf8');
    expect(text.startsWith(COMPILE_HINT)).toBe(false);
  });

  // One validator module per schema: another page's answers are not this route's weight.
  it.each([
    ['/customerService', 'api/card-init', 'api/problem-init'],
    ['/bindBank', 'api/problem-detail', 'api/contact-kf-info'],
    ['/complaintList', 'api/card-init', 'config/bank-form-layout'],
  ])('%s carries no validator of %s or %s', (route, ...others) => {
    const modules = modulesOf(route);
    expect(modules.filter((m) => m.startsWith('src/generated/validators/')).length).toBeGreaterThan(
      0,
    );
    for (const other of others)
      expect(modules).not.toContain(`src/generated/validators/v1/${other}.js`);
  });
});

describe('security headers of an HTML route', () => {
  it('sends a hashed script with nosniff and without the headers only a page reads', async () => {
    const page = await (await fetch(`${previewUrl()}/customerService?userId=1`)).text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${previewUrl()}${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('permissions-policy')).toBeNull();
  });

  it("sends a CSP with script-src 'self' and no unsafe-eval, and no referrer", async () => {
    const response = await fetch(`${previewUrl()}/customerService?userId=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toBe('');
    expect(csp).not.toContain("'unsafe-eval'");
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((tokens) => tokens[0])
        .map(([name, ...sources]) => [name?.toLowerCase() ?? '', sources] as const),
    );
    const scriptSrc = directives.get('script-src');
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
