// The one-way direction of docs/architecture.md is enforced by lint, not by memory: prove the
// rules fire.
// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** Lints a throwaway file written at `file` (the import rules read real files). */
async function ruleIds(file: string, code: string): Promise<string[]> {
  const target = path.join(root, file);
  fs.writeFileSync(target, code, { flag: 'wx' });
  try {
    const [result] = await eslint.lintFiles([target]);
    return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
  } finally {
    fs.rmSync(target, { force: true });
  }
}

/** renderers/ uses typescript-eslint's form of the rule, which can let type imports through. */
const RENDERERS_RULE = '@typescript-eslint/no-restricted-imports';

describe('lint boundaries', () => {
  it('renderers/ may not import the api, the bridge or pages', async () => {
    for (const target of [
      '../src/api/transport',
      '../src/bridge',
      '../src/pages/customer-service',
    ]) {
      const ids = await ruleIds(
        'renderers/lint-probe.ts',
        `import * as x from '${target}';\nexport const y = x;\n`,
      );
      expect(ids).toContain(RENDERERS_RULE);
    }
  });

  it('renderers/ may not import anything from src/ (services come in through ScreenView)', async () => {
    for (const [file, target] of [
      ['renderers/lint-probe.ts', '../src/lib/format'],
      ['renderers/lint-probe.ts', '../src/generated/types'],
      ['renderers/lint-probe.ts', '../src/app/renderer-services'],
      ['renderers/nodes/lint-probe.ts', '../../src/lib/url-safety'],
    ] as const) {
      const ids = await ruleIds(file, `import * as x from '${target}';\nexport const y = x;\n`);
      expect(ids, `${file} → ${target}`).toContain(RENDERERS_RULE);
    }
  });

  it('renderers/ may not read the app configs: the brand arrives as CSS custom properties', async () => {
    const code = (up: string) =>
      `import brand from '${up}schemas/v1/config/brand.default.json';\nexport const y = brand;\n`;
    expect(await ruleIds('renderers/lint-probe.ts', code('../'))).toContain(RENDERERS_RULE);
    expect(await ruleIds('renderers/ui/lint-probe.ts', code('../../'))).toContain(RENDERERS_RULE);
  });
  it('renderers/ takes each lucide icon from its own module, never the index', async () => {
    const index = "import { X } from 'lucide';\nexport const y = X;\n";
    expect(await ruleIds('renderers/ui/lint-probe.ts', index)).toContain(RENDERERS_RULE);
    const own =
      "import X from 'lucide/dist/esm/icons/x.mjs';\nimport type { IconNode } from 'lucide';\nexport const y: IconNode = X;\n";
    expect(await ruleIds('renderers/ui/lint-probe.ts', own)).toEqual([]);
  });

  it('renderers/ may import its own modules and generated screen types', async () => {
    const ids = await ruleIds(
      'renderers/lint-probe.ts',
      "import type { Screen } from './generated/screen-types';\nimport { limitLength } from './text';\nexport const y = limitLength;\nexport type S = Screen;\n",
    );
    expect(ids).not.toContain('no-restricted-imports');
  });

  it('src/ may not import scripts/', async () => {
    for (const [file, target] of [
      ['src/studio/lint-probe.ts', '../../scripts/gen'],
      ['src/lint-probe.ts', '../scripts/validate-config'],
    ] as const) {
      const ids = await ruleIds(file, `import * as x from '${target}';\nexport const y = x;\n`);
      expect(ids, `${file} → ${target}`).toContain('no-restricted-imports');
    }
  });

  it('src/ may import renderers/, and scripts/ may import src/', async () => {
    expect(
      await ruleIds(
        'src/lint-probe.ts',
        "import { limitLength } from '../renderers/text';\nexport const y = limitLength;\n",
      ),
    ).not.toContain('no-restricted-imports');
    expect(
      await ruleIds(
        'scripts/lint-probe.ts',
        "import { checkConfig } from '../src/config-checks/config-check';\nexport const y = checkConfig;\n",
      ),
    ).not.toContain('no-restricted-imports');
  });

  it('pages may import the api', async () => {
    const ids = await ruleIds(
      'src/pages/lint-probe.ts',
      "import { callApi } from '../api/transport';\nexport const y = callApi;\n",
    );
    expect(ids).not.toContain('no-restricted-imports');
  });

  it('an import cycle fails lint', async () => {
    const dir = fs.mkdtempSync(path.join(root, 'src/lib/cycle-probe-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'a.ts'),
        "import { b } from './b';\nexport const a = () => b;\n",
      );
      fs.writeFileSync(
        path.join(dir, 'b.ts'),
        "import { a } from './a';\nexport const b = () => a;\n",
      );
      const [result] = await eslint.lintFiles([path.join(dir, 'a.ts')]);
      expect(result?.messages.map((m) => m.ruleId)).toContain('import/no-cycle');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}, 60_000);
