// tsx scripts/src/preview/diff/running-cli.ts --pages <changed pages .json> --preview-origin http://content-x.preview.localhost:3000
//   --production-origin http://localhost:3000 [--out preview-diff] [--max-shots 60] [--at-once 2] [--stop-with <pid>]
// The visual diff of a content branch without a build (running-diff.ts): the site that serves the preview started it
// (site/src/studio/visual-diff/branch-diff-job.ts) and wrote the pages file, so this needs no git. Prints the lines
// diff-cli prints, which the Studio reads as progress.
import path from "node:path";
import { parseArgs } from "node:util";
import { readBranchPages } from "./pages-file";
import { runningDiff } from "./running-diff";
import { stopWith } from "./stop-with";

const { values } = parseArgs({
  options: {
    pages: { type: "string" },
    "preview-origin": { type: "string" },
    "production-origin": { type: "string" },
    out: { type: "string" },
    "max-shots": { type: "string" },
    "at-once": { type: "string" },
    "stop-with": { type: "string" },
  },
  strict: true,
});
const usage = (problem: string) => {
  console.error(`running diff: ${problem}`);
  process.exit(2);
};
const whole = (name: "max-shots" | "at-once", fallback: number) => {
  const value = Number(values[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) usage(`--${name} must be a whole number of at least 1`);
  return value;
};
if (!values.pages || !values["preview-origin"] || !values["production-origin"])
  usage("--pages, --preview-origin and --production-origin are needed");

// Ctrl-C, the Studio's "Stop" (SIGINT to the whole group) or a plain kill; Playwright closes its browser on the way out.
process.on("SIGINT", () => process.exit(130));
process.on("SIGTERM", () => process.exit(143));
// Started by the site: when it is gone, stop as its "Stop" does.
if (values["stop-with"]) stopWith(Number(values["stop-with"]), () => process.kill(0, "SIGINT"));

const cwd = process.env.INIT_CWD ?? process.cwd();
await runningDiff({
  changes: readBranchPages(path.resolve(cwd, values.pages ?? "")),
  previewOrigin: new URL(values["preview-origin"] ?? "").origin,
  productionOrigin: new URL(values["production-origin"] ?? "").origin,
  maxShots: whole("max-shots", 60),
  atOnce: whole("at-once", 2),
  out: path.resolve(cwd, values.out ?? "preview-diff"),
});
