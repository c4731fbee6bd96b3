// Content branches without a build (issue 40): two production site instances (the build in NEXT_DIST_DIR, `npm run
// build -w site` first) behind nginx, each with its own bare clone of a local bare remote, the API on PGlite. As a
// signed-in marketer on the online Studio's host (plain HTTP, as the Studio's page calls it):
//   - a new branch: its preview's first page;
//   - N saves of a landing: from the save call until the branch's preview shows the text;
//   - M merges by a reviewer: from the merge call until both instances serve the change (the other instance follows
//     main by its poll, CONTENT_POLL_MS, default 5 s);
//   - a commit of 1,000 generated landings read and checked from git, against the checkout's folder read and checked;
//   - the site instance's memory with twenty branch previews open.
// Prints p50/p90 and ratios to a plain GET of a cached production page measured in the same run. Goals: save →
// preview p90 ≤ 5 s, first page of a new branch ≤ 3 s, merge → both instances p90 ≤ 10 s, 1,000 landings ≤ 2 s,
// twenty previews ≤ 300 MB. Ports: BENCH_PORT (default 12150) and the next three.
import { execFileSync } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { checkContent } from "@storyfront/content-model";
import { readCommitContent } from "@storyfront/content-model/git/commit-content";
import { readContentFolder } from "@storyfront/content-model/read-content-folder";
import { ClusterStack } from "../../site/e2e/cluster-stack";
import { contentRemote, git } from "../../site/e2e/content-remote";
import { httpGet } from "../../site/e2e/http-get";
import { median, percentile } from "./median";
import { Marketer } from "./studio-calls";

const basePort = Number(process.env.BENCH_PORT ?? 12150);
const saves = Number(process.env.BENCH_SAVES ?? 10);
const merges = Number(process.env.BENCH_MERGES ?? 5);
const stack = new ClusterStack({ api: basePort + 3, a: basePort, b: basePort + 1, nginx: basePort + 2 });
const root = path.resolve(import.meta.dirname, "../..");
const stamp = Date.now().toString(36);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, limitMs: number, what: string) {
  const since = Date.now();
  while (!(await check())) {
    if (Date.now() - since > limitMs) throw new Error(`${what}: not after ${limitMs} ms`);
    await sleep(50);
  }
  return Date.now() - since;
}

const rssMb = (pid: number) =>
  Number(
    execFileSync("ps", ["-o", "rss=", "-p", String(pid)])
      .toString()
      .trim(),
  ) / 1024;

/** A commit of the checkout's content plus 1,000 generated landings, read and checked from git; the folder as reference. */
function thousandLandings() {
  const work = path.join(stack.tempDir, "thousand");
  cpSync(path.join(root, "content"), path.join(work, "content"), { recursive: true });
  const template = JSON.parse(readFileSync(path.join(root, "content/landings/use-cases.json"), "utf8")) as Record<string, unknown>;
  for (let index = 0; index < 1000; index++) {
    const slug = `generated-${index}`;
    writeFileSync(
      path.join(work, "content/landings", `${slug}.json`),
      JSON.stringify({ ...template, slug, path: `/solutions/${slug}` }, null, 2),
    );
  }
  git(work, "init", "-q", "-b", "main");
  git(work, "-c", "core.fsync=none", "add", "-A");
  git(work, "commit", "-qm", "1,000 landings");
  const commit = git(work, "rev-parse", "HEAD");
  // The first run is the one a server makes for a new commit; later ones meet the checker's per-file cache.
  const time = (work: () => unknown) => {
    const runs = [0, 1, 2].map(() => {
      const started = performance.now();
      work();
      return performance.now() - started;
    });
    return { cold: runs[0] ?? 0, warm: median(runs.slice(1)) };
  };
  const fromGit = time(() => {
    const read = readCommitContent(path.join(work, ".git"), commit, "content");
    const { problems } = checkContent(read.files, read.mediaPaths);
    if (problems.length) throw new Error(`the generated commit has problems: ${problems[0]?.message}`);
  });
  const folder = time(() => {
    const read = readContentFolder(path.join(root, "content"));
    checkContent(read.files, read.mediaPaths);
  });
  return { fromGit, folder, files: readCommitContent(path.join(work, ".git"), commit, "content").files.length };
}

