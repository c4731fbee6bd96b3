// A Playwright reporter that writes, per spec file, the time it held its worker to E2E_TIMINGS_FILE, for the table
// `npm test` prints at the end (scripts/src/test-run). Without that variable it does nothing. A test's own duration
// leaves out the file's beforeAll hooks (where specs start their servers) and the worker's start, so the time a
// worker spent between its previous test and this one is counted to this test's file as well.
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { FullConfig, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

type SpecTime = { file: string; ms: number; tests: number };

export default class TimingReporter implements Reporter {
  private readonly specs = new Map<string, SpecTime>();
  /** When each worker slot last finished a test (or the run began). */
  private readonly slotFreeAt = new Map<number, number>();
  private testDir = "";
  private runStart = 0;

  onBegin(config: FullConfig) {
    this.testDir = config.projects[0]?.testDir ?? config.rootDir;
    this.runStart = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(this.testDir, test.location.file);
    const spec = this.specs.get(file) ?? { file, ms: 0, tests: 0 };
    const end = result.startTime.getTime() + result.duration;
    const freeAt = this.slotFreeAt.get(result.parallelIndex) ?? this.runStart;
    spec.ms += Math.max(end - freeAt, result.duration);
    spec.tests += 1;
    this.slotFreeAt.set(result.parallelIndex, end);
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
