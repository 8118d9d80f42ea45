// Prints the closing lines of `npm test` from the vitest JSON reports of the unit/component run
// and the browser run: passed, failed and skipped for each runner, then for both, e.g.
// "tests: 2266 passed, 0 failed, 0 skipped". Fails when a test failed, none passed, or a
// browser test was skipped without the reason skipBecause (tests/browser/harness.ts) records:
// a browser test that cannot run on this machine is a failure, never a silent skip.
import fs from 'node:fs';

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{
    name: string;
    assertionResults: Array<{
      fullName: string;
      status: string;
      meta?: { skipReason?: string };
    }>;
  }>;
}

const RUNNERS = [
  { name: 'unit', file: 'test-results/unit.json', skipNeedsReason: false },
  { name: 'browser', file: 'test-results/browser.json', skipNeedsReason: true },
];

const total = { passed: 0, failed: 0, skipped: 0 };
const unexplained: string[] = [];
for (const runner of RUNNERS) {
  const report = JSON.parse(fs.readFileSync(runner.file, 'utf8')) as Report;
  const skippedTests = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter(
        (test) => test.status === 'skipped' || test.status === 'pending' || test.status === 'todo',
      )
      .map((test) => ({ ...test, file: file.name })),
  );
  const reasons = new Map<string, number>();
  for (const test of skippedTests) {
    const reason = test.meta?.skipReason;
    if (reason) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    else if (runner.skipNeedsReason) unexplained.push(`${test.file}: ${test.fullName}`);
  }
  const skipped = report.numPendingTests + report.numTodoTests;
  console.log(
    `${runner.name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`,
  );
  for (const [reason, count] of reasons) console.log(`  ${count} skipped: ${reason}`);
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += skipped;
}

if (unexplained.length > 0) {
  console.log(`browser tests skipped without a reason (use skipBecause):`);
  for (const test of unexplained) console.log(`  ${test}`);
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (total.failed > 0 || total.passed === 0 || unexplained.length > 0) process.exit(1);
