import type { Reporter, TestCase, TestModule } from 'vitest/node';

/** The mark scripts/run-stages.mjs looks for, to repeat these lines after the stages table. */
const MARK = 'FLAKY';

/**
 * Names every test that failed and then passed on its retry (CI retries once, see
 * vitest.config.ts), with the first attempt's error: a flaky test is a defect to fix, and the
 * retry must not hide it.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (!testCase.diagnostic()?.flaky) return;
    const error = testCase.result().errors?.[0]?.message?.split('\n')[0] ?? 'no error recorded';
    this.flaky.push(`${MARK} ${testCase.module.moduleId.split('/e2e/')[1]} > ${testCase.fullName}: ${error}`);
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>): void {
    if (this.flaky.length === 0) return;
    console.log(`\n${this.flaky.length} test(s) passed only on a retry; fix them:`);
    for (const line of this.flaky) console.log(line);
  }
}
