import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, Suite, TestError } from '@playwright/test/reporter';

/**
 * Ends the run with the line a CI log reader looks for, `Tests: N passed, N failed, N skipped`,
 * and writes the counts as JSON to TEST_SUMMARY_FILE_E2E when it is set.
 */
class SummaryReporter implements Reporter {
  private suite: Suite | undefined;
  private globalErrors = 0;

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
  }

  onError(_error: TestError): void {
    this.globalErrors += 1;
  }

  printsToStdio(): boolean {
    return true;
  }

  onEnd(result: FullResult): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const flakyTitles: string[] = [];
    for (const test of this.suite?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected') counts.passed += 1;
      else if (outcome === 'flaky') {
        counts.passed += 1;
        flakyTitles.push(test.titlePath().filter(Boolean).join(' › '));
      } else if (outcome === 'unexpected') counts.failed += 1;
      else counts.skipped += 1;
    }
    const flaky = flakyTitles.length;
    // A test that passed only on its retry is named, so it gets fixed rather than forgotten.
    if (flaky > 0) console.log(`Flaky (failed, then passed on retry):\n${flakyTitles.map((t) => `  ${t}`).join('\n')}`);
    // Errors outside any test (global setup, a file that does not load) fail the run too.
    counts.failed += this.globalErrors;
    if (result.status !== 'passed' && counts.failed === 0) counts.failed = 1;
    console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    const file = process.env.TEST_SUMMARY_FILE_E2E;
    if (file) {
      mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      writeFileSync(file, JSON.stringify({ ...counts, flaky, status: result.status }) + '\n');
    }
  }
}
export default SummaryReporter;
