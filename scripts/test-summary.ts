// Prints one closing line for the whole `npm test` run from the vitest JSON reports of the
// unit/component run and the browser run, e.g. "tests: 520 passed, 0 failed".
import fs from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of ['test-results/unit.json', 'test-results/browser.json']) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
console.log(`tests: ${passed} passed, ${failed} failed`);
if (failed > 0 || passed === 0) process.exit(1);
