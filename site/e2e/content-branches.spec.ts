// Content branches without a checkout and without a build (issue 40), against a local bare repository as the remote:
// two site instances of the one production build behind nginx, each with its own bare clone. Two marketers edit one
// branch in the online Studio (a conflict on one file, clean commits on two); the branch's preview shows the edit at
// once and lists exactly the touched pages, with no build run; a reviewer merges in the Studio and both instances
// serve the change; a broken commit pushed straight to main is refused while the old content keeps serving.
// Ports: the worker's stack ports 30 (API, instance A), 31 (instance B), nginx on 93.
import { readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { ClusterStack, type Instance } from "./cluster-stack";
import { contentRemote, git } from "./content-remote";
import { httpGet, httpRequest } from "./http-get";
import { signInAs, type DemoAccount } from "./account-support";
import { stackApiPort, stackPort } from "./ports";
import { blockList, fields, status } from "./studio-support";
import { screenshotPath, seriousAxeViolations } from "./support";

const stack = new ClusterStack({ api: stackApiPort(30), a: stackPort(30), b: stackPort(31), nginx: stackPort(93) });
const root = path.resolve(import.meta.dirname, "../..");
// Made in beforeAll (content-remote.ts).
const remote = path.join(stack.tempDir, "remote.git");
const scratch = path.join(stack.tempDir, "scratch");
const name = `spring-offer-${Date.now().toString(36)}`;
const branch = `content/${name}`;
const buildId = path.join(root, "site", process.env.NEXT_DIST_DIR || ".next", "BUILD_ID");

test.describe.configure({ mode: "serial" });
// The two site instances, whose output a failure shows.
const instances: Instance[] = [];
test.setTimeout(180_000);

test.beforeAll(async () => {
  test.setTimeout(360_000);
  contentRemote(stack.tempDir);
  await stack.startApi();
  const content = (instance: string) => ({
    CONTENT_REMOTE: remote,
    CONTENT_REPOSITORY_DIR: path.join(stack.tempDir, `repository-${instance}`),
    CONTENT_POLL_MS: "1000",
  });
  instances.push(
    ...(await Promise.all([
      stack.startSite("A", stack.ports.a, undefined, content("a")),
      stack.startSite("B", stack.ports.b, undefined, content("b")),
    ])),
  );
  await stack.startNginx();
});

test.afterAll(async () => {
  await stack.stopAll();
});

const studioUrl = (path: string) => `http://studio.localhost:${stack.ports.a}${path}`;
const previewUrl = (path: string) => `http://content-${name}.preview.localhost:${stack.ports.a}${path}`;

async function signedIn(browser: Browser, who: DemoAccount): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await page.goto(studioUrl("/studio/sign-in"));
  await signInAs(page, who);
  return page;
}

async function openOnBranch(page: Page, file: string, on = branch) {
  await page.goto(studioUrl(`/studio/edit?branch=${encodeURIComponent(on)}&file=${file}`));
  await expect(page.locator("[data-studio-ready]")).toBeAttached({ timeout: 60_000 });
  await expect(page.getByRole("heading", { name: "No errors" })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(`[data-studio-branch="${on}"]`)).toBeVisible();
}

