// A Playwright reporter that writes, per spec file, the time its tests took (hooks and the servers a spec
// starts count in its tests) to E2E_TIMINGS_FILE, for the table `npm test` prints at the end
// (scripts/src/test-run). Without that variable it does nothing.
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { FullConfig, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

type SpecTime = { file: string; ms: number; tests: number };

export default class TimingReporter implements Reporter {
  private readonly specs = new Map<string, SpecTime>();
  private testDir = "";

  onBegin(config: FullConfig) {
    this.testDir = config.projects[0]?.testDir ?? config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(this.testDir, test.location.file);
    const spec = this.specs.get(file) ?? { file, ms: 0, tests: 0 };
    spec.ms += result.duration;
    spec.tests += 1;
    this.specs.set(file, spec);
  }

  onEnd() {
    const target = process.env.E2E_TIMINGS_FILE;
    if (target) writeFileSync(target, JSON.stringify([...this.specs.values()]));
  }

  printsToStdio() {
    return false;
  }
}
