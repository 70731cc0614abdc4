import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, Suite, TestCase, TestError } from '@playwright/test/reporter';
import { readQuarantine } from './quarantine';

/** The first non-empty line of an error message (colour codes removed), cut to 300 characters. */
function firstLine(message: string | undefined): string {
  const plain = stripVTControlCharacters(message ?? '');
  return (
    plain
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

function titleOf(test: TestCase): string {
  // [root, project, file, ...describes, test]: the file and what follows.
  return test.titlePath().slice(2).filter(Boolean).join(' › ');
}

/**
 * Ends the run with the line a CI log reader looks for, `Tests: N passed, N failed, N skipped`,
 * and writes the counts (and each test's duration) as JSON to TEST_SUMMARY_FILE_E2E when set.
 *
 * A test that failed and then passed on its retry (CI retries once) counts as failed unless it
 * is in e2e/quarantine.json with an unexpired entry: the retry reports a race, it does not hide it.
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
    const flaky: string[] = [];
    const tests: { title: string; ms: number }[] = [];
    const failures: { title: string; message: string }[] = [];
    for (const test of this.suite?.allTests() ?? []) {
      const outcome = test.outcome();
      const ms = test.results.reduce((sum, r) => sum + r.duration, 0);
      if (test.results.length > 0) tests.push({ title: titleOf(test), ms });
      if (outcome === 'expected') counts.passed += 1;
      else if (outcome === 'flaky') flaky.push(titleOf(test));
      else if (outcome === 'unexpected') {
        counts.failed += 1;
        failures.push({ title: titleOf(test), message: firstLine(test.results.at(-1)?.error?.message) });
      } else counts.skipped += 1;
    }

    const { active, problems } = readQuarantine();
    for (const p of problems) console.log(`Quarantine list (e2e/quarantine.json): ${p}`);
    const quarantined = new Map(active.map((e) => [e.title, e]));
    const excused = flaky.filter((t) => quarantined.has(t));
    const unexcused = flaky.filter((t) => !quarantined.has(t));
    counts.passed += excused.length;
    counts.failed += unexcused.length;
    for (const t of unexcused) failures.push({ title: t, message: 'failed, then passed on retry' });
    if (unexcused.length > 0) {
      console.log(
        `Failed, then passed on retry (a race to fix; counted as failed):\n${unexcused.map((t) => `  ${t}`).join('\n')}`,
      );
    }
    if (excused.length > 0) {
      const lines = excused.map(
        (t) => `  ${t} (until ${quarantined.get(t)?.expires ?? '?'}: ${quarantined.get(t)?.reason ?? ''})`,
      );
      console.log(`Passed on retry, quarantined:\n${lines.join('\n')}`);
    }

    // Errors outside any test (global setup, a file that does not load) fail the run too.
    counts.failed += this.globalErrors;
    if (result.status !== 'passed' && counts.failed === 0) counts.failed = 1;
    console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    const file = process.env.TEST_SUMMARY_FILE_E2E;
    if (file) {
      mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      writeFileSync(
        file,
        JSON.stringify({
          ...counts,
          flaky: flaky.length,
          unexcusedFlaky: unexcused,
          status: result.status,
          tests,
          failures,
        }) + '\n',
      );
    }
  }
}
export default SummaryReporter;
