// A vitest reporter that ends the run with one line a CI log reader can find:
//   Tests: N passed, N failed, N skipped
// and, when TEST_SUMMARY_FILE is set, writes the same counts there as JSON, with each test's
// duration (npm test lists the slowest tests of all suites from them).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** @param {{ passed: number, failed: number, skipped: number }} c */
export function summaryLine(c) {
  return `Tests: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;
}

class SummaryReporter {
  /**
   * @param {ReadonlyArray<import('vitest/node').TestModule>} testModules
   * @param {ReadonlyArray<unknown>} unhandledErrors
   * @param {string} reason
   */
  onTestRunEnd(testModules, unhandledErrors, reason) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    /** @type {{ title: string, ms: number }[]} */
    const tests = [];
    for (const mod of testModules) {
      let failedHere = 0;
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        const ms = test.diagnostic()?.duration;
        if (typeof ms === 'number')
          tests.push({ title: `${mod.project.name} › ${mod.relativeModuleId} › ${test.fullName}`, ms });
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') {
          counts.failed += 1;
          failedHere += 1;
        } else counts.skipped += 1;
      }
      // A file that fails to load or whose hooks throw has no failed test to show for it.
      if (failedHere === 0 && (mod.state() === 'failed' || mod.errors().length > 0)) counts.failed += 1;
    }
    // Errors outside any test (unhandled rejections, worker crashes) fail the run too.
    counts.failed += unhandledErrors.length;
    const summary = { ...counts, reason, unhandledErrors: unhandledErrors.length, tests };
    console.log(summaryLine(counts));
    const file = process.env.TEST_SUMMARY_FILE;
    if (file) {
      mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      writeFileSync(file, JSON.stringify(summary) + '\n');
    }
  }
}
export default SummaryReporter;
