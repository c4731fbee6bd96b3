// The table `npm test` prints at the end of every run, passed or failed: where the time went, per phase and per
// browser-test file, so a slow run can be read without running it again.

export type Outcome = "passed" | "failed" | "stopped" | "not run";
export type PhaseTime = { name: string; outcome: Outcome; ms: number };
/** One Playwright spec file: the time it held a worker (its tests, hooks and servers) and how many tests it had. */
export type SpecTime = { file: string; ms: number; tests: number };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms: number) => (ms >= 60_000 ? ` (${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s)` : "");

function columns(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  "),
  );
}

export function timingTable(phases: PhaseTime[], wallMs: number, specs: SpecTime[] = [], slowestSpecs = 12): string[] {
  const lines = ["", "Where the time went:"];
  lines.push(
    ...columns([
      ["phase", "time", "outcome"],
      ...phases.map((phase) => [phase.name, phase.outcome === "not run" ? "-" : seconds(phase.ms), phase.outcome]),
      ["total (wall clock)", seconds(wallMs) + minutes(wallMs), ""],
    ]).map((line) => `  ${line}`),
  );
  if (specs.length > 0) {
    const slowest = [...specs].sort((a, b) => b.ms - a.ms).slice(0, slowestSpecs);
    const summed = specs.reduce((total, spec) => total + spec.ms, 0);
    lines.push(
      "",
      `Slowest browser-test files (${slowest.length} of ${specs.length}; the time each held a worker, hooks and server ` +
        `starts included; ${seconds(summed)} in all):`,
    );
    lines.push(
      ...columns([["file", "time", "tests"], ...slowest.map((spec) => [spec.file, seconds(spec.ms), String(spec.tests)])]).map(
        (line) => `  ${line}`,
      ),
    );
  }
  return lines;
}
