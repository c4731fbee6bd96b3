// The visual diff of a content branch with no build (issue 40): one production build serves the branch's preview and
// production from git, and the Studio's branches page runs the diff on that same running server, which shoots its
// own preview and production hosts. A branch changes two landings (committed with git and pushed to a local bare
// remote); a manager runs the diff from the branch's row, sees it progress, opens the report (both pages changed at
// 1440 px) and the preview's changes page links each page's entry; no build ran for any of it.
// Ports: the worker's stack ports 40 (API, the one instance).
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { ClusterStack } from "./cluster-stack";
import { contentRemote, git } from "./content-remote";
import { signInAs } from "./account-support";
import { httpGet } from "./http-get";
import { stackApiPort, stackPort } from "./ports";

// One instance, no balancer: the second instance's and nginx's ports are never used.
const stack = new ClusterStack({ api: stackApiPort(40), a: stackPort(40), b: stackPort(40), nginx: stackPort(40) });
const root = path.resolve(import.meta.dirname, "../..");
const remote = path.join(stack.tempDir, "remote.git");
const scratch = path.join(stack.tempDir, "scratch");
const diffDir = path.join(stack.tempDir, "preview-diff");
const name = `diff-${Date.now().toString(36)}`;
const branch = `content/${name}`;
const buildId = path.join(root, "site", process.env.NEXT_DIST_DIR || ".next", "BUILD_ID");

/** The first intro subtitle of a landing, with words in front: a visible change near the top of the page. */
function changeSubtitle(file: string, words: string) {
  const full = path.join(scratch, "content", "landings", file);
  writeFileSync(full, readFileSync(full, "utf8").replace(/("subtitle": ")/, `$1${words} `));
}

test.describe.configure({ mode: "serial" });
// Four shots, each a page rendered from git for the branch and for production and shot in a browser the diff starts:
// 42 s beside npm test on a machine of middling speed, and over 180 s once on a host three times slower than CI's usual.
test.setTimeout(420_000);

let built = 0;
let head = "";

test.beforeAll(async () => {
  test.setTimeout(360_000);
  built = statSync(buildId).mtimeMs;
  // The remote: this checkout's content as main; the branch changes two landings, pushed as an editor's clone would.
  contentRemote(stack.tempDir);
  git(scratch, "checkout", "-qb", branch);
  changeSubtitle("enterprise.json", "Spring offer for enterprise teams, with a dedicated launch manager.");
  changeSubtitle("use-cases.json", "Six use cases to start with this spring, each with a ready template.");
  git(scratch, "commit", "-qam", "Spring offer");
  git(scratch, "push", "-q", "origin", branch);
  head = git(scratch, "rev-parse", "HEAD");
  await stack.startApi();
  await stack.startSite("A", stack.ports.a, undefined, {
    CONTENT_REMOTE: remote,
    CONTENT_REPOSITORY_DIR: path.join(stack.tempDir, "repository"),
    CONTENT_POLL_MS: "1000",
    PREVIEW_DIFF_DIR: diffDir,
  });
});

test.afterAll(async () => {
  await stack.stopAll();
});

const studioUrl = (pathname: string) => `http://studio.localhost:${stack.ports.a}${pathname}`;
const previewUrl = (pathname: string) => `http://content-${name}.preview.localhost:${stack.ports.a}${pathname}`;

test("a manager runs the branch's visual diff from the branches page: shot on the running site, no build", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(studioUrl("/studio/sign-in"));
  await signInAs(page, "manager");
  await page.goto(studioUrl("/studio/files"));
  const row = page.locator(`tr[data-branch="${branch}"]`);
  await expect(row).toContainText("No errors");
  const run = row.getByRole("button", { name: "Run visual diff" });
  await expect(run).toBeEnabled();

  const started = Date.now();
  await run.click();
  // Running: the button waits, Stop is offered and the shots are counted (2 pages at 375 and 1440 px).
  await expect(row.getByRole("button", { name: "Visual diff running…" })).toBeDisabled();
  await expect(row.getByRole("button", { name: "Stop" })).toBeVisible();
  const status = row.getByRole("status", { name: `Visual diff of ${branch}` });
  await expect(status).toContainText(/\d of 4 shots/, { timeout: 60_000 });
  const link = row.getByRole("link", { name: "Visual diff report" });
  await expect(link).toBeVisible({ timeout: 300_000 });
  const seconds = (Date.now() - started) / 1000;
  test
    .info()
    .annotations.push({ type: "visual diff", description: `2 pages, 4 shots: ${seconds.toFixed(1)} s from Run to the report link` });
  console.log(`visual diff of 2 pages (4 shots) on the running site: ${seconds.toFixed(1)} s from Run to the report link`);
  await expect(status).toContainText(head.slice(0, 7));
  await expect(row.getByRole("button", { name: "Run visual diff" })).toBeEnabled();

  // The report, on the branch's preview host (the Studio links the deployment's domain; the same server answers here).
  const href = new URL((await link.getAttribute("href")) ?? "");
  expect(href.hostname).toMatch(new RegExp(`^content-${name}\\.preview\\.`));
  expect(href.pathname).toBe(`/api/preview-diff/${head}/report.html`);
  // Both pages, each changed at 1440 px.
  await page.goto(previewUrl(href.pathname));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Visual diff: ${branch} against main`);
  for (const pathname of ["/enterprise", "/use-cases"]) {
    const entry = page.locator("article").filter({ has: page.getByRole("heading", { level: 2, name: new RegExp(`${pathname} `) }) });
    await expect(entry).toHaveCount(1);
    const wide = await entry.getByRole("heading", { level: 3, name: /^1440 px/ }).textContent();
    const share = Number(/([\d.]+) % of pixels changed/.exec(wide ?? "")?.[1]);
    expect(share, `${pathname} at 1440 px: ${wide}`).toBeGreaterThan(0);
  }

  // No build ran: the production build served the preview, production and the diff.
  expect(statSync(buildId).mtimeMs).toBe(built);
});

test("the branch's changes page links each page to its entry in that report", async ({ page }) => {
  await page.goto(previewUrl("/_preview/changes"));
  for (const [pathname, id] of [
    ["/enterprise", "com-en-enterprise"],
    ["/use-cases", "com-en-use-cases"],
  ]) {
    const diff = page.locator(`tr[data-path="${pathname}"][data-locale="en"]`).getByRole("link", { name: "Visual diff" });
    await expect(diff).toHaveAttribute("href", `/api/preview-diff/${head}/report.html#${id}`);
  }
  await page.locator('tr[data-path="/enterprise"]').getByRole("link", { name: "Visual diff" }).click();
  await expect(page.locator("article#com-en-enterprise")).toBeVisible();
  // Another branch's host, or a path out of this branch's folder, gets nothing.
  const previewHost = `content-${name}.preview.localhost`;
  expect((await httpGet(stack.ports.a, previewHost, `/api/preview-diff/${head}/pages.json`)).status).toBe(200);
  expect((await httpGet(stack.ports.a, previewHost, `/api/preview-diff/..%2F..%2Fpreview-diff/${head}/pages.json`)).status).toBe(404);
  expect((await httpGet(stack.ports.a, "localhost", `/api/preview-diff/${head}/report.html`)).status).toBe(404);
});
