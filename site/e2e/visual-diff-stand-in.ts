// Stands in for `npm run preview:diff` in the Studio specs (STUDIO_DIFF_SCRIPT): the real one builds the site
// twice, minutes of CPU, so the specs drive the Studio's side of it (start, progress, stop, report) with this script.
// It speaks preview:diff's arguments and lines, makes its base worktree as the real one does (in the Studio's
// repository), waits for the spec's go-ahead file before shooting, and writes a report.html and summary.json where
// --out says; its pid goes beside them. With a `slow-cleanup` file there, a stop finds it still removing its
// worktree when the Studio's kill comes (as a 470 MB worktree did).
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { baseWorktreeFolder, checkOutBase } from "../../scripts/src/preview/diff/diff-sites";
import { stopWith } from "../../scripts/src/preview/diff/stop-with";

const { values } = parseArgs({
  options: { base: { type: "string" }, out: { type: "string" }, "stop-with": { type: "string" } },
  strict: true,
});
const out = values.out ?? "preview-diff";
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

mkdirSync(out, { recursive: true });
// Where the spec finds this process, to see that "Stop" ended it.
writeFileSync(path.join(out, "stand-in.pid"), String(process.pid));
console.log(`1 changed pages against ${values.base} (merge-base 0000000): 2 shots at 375 and 1440 px.`);
// The Studio's repository holds the content folder it edits.
const repo = path.dirname(process.env.STORYFRONT_CONTENT_DIR ?? path.join(process.cwd(), "content"));
const worktree = baseWorktreeFolder(repo);
checkOutBase(repo, worktree.root, "HEAD");
process.on("SIGINT", () => {
  const slow = existsSync(path.join(out, "slow-cleanup"));
  setTimeout(
    () => {
      worktree.remove();
      process.exit(130);
    },
    slow ? 30_000 : 0,
  );
});
// As the real one: once the Studio is gone (a spec stopped it mid-run), stop as its "Stop" does.
if (values["stop-with"]) stopWith(Number(values["stop-with"]), () => process.kill(process.pid, "SIGINT"));
console.log(`Building base ${values.base} (0000000) …`);
while (!existsSync(path.join(out, "go"))) await pause(100);
console.log("[1/2] com en / 375 px: 1.5 % (0.1 s)");
console.log("[2/2] com en / 1440 px: 0.8 % (0.1 s)");
writeFileSync(path.join(out, "report.html"), `<!doctype html><title>Visual diff</title><h1>Visual diff against ${values.base}</h1>\n`);
writeFileSync(path.join(out, "summary.json"), `${JSON.stringify({ base: values.base, shots: 2 })}\n`);
worktree.remove();
console.log(`Report: ${path.join(out, "report.html")}`);
