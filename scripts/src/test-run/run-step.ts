// Runs one step: its lanes side by side, the phases of a lane one after another. The first lane writes straight to
// the terminal (the browser tests' progress shows as it comes); a phase in another lane keeps its output and prints
// it whole when it ends, so the log still reads phase by phase. When one phase fails, every running one is stopped
// (each runs in a process group of its own, so its servers and browsers stop with it) and no lane starts another.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { Lane, Phase, Step } from "./phases";
import type { PhaseTime } from "./timing-table";

const running = new Set<ChildProcess>();

/**
 * Stops every phase still running (on a failure beside it, or when the run itself is interrupted). With SIGINT, as
 * Ctrl-C: Playwright then stops its web server (the site and API under test) too; on SIGTERM it left them serving.
 */
export function stopRunningPhases(): void {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGINT");
    } catch {
      // already gone
    }
  }
}

type Finished = PhaseTime & { output: string };

function runPhase(phase: Phase, root: string, streamed: boolean): Promise<Finished> {
  return new Promise((resolve) => {
    console.log(`\n▶ ${phase.name}: ${[phase.command, ...phase.args].join(" ")}`);
    const started = performance.now();
    const child = spawn(phase.command, phase.args, {
      cwd: path.join(root, phase.cwd ?? "."),
      env: { ...process.env, ...phase.env },
      stdio: streamed ? "inherit" : ["ignore", "pipe", "pipe"],
      detached: true,
    });
    running.add(child);
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const finish = (passed: boolean, note = "") => {
      running.delete(child);
      resolve({ name: phase.name, outcome: passed ? "passed" : "failed", ms: performance.now() - started, output: output + note });
    };
    child.on("error", (error) => finish(false, `\n${error.message}\n`));
    child.on("close", (code) => finish(code === 0));
  });
}

export async function runStep(step: Step, root: string): Promise<PhaseTime[]> {
  let firstFailure: string | undefined;
  const runLane = async (lane: Lane, streamed: boolean): Promise<Finished[]> => {
    const results: Finished[] = [];
    for (const phase of lane) {
      if (firstFailure !== undefined) break;
      const result = await runPhase(phase, root, streamed);
      if (result.outcome === "failed" && firstFailure === undefined) {
        firstFailure = result.name;
        stopRunningPhases();
      }
      if (!streamed) {
        const outcome = result.outcome === "failed" && firstFailure !== result.name ? "stopped" : result.outcome;
        console.log(`\n── ${phase.name} (${outcome}) ──`);
        process.stdout.write(result.output);
      }
      results.push(result);
    }
    return results;
  };
  const lanes = await Promise.all(step.map((lane, index) => runLane(lane, index === 0)));
  // A phase stopped because another failed did not fail on its own.
  return lanes.flat().map(({ name, outcome, ms }) => ({
    name,
    ms,
    outcome: outcome === "failed" && firstFailure !== name ? "stopped" : outcome,
  }));
}
