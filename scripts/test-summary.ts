// Prints the closing lines of `npm test` from the vitest JSON reports of the unit/component run
// and the browser run: passed, failed and skipped for each runner, then for both, e.g.
// "tests: 2266 passed, 0 failed, 0 skipped". Fails when a test failed, none passed, or any test
// was skipped or left to do, in either runner: a test that cannot run on this machine is a
// failure, never a skip.
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
    }>;
  }>;
}

const RUNNERS = [
  { name: 'unit', file: 'test-results/unit.json' },
  { name: 'browser', file: 'test-results/browser.json' },
];

const total = { passed: 0, failed: 0, skipped: 0 };
const notRun: string[] = [];
for (const runner of RUNNERS) {
  const report = JSON.parse(fs.readFileSync(runner.file, 'utf8')) as Report;
  const skippedTests = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter(
        (test) => test.status === 'skipped' || test.status === 'pending' || test.status === 'todo',
      )
      .map((test) => ({ ...test, file: file.name })),
  );
  for (const test of skippedTests) notRun.push(`${runner.name}: ${test.file}: ${test.fullName}`);
  const skipped = report.numPendingTests + report.numTodoTests;
  console.log(
    `${runner.name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`,
  );
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += skipped;
}

if (notRun.length > 0) {
  console.log(`tests skipped or left to do (each must run, or fail):`);
  for (const test of notRun) console.log(`  ${test}`);
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (total.failed > 0 || total.passed === 0 || notRun.length > 0) process.exit(1);
