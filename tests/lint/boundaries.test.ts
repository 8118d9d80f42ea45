// The one-way direction of ARCHITECTURE.md is enforced by lint, not by memory: prove the
// rules fire.
// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint boundaries', () => {
  it('renderers/ may not import the api, the bridge or pages', async () => {
    for (const target of [
      '../src/api/transport',
      '../src/bridge',
      '../src/pages/customer-service',
    ]) {
      const ids = await ruleIds(
        'renderers/probe.ts',
        `import * as x from '${target}';\nexport const y = x;\n`,
      );
      expect(ids).toContain('no-restricted-imports');
    }
  });

  it('renderers/ may import pure helpers from src/lib', async () => {
    const ids = await ruleIds(
      'renderers/probe.ts',
      "import { formatMoney } from '../src/lib/format';\nexport const y = formatMoney;\n",
    );
    expect(ids).not.toContain('no-restricted-imports');
  });

  it('pages may import the api', async () => {
    const ids = await ruleIds(
      'src/pages/probe.ts',
      "import { callApi } from '../api/transport';\nexport const y = callApi;\n",
    );
    expect(ids).not.toContain('no-restricted-imports');
  });
}, 60_000);