try {
  console.log("a bare remote of this checkout's content; the API, two site instances with their clones, nginx …");
  const { remote } = contentRemote(stack.tempDir);
  await stack.startApi();
  const content = (name: string) => ({ CONTENT_REMOTE: remote, CONTENT_REPOSITORY_DIR: path.join(stack.tempDir, `repository-${name}`) });
  const [a] = await Promise.all([
    stack.startSite("A", stack.ports.a, undefined, content("a")),
    stack.startSite("B", stack.ports.b, undefined, content("b")),
  ]);
  await stack.startNginx();

  for (const port of [stack.ports.a, stack.ports.b]) for (const page of ["/", "/enterprise"]) await httpGet(port, "storyfront.com", page);
  const reference: number[] = [];
  for (let read = 0; read < 20; read++) {
    const started = performance.now();
    await httpGet(stack.ports.nginx, "storyfront.com", "/enterprise");
    reference.push(performance.now() - started);
  }
  const referenceMs = median(reference);
  const ratio = (ms: number) => `${(ms / referenceMs).toFixed(0)}× the reference`;

  const marketer = new Marketer(stack.ports.a);
  await marketer.signIn("manager@example.com", "Demo-Manager-2026");
  const branch = await marketer.createBranch(`bench-${stamp}`);
  const preview = `content-bench-${stamp}.preview.localhost`;
  let started = performance.now();
  const first = await httpGet(stack.ports.a, preview, "/");
  const firstPageMs = performance.now() - started;
  if (first.status !== 200) throw new Error(`the new branch's preview answered ${first.status}`);

  const saveSamples: number[] = [];
  for (let index = 0; index < saves; index++) {
    const subtitle = `Bench save ${stamp} number ${index}.`;
    started = Date.now();
    await marketer.saveSubtitle(branch, "landings/enterprise.json", subtitle);
    await until(async () => (await httpGet(stack.ports.a, preview, "/enterprise")).body.includes(subtitle), 60_000, "save → preview");
    saveSamples.push(Date.now() - started);
    console.log(`save ${index + 1}: on the preview ${saveSamples.at(-1)} ms after the save call`);
  }

  const reviewer = new Marketer(stack.ports.a);
  await reviewer.signIn("admin@example.com", "Demo-Admin-2026");
  const mergeSamples: number[] = [];
  for (let index = 0; index < merges; index++) {
    const name = `bench-merge-${stamp}-${index}`;
    const merging = await marketer.createBranch(name);
    const subtitle = `Bench merge ${stamp} number ${index}.`;
    await marketer.saveSubtitle(merging, "landings/use-cases.json", subtitle);
    started = Date.now();
    await reviewer.merge(merging);
    const servedBy = (port: number) => async () => (await httpGet(port, "storyfront.com", "/use-cases")).body.includes(subtitle);
    await until(async () => (await servedBy(stack.ports.a)()) && (await servedBy(stack.ports.b)()), 60_000, "merge → both instances");
    mergeSamples.push(Date.now() - started);
    console.log(`merge ${index + 1}: served by both instances ${mergeSamples.at(-1)} ms after the merge call`);
  }

  // Twenty branches, each with a change of its own, their previews opened (home and the changed page).
  const before = rssMb(a.process.pid ?? 0);
  for (let index = 0; index < 20; index++) {
    const name = `bench-open-${stamp}-${index}`;
    const opened = await marketer.createBranch(name);
    await marketer.saveSubtitle(opened, "landings/enterprise.json", `Open preview ${index}.`);
    for (const page of ["/", "/enterprise", "/_preview/changes"]) await httpGet(stack.ports.a, `content-${name}.preview.localhost`, page);
  }
  const after = rssMb(a.process.pid ?? 0);

  const thousand = thousandLandings();
  const [saveP50, saveP90] = [percentile(saveSamples, 50), percentile(saveSamples, 90)];
  const [mergeP50, mergeP90] = [percentile(mergeSamples, 50), percentile(mergeSamples, 90)];
  const verdict = (met: boolean) => (met ? "met" : "NOT met");
  const { fromGit, folder } = thousand;
  const lines = [
    "",
    `reference: GET /enterprise through nginx (cached production page), median of 20: ${referenceMs.toFixed(1)} ms`,
    `first page of a new branch's preview: ${firstPageMs.toFixed(0)} ms (${ratio(firstPageMs)}); ` +
      `goal ≤ 3000 ms: ${verdict(firstPageMs <= 3000)}`,
    `save → the branch's preview shows it, ${saveSamples.length} saves: p50 ${saveP50} ms, p90 ${saveP90} ms ` +
      `(${ratio(saveP90)}); goal p90 ≤ 5000 ms: ${verdict(saveP90 <= 5000)}`,
    `merge → both instances serve it, ${mergeSamples.length} merges: p50 ${mergeP50} ms, p90 ${mergeP90} ms ` +
      `(${ratio(mergeP90)}); goal p90 ≤ 10000 ms: ${verdict(mergeP90 <= 10000)}`,
    `a commit of ${thousand.files} content files (1,000 generated landings) read and checked from git: ` +
      `${fromGit.cold.toFixed(0)} ms the first time (${fromGit.warm.toFixed(0)} ms again); the checkout's folder as reference ` +
      `(${folder.cold.toFixed(0)} ms, ${folder.warm.toFixed(0)} ms again): ${(fromGit.cold / folder.cold).toFixed(1)}×; ` +
      `goal ≤ 2000 ms: ${verdict(fromGit.cold <= 2000)}`,
    `instance A's resident memory: ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB with twenty previews open ` +
      `(${after - before >= 0 ? "+" : ""}${(after - before).toFixed(0)} MB); goal ≤ +300 MB: ${verdict(after - before <= 300)}`,
  ];
  console.log(lines.join("\n"));
} finally {
  await stack.stopAll();
}
