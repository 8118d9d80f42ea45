// @vitest-environment node
// The closing lines of `npm test` (scripts/test-summary.ts) run for real on reports a test
// writes: passed, failed and skipped for each runner and in all, and a failed run for a failed
// test or a browser test skipped without a reason.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const script = path.join(root, 'scripts/test-summary.ts');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'test-summary-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

type Test = { status: string; reason?: string };

function report(tests: Test[]) {
  const count = (status: string) => tests.filter((t) => t.status === status).length;
  return {
    numPassedTests: count('passed'),
    numFailedTests: count('failed'),
    numPendingTests: count('skipped'),
    numTodoTests: 0,
    testResults: [
      {
        name: 'tests/x.test.ts',
        assertionResults: tests.map((t, i) => ({
          fullName: `test ${i}`,
          status: t.status,
          meta: t.reason ? { skipReason: t.reason } : {},
        })),
      },
    ],
  };
}

function summary(unit: Test[], browser: Test[]): { status: number | null; out: string } {
  const dir = fs.mkdtempSync(path.join(tmp, 'run-'));
  fs.mkdirSync(path.join(dir, 'test-results'));
  fs.writeFileSync(path.join(dir, 'test-results/unit.json'), JSON.stringify(report(unit)));
  fs.writeFileSync(path.join(dir, 'test-results/browser.json'), JSON.stringify(report(browser)));
  const result = spawnSync(tsx, [script], { cwd: dir, encoding: 'utf8' });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

const passed = { status: 'passed' };

describe('the test summary', () => {
  it('counts passed, failed and skipped per runner and in all, with each skip reason', () => {
    const { status, out } = summary(
      [passed, passed, { status: 'skipped' }],
      [passed, { status: 'skipped', reason: 'needs nginx' }],
    );
    expect(status).toBe(0);
    expect(out).toContain('unit: 2 passed, 0 failed, 1 skipped');
    expect(out).toContain('browser: 1 passed, 0 failed, 1 skipped');
    expect(out).toContain('1 skipped: needs nginx');
    expect(out.trim().split('\n').at(-1)).toBe('tests: 3 passed, 0 failed, 2 skipped');
  });

  it('fails a run with a failed test', () => {
    const { status, out } = summary([passed, { status: 'failed' }], [passed]);
    expect(status).toBe(1);
    expect(out).toContain('tests: 2 passed, 1 failed, 0 skipped');
  });

  it('fails a run where a browser test skipped without a reason, and names it', () => {
    const { status, out } = summary([passed], [passed, { status: 'skipped' }]);
    expect(status).toBe(1);
    expect(out).toContain('browser tests skipped without a reason');
    expect(out).toContain('tests/x.test.ts: test 1');
  });

  it('fails a run that passed nothing', () => {
    expect(summary([], []).status).toBe(1);
  });
});
