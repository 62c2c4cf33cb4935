// Prints the closing line of the test command: "N passed, N failed" (plus skipped when any).
import { readFileSync } from 'node:fs';

const [file, lintFailed] = process.argv.slice(2);
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.log('Tests: 0 passed, 1 failed (no test report was written)');
  process.exit(1);
}
const failedSuites = report.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0);
const failed = report.numFailedTests + failedSuites.length + (lintFailed === '1' ? 1 : 0);
const skipped = report.numPendingTests + report.numTodoTests;
for (const suite of failedSuites) console.log(`failed to load: ${suite.name}\n${suite.message}`);
if (lintFailed === '1') console.log('lint or typecheck failed (see test-results/)');
console.log(
  `Tests: ${report.numPassedTests} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ''),
);
process.exit(failed === 0 && report.numPassedTests > 0 ? 0 : 1);
