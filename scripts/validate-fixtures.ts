// `npm run fixtures:check`: validates every fixture file against the schemas (see
// fixtures/validate.ts for the rules) and exits 1 on any failure, so CI stops on a fixture
// that drifted from the contract.
import { fileURLToPath } from 'node:url';
import { contracts } from '../fixtures/contracts';
import { formatReport, validateFixtures } from '../fixtures/validate';

const root = fileURLToPath(new URL('../', import.meta.url));
const report = validateFixtures({
  schemasDir: fileURLToPath(new URL('../schemas/v1/', import.meta.url)),
  fixturesDir: fileURLToPath(new URL('../fixtures/api/', import.meta.url)),
  contracts,
  rootDir: root,
});
for (const line of formatReport(report)) console.log(line);
if (report.failed > 0) process.exitCode = 1;
