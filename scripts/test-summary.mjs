// Prints the closing line of the test command: "N passed, N failed" (plus skipped when any),
// summed over the vitest JSON reports given, after a line per failed test with the first line of
// its error (the end of a long log is often all a reader of CI gets). A test file that failed
// without a failed test (a load error, a failed beforeAll) counts as one failure, and so does a
// missing report, so a broken suite can never look clean.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [lintFailed, ...files] = process.argv.slice(2);
let passed = 0;
let failed = lintFailed === '1' ? 1 : 0;
let skipped = 0;
for (const file of files) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    console.log(`FAILED: no test report was written (${file})`);
    failed += 1;
    continue;
  }
  const brokenFiles = report.testResults.filter(
    (suite) =>
      suite.status === 'failed' && !suite.assertionResults.some((test) => test.status === 'failed'),
  );
  for (const suite of brokenFiles) {
    console.log(`FAILED FILE: ${suite.name}\n${suite.message ?? ''}`);
  }
  for (const suite of report.testResults) {
    for (const test of suite.assertionResults.filter(({ status }) => status === 'failed')) {
      const error = (test.failureMessages?.[0] ?? '').split('\n', 1)[0];
      console.log(`FAILED: ${relative(process.cwd(), suite.name)} > ${test.fullName}\n  ${error}`);
    }
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests + brokenFiles.length;
  skipped += report.numPendingTests + report.numTodoTests;
}
if (lintFailed === '1') console.log('FAILED: lint or typecheck (see test-results/)');
console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ''));
process.exit(failed === 0 && passed > 0 ? 0 : 1);
