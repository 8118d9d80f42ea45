// @vitest-environment node
// The closing lines of `npm test` (scripts/test-summary.ts) run for real on reports a test
// writes: passed, failed and skipped for each runner and in all, and a failed run for a failed
// or a skipped test.
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

type Test = { status: string };

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
  it('counts passed, failed and skipped per runner and in all', () => {
    const { status, out } = summary([passed, passed], [passed]);
    expect(status).toBe(0);
    expect(out).toContain('unit: 2 passed, 0 failed, 0 skipped');
    expect(out).toContain('browser: 1 passed, 0 failed, 0 skipped');
    expect(out.trim().split('\n').at(-1)).toBe('tests: 3 passed, 0 failed, 0 skipped');
  });

  it('fails a run with a failed test', () => {
    const { status, out } = summary([passed, { status: 'failed' }], [passed]);
    expect(status).toBe(1);
    expect(out).toContain('tests: 2 passed, 1 failed, 0 skipped');
  });

  it.each([
    ['a unit', [passed, { status: 'skipped' }], [passed], 'unit: tests/x.test.ts: test 1'],
    ['a browser', [passed], [passed, { status: 'skipped' }], 'browser: tests/x.test.ts: test 1'],
  ])('fails a run where %s test was skipped, and names it', (_kind, unit, browser, named) => {
    const { status, out } = summary(unit, browser);
    expect(status).toBe(1);
    expect(out).toContain('tests skipped or left to do');
    expect(out).toContain(named);
    expect(out).toContain('1 skipped');
  });

  it('fails a run that passed nothing', () => {
    expect(summary([], []).status).toBe(1);
  });
});
