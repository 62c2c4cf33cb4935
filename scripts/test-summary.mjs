// Prints the closing line of the test command: "N passed, N failed" (plus skipped when any).
// A test file that failed without a failed test (a load error, a failed beforeAll) counts as one
// failure, so a broken suite can never look clean.
import { readFileSync } from 'node:fs';

const [file, lintFailed] = process.argv.slice(2);
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.log('0 passed, 1 failed (no test report was written)');
  process.exit(1);
}
const brokenFiles = report.testResults.filter(
  (suite) =>
    suite.status === 'failed' && !suite.assertionResults.some((test) => test.status === 'failed'),
);
for (const suite of brokenFiles) console.log(`FAILED FILE: ${suite.name}\n${suite.message ?? ''}`);
if (lintFailed === '1') console.log('FAILED: lint or typecheck (see test-results/)');
const failed = report.numFailedTests + brokenFiles.length + (lintFailed === '1' ? 1 : 0);
const skipped = report.numPendingTests + report.numTodoTests;
console.log(
  `${report.numPassedTests} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ''),
);
process.exit(failed === 0 && report.numPassedTests > 0 ? 0 : 1);