async function editSubtitle(page: Page, subtitle: string) {
  await blockList(page)
    .getByRole("button", { name: /^Intro/ })
    .click();
  await fields(page).getByLabel("Subtitle").fill(subtitle);
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

/** Where `text` is not served on /enterprise yet: through nginx, instance A, instance B (none: served everywhere). */
async function notServing(text: string): Promise<string[]> {
  const places = { nginx: stack.ports.nginx, A: stack.ports.a, B: stack.ports.b };
  // An instance that does not answer within seconds is named as such (a poll waiting on it would only time out).
  const answer = (port: number) =>
    Promise.race([
      httpGet(port, "storyfront.com", "/enterprise").then((got) => (got.status === 200 && got.body.includes(text) ? "" : "old")),
      new Promise<string>((resolve) => setTimeout(() => resolve("no answer in 10 s"), 10_000)),
    ]).catch((error: unknown) => String(error));
  const answers = await Promise.all(Object.values(places).map(answer));
  return Object.keys(places).flatMap((place, index) => (answers[index] ? [`${place}: ${answers[index]}`] : []));
}

const enterpriseSubtitle = "Spring offer: enterprise stories with a team at your side.";
const useCasesSubtitle = "Six use cases to start with this spring.";

test("two marketers on one branch: a conflict on the same file, clean commits on two files, each by its author", async ({ browser }) => {
  // Milo Planner (manager) and Ada Keeper (administrator), the demo accounts.
  const [milo, ada] = await Promise.all([signedIn(browser, "manager"), signedIn(browser, "admin")]);
  await milo.goto(studioUrl("/studio/files"));
  await milo.getByLabel("New branch").fill("Spring Offer");
  await milo.getByRole("button", { name: "Create from main" }).click();
  await expect(milo.getByRole("alert").filter({ hasText: "A branch name is" })).toContainText("it has capital letters");
  await milo.getByLabel("New branch").fill(name);
  await milo.getByRole("button", { name: "Create from main" }).click();
  await milo.waitForURL(/\/studio\/edit\?branch=/);

  // Online, the two-build visual diff and "propose" (the branch is the proposal) do not exist; a save sent from another
  // site with Milo's cookie changes nothing.
  // (Plain HTTP with the session cookie: Node's request context cannot resolve studio.localhost.)
  const cookieOf = async (page: Page) =>
    (await page.context().cookies())
      .filter((entry) => entry.domain === "studio.localhost")
      .map((entry) => `${entry.name}=${entry.value}`)
      .join("; ");
  const own = `http://studio.localhost:${stack.ports.a}`;
  const post = (path: string, origin: string, body: unknown, cookie: string) =>
    httpRequest(stack.ports.a, "studio.localhost", path, {
      method: "POST",
      headers: { origin, cookie, "content-type": "application/json", "x-studio-branch": branch },
      body: JSON.stringify(body),
    });
  const milosCookie = await cookieOf(milo);
  expect((await post("/api/studio/diff", own, {}, milosCookie)).status).toBe(404);
  const save = { file: "landings/enterprise.json", data: {}, hash: "" };
  expect([403, 404]).toContain((await post("/api/studio/save", "http://evil.io", save, milosCookie)).status);
  // A signed-in user without the page-edit permission may neither save nor create a branch.
  const plain = await signedIn(browser, "user");
  const plainCookie = await cookieOf(plain);
  expect((await post("/api/studio/save", own, save, plainCookie)).status).toBe(403);
  expect((await post("/api/studio/branches", own, { action: "create", name: "not-allowed" }, plainCookie)).status).toBe(403);
  // Resolving a push conflict and merging are writes too: refused to that user, and to Milo's cookie sent from elsewhere.
  const resolve = { action: "resolve", branch, choices: { "landings/enterprise.json": "mine" } };
  expect((await post("/api/studio/branches", own, resolve, plainCookie)).status).toBe(403);
  expect((await post("/api/studio/branches", own, { action: "merge", branch }, plainCookie)).status).toBe(403);
  expect([403, 404]).toContain((await post("/api/studio/branches", "http://evil.io", resolve, milosCookie)).status);
  expect([403, 404]).toContain((await post("/api/studio/branches", "http://evil.io", { action: "merge", branch }, milosCookie)).status);
  await plain.context().close();

  // Both open the enterprise landing; Milo saves first, Ada's save over the same file is refused and loses nothing.
  await Promise.all([openOnBranch(milo, "landings/enterprise.json"), openOnBranch(ada, "landings/enterprise.json")]);
  await editSubtitle(milo, enterpriseSubtitle);
  await expect(status(milo)).toContainText("Saved landings/enterprise.json.");
  await editSubtitle(ada, "Ada's subtitle that must not overwrite Milo's.");
  // A save checks the whole content of the branch first: seconds on a machine busy with other suites.
  await expect(ada.getByRole("alert").filter({ hasText: "changed on the branch since you opened it" })).toBeVisible({ timeout: 30_000 });
  await expect(fields(ada).getByLabel("Subtitle")).toHaveValue("Ada's subtitle that must not overwrite Milo's.");

  // Ada's change to another file lands on top of Milo's.
  await openOnBranch(ada, "landings/use-cases.json");
  await editSubtitle(ada, useCasesSubtitle);
  await expect(status(ada)).toContainText("Saved landings/use-cases.json.");

  // Both commits reach the remote, by their authors, on the branch only.
  await expect
    .poll(() => git(remote, "log", "--format=%an|%s", `${branch}`, "-3"), { timeout: 30_000 })
    .toBe("Ada Keeper|Save landings/use-cases.json\nMilo Planner|Save landings/enterprise.json\nE2E|Content");
  expect(git(remote, "show", `${branch}:content/landings/enterprise.json`)).toContain(enterpriseSubtitle);
  expect(git(remote, "show", `main:content/landings/enterprise.json`)).not.toContain(enterpriseSubtitle);
  await Promise.all([milo.context().close(), ada.context().close()]);
});

test("the branch's preview shows the edits with no build, lists exactly the touched pages, and production does not", async ({ page }) => {
  const built = statSync(buildId).mtimeMs;
  await page.goto(previewUrl("/enterprise"));
  await expect(page.getByText(enterpriseSubtitle)).toBeVisible();
  await expect(page.getByRole("link", { name: "2 pages changed" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Draft mode" })).toHaveCount(0);
  const answer = await httpGet(stack.ports.a, `content-${name}.preview.localhost`, "/enterprise");
  expect(answer.headers["x-robots-tag"]).toContain("noindex");
  expect(answer.headers["cache-control"]).toContain("no-store");

  await page.goto(previewUrl("/_preview/changes"));
  const rows = page.locator("tr[data-path]");
  await expect(rows.first()).toBeVisible();
  const listed = await rows.evaluateAll((cells) =>
    cells.map((cell) => `${cell.getAttribute("data-locale")} ${cell.getAttribute("data-path")}`),
  );
  expect(listed.sort()).toEqual(["en /enterprise", "en /use-cases"]);
  // Each shows what changed on it, old → new.
  await expect(page.locator('tr[data-path="/enterprise"] [data-value="blocks[0].subtitle"]')).toContainText(`now ${enterpriseSubtitle}`);
  await expect(page.locator('tr[data-path="/use-cases"] [data-value="blocks[0].subtitle"]')).toContainText(`now ${useCasesSubtitle}`);
  await page.screenshot({ path: screenshotPath("preview-changes-old-new.png"), fullPage: true });

  // Production (and the other instance) still serve main; no build ran for any of it.
  expect((await httpGet(stack.ports.b, "storyfront.com", "/enterprise")).body).not.toContain(enterpriseSubtitle);
  expect((await httpGet(stack.ports.a, "storyfront.com", "/enterprise")).body).not.toContain(enterpriseSubtitle);
  expect(statSync(buildId).mtimeMs).toBe(built);
});

test("the branches page, the editor on a branch and its preview on both variants at 375 and 1440 px: nothing too wide, axe clean", async ({
  browser,
}) => {
  const page = await signedIn(browser, "manager");
  await page.goto(studioUrl("/studio"));
  await expect(page.getByRole("navigation", { name: "Studio sections" }).getByRole("link", { name: "Content files" })).toBeVisible();
  const screens: [string, string][] = [
    ["branches", studioUrl("/studio/files")],
    ["branch-editor", studioUrl(`/studio/edit?branch=${encodeURIComponent(branch)}&file=landings/enterprise.json`)],
    // The branch's preview on both site variants, preview bar included.
    ["preview-com", previewUrl("/enterprise")],
    ["preview-ru", `http://content-${name}.preview.ru.localhost:${stack.ports.a}/`],
  ];
  for (const [screen, path] of screens) {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).or(page.locator("[data-studio-ready]")).first()).toBeAttached({ timeout: 60_000 });
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: screenshotPath(`studio-content-${screen}-${width}.png`), fullPage: width === 375 });
      if (screen !== "branch-editor") {
        expect
          .soft(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} at ${width} px`)
          .toBe(true);
      }
    }
    expect.soft(await seriousAxeViolations(page), path).toEqual([]);
  }
  await page.context().close();
});

test("a save made while the remote is away is kept and pushed later; a file someone pushed meanwhile is resolved by choice", async ({
  browser,
}) => {
  const late = `content/${name}-late`;
  const milo = await signedIn(browser, "manager");
  await milo.goto(studioUrl("/studio/files"));
  await milo.getByLabel("New branch").fill(late.slice("content/".length));
  await milo.getByRole("button", { name: "Create from main" }).click();
  await milo.waitForURL(/\/studio\/edit\?branch=/);
  await expect.poll(() => git(remote, "branch", "--list", late), { timeout: 30_000 }).toContain(late);

  // The remote goes away: Milo's save is a commit here, and the editor says it has not reached the remote.
  const away = `${remote}-away`;
  renameSync(remote, away);
  try {
    await openOnBranch(milo, "landings/enterprise.json", late);
    await editSubtitle(milo, "Milo's late subtitle, saved while the remote was away.");
    await expect(status(milo)).toContainText("Saved landings/enterprise.json.");
    await expect(milo.locator(`[data-studio-branch="${late}"]`)).toContainText("not pushed yet", { timeout: 30_000 });
    // Meanwhile someone elsewhere pushes the same file on that branch.
    git(scratch, "fetch", "-q", away, `${late}:${late}`);
    git(scratch, "checkout", "-q", late);
    const file = path.join(scratch, "content", "landings", "enterprise.json");
    writeFileSync(file, readFileSync(file, "utf8").replace(/("subtitle": ")/, "$1Their subtitle from a laptop. "));
    git(scratch, "commit", "-qam", "Their subtitle");
    git(scratch, "push", "-q", away, late);
    git(scratch, "checkout", "-q", "main");
  } finally {
    renameSync(away, remote);
  }
  const theirs = git(remote, "rev-parse", late);

  // Back: the retried push meets their commit on the same file, which is a conflict with a way to resolve it.
  const row = milo.locator(`tr[data-branch="${late}"]`);
  await expect
    .poll(
      async () => {
        await milo.goto(studioUrl("/studio/files"));
        return row.textContent();
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toContain("changed on the remote too");
  await row.getByRole("link", { name: "Resolve" }).click();
  await expect(milo.getByRole("heading", { level: 1 })).toHaveText(`Resolve: ${late}`);
  const card = milo.getByRole("group", { name: "content/landings/enterprise.json" });
  await expect(card.getByRole("region", { name: /^Your changes/ })).toContainText("Milo's late subtitle");
  await milo.screenshot({ path: screenshotPath("studio-content-resolve-1440.png"), fullPage: true });
  expect.soft(await seriousAxeViolations(milo), "the resolve screen").toEqual([]);
  await milo.setViewportSize({ width: 375, height: 900 });
  await milo.screenshot({ path: screenshotPath("studio-content-resolve-375.png"), fullPage: true });
  expect(await milo.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "the resolve screen at 375 px").toBe(true);
  await milo.setViewportSize({ width: 1440, height: 1000 });
  await card.getByLabel("Keep my version (replaces theirs)").check();
  await milo.getByRole("button", { name: "Resolve and push" }).click();
  await milo.waitForURL(/\/studio\/files$/);
  // Milo's version is pushed on top of theirs: their commit stays in the branch's history.
  await expect
    .poll(() => git(remote, "show", `${late}:content/landings/enterprise.json`), { timeout: 30_000 })
    .toContain("Milo's late subtitle");
  expect(git(remote, "merge-base", "--is-ancestor", theirs, late)).toBe("");
  await expect(milo.locator(`tr[data-branch="${late}"]`)).not.toContainText("changed on the remote too");
  await milo.context().close();
});

test("a reviewer merges the branch in the Studio and both instances serve it within seconds", async ({ browser }) => {
  const reviewer = await signedIn(browser, "manager");
  await reviewer.goto(studioUrl("/studio/files"));
  const row = reviewer.locator(`tr[data-branch="${branch}"]`);
  await expect(row).toContainText("No errors");
  await expect(row).toContainText("pushed");
  await row.getByRole("button", { name: "Merge into main" }).click();
  await expect(reviewer.getByRole("status").filter({ hasText: `Merged ${branch}` })).toContainText("production serves it now");
  await expect
    .poll(() => notServing(enterpriseSubtitle), { timeout: 30_000 })
    .toEqual([])
    .catch((error: unknown) => {
      const said = instances.map((one) => `${one.name}: ${one.output().slice(-3000)}`).join("\n");
      throw new Error(`${String(error)}\nThe instances said:\n${said}`);
    });
  expect(git(remote, "show", "main:content/landings/use-cases.json")).toContain(useCasesSubtitle);
  // The merge is recorded with who made it; the branch is closed, here and on the remote.
  expect(git(remote, "log", "-1", "--format=%s / %an", "main")).toBe(`Merge ${branch} into main / Milo Planner`);
  await expect(row).toHaveCount(0);
  const merged = reviewer.getByRole("region", { name: "Recently merged" }).locator(`[data-merged-branch="${branch}"]`);
  await expect(merged).toContainText("merged by");
  expect(git(remote, "branch", "--list", branch)).toBe("");
  await reviewer.context().close();
});

test("a broken commit pushed straight to main is refused, shown to reviewers, and the old content keeps serving", async ({ browser }) => {
  git(scratch, "pull", "-q", "--ff-only", "origin", "main");
  const file = path.join(scratch, "content", "landings", "enterprise.json");
  writeFileSync(
    file,
    readFileSync(file, "utf8").replace(enterpriseSubtitle, "A broken commit").replace('"layout": "landing"', '"layout": "nonsense"'),
  );
  git(scratch, "commit", "-qam", "Break the enterprise landing");
  git(scratch, "push", "-q", "origin", "main");
  const broken = git(scratch, "rev-parse", "--short=12", "HEAD");

  const reviewer = await signedIn(browser, "admin");
  await expect
    .poll(
      async () => {
        await reviewer.goto(studioUrl("/studio/files"));
        return (await reviewer.getByRole("alert").filter({ hasText: "refused" }).allTextContents()).join(" ");
      },
      { timeout: 30_000 },
    )
    .toContain(broken);
  await expect(reviewer.getByRole("alert").filter({ hasText: "refused" })).toContainText("content/landings/enterprise.json");
  expect(await notServing(enterpriseSubtitle)).toEqual([]);
  await reviewer.context().close();
});
