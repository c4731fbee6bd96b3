// npm run preview:diff -- --base <ref> [--max-shots 60] [--out preview-diff] [--port 3300] [--stop-with <pid>]
// Builds the merge-base (a git worktree) and this checkout, screenshots each changed page at 375 and 1440 px
// on its variant and locale, compares them with pixelmatch and writes report.html and summary.json.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { ChangedPage } from "@storyfront/content-model";
import { git } from "@storyfront/content-model/git/git";
import { previewChanges, PreviewChangesError } from "@storyfront/content-model/graph/git-changes";
import { contentRoot, siteSrc } from "../../content-root";
import { answering, baseWorktreeFolder, buildSite, checkOutBase, distDir, startProcess } from "./diff-sites";
import { planShots } from "./plan-shots";
import { stopWith } from "./stop-with";
import { launchChromium } from "./shoot-page";
import { announcePlan, shootPlan } from "./shoot-plan";
import { pageUrl } from "./variant-origin";
import { writeReport } from "./write-report";

const repo = path.resolve(import.meta.dirname, "../../../..");
const { values } = parseArgs({
  options: {
    base: { type: "string" },
    "max-shots": { type: "string" },
    out: { type: "string" },
    port: { type: "string" },
    "skip-build": { type: "boolean" },
    "stop-with": { type: "string" },
  },
  strict: true,
});
const base = values.base ?? process.env.SITE_PREVIEW_BASE ?? "main";
const maxShots = Number(values["max-shots"] ?? 60);
const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out ?? path.join(repo, "preview-diff"));
const port = Number(values.port ?? 3300);
if (!Number.isInteger(maxShots) || maxShots < 1) {
  console.error("preview:diff: --max-shots must be a whole number of at least 1");
  process.exit(2);
}

let changes;
try {
  changes = previewChanges({ contentRoot, base, siteSrc });
} catch (error) {
  if (!(error instanceof PreviewChangesError)) throw error;
  console.error(`preview:diff: ${error.message}`);
  process.exit(2);
}
const branch = git(repo, ["rev-parse", "--abbrev-ref", "HEAD"]).trim();
const plan = planShots(changes.pages, maxShots);
announcePlan(`${changes.pages.length} changed pages against ${base} (merge-base ${changes.mergeBase.slice(0, 7)})`, plan, maxShots);
if (plan.shots.length === 0) {
  console.log("Nothing to shoot.");
  process.exit(0);
}

const stops: (() => void)[] = [];
const stopAll = () =>
  stops
    .splice(0)
    .reverse()
    .forEach((stop) => stop());
// Ctrl-C, or the Studio's "Stop" (SIGINT to the whole group), or a plain kill: the servers and worktree go too.
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(code);
  });
}
// Started by the Studio (visual-diff-job.ts): when it is gone, stop as its "Stop" does, with SIGINT to this
// process group (pid 0), which ends a running build and runs the handler above.
if (values["stop-with"]) stopWith(Number(values["stop-with"]), () => process.kill(0, "SIGINT"));

try {
  const worktree = baseWorktreeFolder(repo);
  stops.push(worktree.remove);
  checkOutBase(repo, worktree.root, changes.mergeBase);
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    SITE_PREVIEW_BASE: base,
    API_BASE_URL: `http://localhost:${port + 2}`,
    SSR_API_BASE_URL: `http://127.0.0.1:${port + 2}`,
  };
  const sides = {
    base: { root: worktree.root, port, label: `base ${base} (${changes.mergeBase.slice(0, 7)})` },
    branch: { root: repo, port: port + 1, label: `branch ${branch}` },
  };
  if (!values["skip-build"]) {
    await buildSite(sides.base.root, { ...env, SITE_PREVIEW_BRANCH: base, SITE_PREVIEW_COMMIT: changes.mergeBase }, sides.base.label);
    await buildSite(sides.branch.root, { ...env, SITE_PREVIEW_BRANCH: branch, SITE_PREVIEW_COMMIT: changes.head }, sides.branch.label);
  }
  stops.push(
    startProcess(path.join(repo, "node_modules/.bin/tsx"), ["src/server.ts"], path.join(repo, "api"), {
      ...env,
      API_PORT: String(port + 2),
      API_DATA_DIR: mkdtempSync(path.join(tmpdir(), "storyfront-diff-api-")),
    }),
  );
  await answering(`http://127.0.0.1:${port + 2}/health`);
  for (const side of Object.values(sides)) {
    stops.push(
      startProcess(path.join(side.root, "node_modules/.bin/next"), ["start", "-p", String(side.port)], path.join(side.root, "site"), {
        ...env,
        PORT: String(side.port),
        NEXT_DIST_DIR: distDir,
        SITE_PREVIEW_BRANCH: side === sides.base ? base : branch,
      }),
    );
    await answering(`http://localhost:${side.port}/`);
  }

  const browser = await launchChromium();
  const at = (sidePort: number) => (page: ChangedPage) => pageUrl(`http://localhost:${sidePort}`, page);
  const shot = await shootPlan(browser, plan.shots, { base: at(sides.base.port), branch: at(sides.branch.port) });
  await browser.close();
  writeReport(out, { branch, base, mergeBase: changes.mergeBase, head: changes.head, maxShots, plan, ...shot });
} finally {
  stopAll();
}
