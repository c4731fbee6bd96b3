// One Studio for every Studio spec of a worker: `next dev` as `npm run studio` runs it, on a copy of content/ in a
// temporary git repository. Its start and first compile took each spec file about 40 s of its own; now a worker pays
// them once, and each file begins from the content as the spec run began: `studio.restore()` puts the repository
// back with git (working tree, main, no other branch) in the file's beforeAll.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test as base, type Browser } from "@playwright/test";
import { NextDevSite } from "./next-dev-site";
import { stackPort } from "./ports";

/**
 * The visual diff's runs: a stand-in script speaks for `npm run preview:diff` (its builds take minutes) and writes
 * its report here (studio-flow.spec.ts drives it).
 */
export const studioDiffDir = mkdtempSync(path.join(os.tmpdir(), "storyfront-studio-diff-"));

export class StudioServer extends NextDevSite {
  private readonly startCommit: string;

  constructor(port: number) {
    super(port, { studio: true });
    this.startCommit = this.git("rev-parse", "HEAD");
  }

  /** The repository as the run began: main at its first commit, files as committed, no other branch or worktree. */
  restore() {
    this.git("checkout", "-q", "-f", "main");
    this.git("reset", "-q", "--hard", this.startCommit);
    this.git("clean", "-q", "-f", "-d", "-x");
    this.git("worktree", "prune");
    const branches = this.git("for-each-ref", "--format=%(refname:short)", "refs/heads").split("\n");
    const others = branches.filter((branch) => branch !== "" && branch !== "main");
    if (others.length > 0) this.git("branch", "-q", "-D", ...others);
  }
}

/** next dev compiles the Studio, its preview frame and its route handlers on first use, and may reload the page once
 * after compiling: every one is asked for here, so the specs act on settled pages. */
async function warmUp(browser: Browser, studio: StudioServer) {
  const page = await browser.newPage();
  for (const file of ["landings/home.json", "landings/home.fr.json", "case-studies/greenbasket-weekly-offers.mdx"]) {
    await page.goto(studio.url(`/studio?file=${file}`), { timeout: 240_000 });
    await expect(page.locator("[data-studio-ready]")).toBeAttached({ timeout: 120_000 });
    await expect(page.getByRole("heading", { name: "No errors" })).toBeVisible({ timeout: 120_000 });
  }
  // A long-form page renders in a frame of its own (the Studio's preview route).
  const rendered = page.frameLocator('iframe[title="Rendered page"]');
  await expect(rendered.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 120_000 });
  await page.evaluate(async () => {
    const post = (route: string) => fetch(route, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    await Promise.all([
      ...["save", "propose", "landing", "preview", "documents"].map((route) => post(`/api/studio/${route}`)),
      fetch("/api/studio/media", { method: "POST" }),
      fetch("/api/studio/media-library"),
      ...["changes", "diff", "diff/report", "document?file=landings/home.json"].map((route) => fetch(`/api/studio/${route}`)),
    ]);
  });
  await page.waitForTimeout(2_000);
  await page.close();
  expect(studio.git("status", "--porcelain")).toBe("");
}

export const test = base.extend<object, { studio: StudioServer }>({
  studio: [
    async ({ browser }, use) => {
      process.env.STUDIO_DIFF_SCRIPT = path.join(import.meta.dirname, "visual-diff-stand-in.ts");
      process.env.PREVIEW_DIFF_DIR = studioDiffDir;
      const studio = new StudioServer(Number(process.env.E2E_STUDIO_PORT ?? stackPort(60)));
      await studio.start();
      await warmUp(browser, studio);
      await use(studio);
      await studio.stop();
      rmSync(studioDiffDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 360_000 },
  ],
});
