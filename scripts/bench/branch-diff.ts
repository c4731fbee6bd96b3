// The visual diff of a content branch without a build (issue 40; goal: 10 changed pages at 375 and 1440 px in
// ≤ 90 s end to end). One production site instance (the build in NEXT_DIST_DIR, `npm run build -w site` first) serves
// a local bare remote's content from git; a branch changes the intro of ten landings (com en, fr, de, es and ru: home
// and /enterprise in each language); a manager starts the diff on the Studio's host, as its branches page does, and
// the bench waits for the report. Prints the time from the start call to the report, the diff's own seconds per shot,
// and the ratio to a reference measured in the same run: one page of that preview shot at 1440 px the same way.
// Ports: BENCH_PORT (default 12250) and the next one.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ClusterStack } from "../../site/e2e/cluster-stack";
import { contentRemote, git } from "../../site/e2e/content-remote";
import { httpGet } from "../../site/e2e/http-get";
import { Marketer } from "./studio-calls";
import { launchChromium, shootPage } from "../src/preview/diff/shoot-page";

const basePort = Number(process.env.BENCH_PORT ?? 12250);
const stack = new ClusterStack({ api: basePort + 1, a: basePort, b: basePort, nginx: basePort });
const diffDir = path.join(stack.tempDir, "preview-diff");
const name = `bench-diff-${Date.now().toString(36)}`;
const branch = `content/${name}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const landings = ["home", "enterprise"].flatMap((page) => ["", ".fr", ".de", ".es", ".ru"].map((locale) => `${page}${locale}.json`));

try {
  console.log("a bare remote whose branch changes ten landings; the API and one site instance reading it …");
  const { remote, scratch } = contentRemote(stack.tempDir);
  git(scratch, "checkout", "-qb", branch);
  for (const file of landings) {
    const full = path.join(scratch, "content", "landings", file);
    writeFileSync(full, readFileSync(full, "utf8").replace(/("subtitle": ")/, "$1Spring offer, with a dedicated launch manager. "));
  }
  git(scratch, "commit", "-qam", "Spring offer on ten landings");
  git(scratch, "push", "-q", "origin", branch);
  await stack.startApi();
  await stack.startSite("A", stack.ports.a, undefined, {
    CONTENT_REMOTE: remote,
    CONTENT_REPOSITORY_DIR: path.join(stack.tempDir, "repository"),
    PREVIEW_DIFF_DIR: diffDir,
  });
  const preview = `content-${name}.preview.localhost`;
  for (const page of ["/", "/enterprise"]) await httpGet(stack.ports.a, preview, page);

  // The reference: one page of the preview shot at 1440 px as the diff shoots it, median of three.
  const browser = await launchChromium();
  const single: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    await shootPage(browser, `http://${preview}:${stack.ports.a}/enterprise`, 1440);
    single.push(performance.now() - started);
  }
  await browser.close();
  const referenceMs = [...single].sort((a, b) => a - b)[1] ?? 0;

  const manager = new Marketer(stack.ports.a);
  await manager.signIn("manager@example.com", "Demo-Manager-2026");
  const started = Date.now();
  await manager.call("POST", "/api/studio/branch-diff", { action: "start", branch });
  for (;;) {
    const job = await manager.call("GET", `/api/studio/branch-diff?branch=${encodeURIComponent(branch)}`);
    if (job.state !== "running" && job.report) break;
    if (job.state === "failed" || job.state === "stopped") throw new Error(`the diff failed: ${JSON.stringify(job).slice(0, 500)}`);
    await sleep(250);
  }
  const endToEnd = (Date.now() - started) / 1000;
  const head = git(scratch, "rev-parse", "HEAD");
  const summaryFile = path.join(diffDir, `content-${name}`, head, "summary.json");
  const summary = JSON.parse(readFileSync(summaryFile, "utf8")) as { shots: number; secondsPerShot?: number; pages: unknown[] };
  console.log(
    [
      "",
      `reference: one preview page shot at 1440 px, median of 3: ${(referenceMs / 1000).toFixed(1)} s`,
      `visual diff of ${summary.pages.length} changed pages (${summary.shots} shots, each both sides): ${endToEnd.toFixed(1)} s ` +
        `from the start call to the report (${((endToEnd * 1000) / referenceMs).toFixed(0)}× the reference); ` +
        `${summary.secondsPerShot?.toFixed(1)} s a shot; goal ≤ 90 s: ${endToEnd <= 90 ? "met" : "NOT met"}`,
    ].join("\n"),
  );
} finally {
  await stack.stopAll();
}
