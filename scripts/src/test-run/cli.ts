// npm test: lint, types, content checks, unit tests, build and browser tests, stopping at the first failure.
// At the end, passed or failed, it prints how long each phase took and the slowest browser-test files.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { machineSpeedMs } from "../../bench/machine-speed";
import { testPlan } from "./phases";
import { runStep, stopRunningPhases } from "./run-step";
import { timingTable, type PhaseTime, type SpecTime } from "./timing-table";

const root = path.resolve(import.meta.dirname, "../../..");
const scratch = mkdtempSync(path.join(tmpdir(), "storyfront-test-run-"));
const e2eTimingsFile = path.join(scratch, "e2e-timings.json");
const plan = testPlan({ e2eTimingsFile });
const times: PhaseTime[] = [];
const started = performance.now();
const speedBefore = machineSpeedMs();

function report(): void {
  const specs: SpecTime[] = existsSync(e2eTimingsFile) ? (JSON.parse(readFileSync(e2eTimingsFile, "utf8")) as SpecTime[]) : [];
  const ran = new Set(times.map((time) => time.name));
  const notRun: PhaseTime[] = plan
    .flat(2)
    .flatMap((phase) => (ran.has(phase.name) ? [] : [{ name: phase.name, outcome: "not run", ms: 0 }]));
  for (const line of timingTable([...times, ...notRun], performance.now() - started, specs)) console.log(line);
  // The machines are shared: the same run takes twice as long on a busy one, so the figures carry its speed.
  console.log(`\nMachine speed: ${speedBefore} ms before, ${machineSpeedMs()} ms after (scripts/bench/machine-speed.ts; lower is faster).`);
  rmSync(scratch, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopRunningPhases();
    console.log(`\nInterrupted (${signal}).`);
    report();
    process.exit(130);
  });
}

let failed: PhaseTime | undefined;
for (const step of plan) {
  times.push(...(await runStep(step, root)));
  failed = times.find((time) => time.outcome === "failed");
  if (failed) break;
}
report();
if (failed) {
  console.error(`\nnpm test failed in "${failed.name}" (its output is above); the phases after it did not run.`);
  process.exitCode = 1;
} else {
  console.log("\nnpm test passed.");
}
