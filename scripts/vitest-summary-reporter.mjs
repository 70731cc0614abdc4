// A vitest reporter that ends the run with one line a CI log reader can find:
//   Tests: N passed, N failed, N skipped
// and, when TEST_SUMMARY_FILE is set, writes the same counts there as JSON, with each test's
// duration and each failure's first error line (npm test lists the slowest tests of all suites
// and every failure from them, so the end of a CI log names what failed).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** @param {{ passed: number, failed: number, skipped: number }} c */
export function summaryLine(c) {
  return `Tests: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;
}

/** The first line of an error's message, cut to 300 characters. */
export function firstLine(error) {
  const e = /** @type {{ message?: unknown } | undefined} */ (error);
  const text = typeof e?.message === 'string' ? e.message : String(error ?? '');
  return (
    text
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
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
    /** @type {{ title: string, message: string }[]} */
    const failures = [];
    for (const mod of testModules) {
      let failedHere = 0;
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        const ms = test.diagnostic()?.duration;
        const title = `${mod.project.name} › ${mod.relativeModuleId} › ${test.fullName}`;
        if (typeof ms === 'number') tests.push({ title, ms });
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') {
          counts.failed += 1;
          failedHere += 1;
          failures.push({ title, message: firstLine(test.result().errors?.[0]) });
        } else counts.skipped += 1;
      }
      // A file that fails to load or whose hooks throw has no failed test to show for it.
      if (failedHere === 0 && (mod.state() === 'failed' || mod.errors().length > 0)) {
        counts.failed += 1;
        failures.push({ title: `${mod.project.name} › ${mod.relativeModuleId}`, message: firstLine(mod.errors()[0]) });
      }
    }
    // Errors outside any test (unhandled rejections, worker crashes) fail the run too.
    counts.failed += unhandledErrors.length;
    for (const e of unhandledErrors) failures.push({ title: 'unhandled error', message: firstLine(e) });
    const summary = { ...counts, reason, unhandledErrors: unhandledErrors.length, tests, failures };
    console.log(summaryLine(counts));
    const file = process.env.TEST_SUMMARY_FILE;
    if (file) {
      mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      writeFileSync(file, JSON.stringify(summary) + '\n');
    }
  }
}
export default SummaryReporter;
