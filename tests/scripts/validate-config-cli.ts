// `npm run validate-config` run for real (a tsx child process) on files a test writes into its
// own temporary folder, removed after the file's tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const script = path.join(root, 'scripts/validate-config.ts');

export function validateConfigCli(folderPrefix: string) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  return {
    folder: tmp,
    run(...args: string[]): { status: number | null; out: string } {
      const result = spawnSync(tsx, [script, ...args], { cwd: root, encoding: 'utf8' });
      return { status: result.status, out: `${result.stdout}${result.stderr}` };
    },
    /** A file of this text, or of this value as JSON; its path. */
    write(name: string, content: unknown): string {
      const file = path.join(tmp, name);
      fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
      return file;
    },
  };
}
