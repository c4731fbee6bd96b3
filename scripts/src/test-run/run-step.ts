// Runs one step's phases side by side. A phase alone writes straight to the terminal; phases side by side keep
// their output and print it whole when they end, so the log reads phase by phase. When one fails, the others are
// stopped (each runs in a process group of its own, so its servers and browsers stop with it).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { Phase } from "./phases";
import type { PhaseTime } from "./timing-table";

const running = new Set<ChildProcess>();

/** Stops every phase still running (on a failure beside it, or when the run itself is interrupted). */
export function stopRunningPhases(signal: NodeJS.Signals = "SIGTERM"): void {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

type Finished = PhaseTime & { output: string };

function runPhase(phase: Phase, root: string, alone: boolean, onStart: () => void): Promise<Finished> {
  return new Promise((resolve) => {
    onStart();
    const started = performance.now();
    const child = spawn(phase.command, phase.args, {
      cwd: path.join(root, phase.cwd ?? "."),
      env: { ...process.env, ...phase.env },
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
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

export async function runStep(step: Phase[], root: string): Promise<PhaseTime[]> {
  const alone = step.length === 1;
  let firstFailure: string | undefined;
  const results = await Promise.all(
    step.map((phase) =>
      runPhase(phase, root, alone, () => console.log(`\n▶ ${phase.name}: ${[phase.command, ...phase.args].join(" ")}`)).then((result) => {
        if (result.outcome === "failed" && firstFailure === undefined) {
          firstFailure = result.name;
          stopRunningPhases();
        }
        if (!alone) {
          const outcome = result.outcome === "failed" && firstFailure !== result.name ? "stopped" : result.outcome;
          console.log(`\n── ${phase.name} (${outcome}) ──`);
          process.stdout.write(result.output);
        }
        return result;
      }),
    ),
  );
  // A phase stopped because another failed did not fail on its own.
  return results.map(({ name, outcome, ms }) => ({
    name,
    ms,
    outcome: outcome === "failed" && firstFailure !== name ? "stopped" : outcome,
  }));
}
