import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { landingScaffold, serializeContent } from "@storyfront/content-model";
import { studioDiffDir, test, type StudioServer } from "./studio-server";
import { screenshotPath } from "./support";

// The Studio's page and review flows, asserted on the files and git of a copy of content/ in a temporary repo:
// pages from the template, duplicated and deleted (refused while linked); a translation made and flagged field by
// field; unsaved edits guarded; images uploaded within limits; a proposal with its exact pages, how to preview it
// and its visual diff. The visual diff's builds take minutes, so a stand-in script speaks for preview:diff here.
let site: StudioServer;
const root = path.resolve(import.meta.dirname, "../..");

/** Whether a process still runs (signal 0 only asks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

type Json = Record<string, unknown>;
type Block = Json & { type: string };

test.describe.configure({ mode: "serial" });

test.beforeAll(({ studio }) => {
  site = studio;
  studio.restore();
});

async function openStudio(page: Page, file: string) {
  await page.goto(site.url(`/studio?file=${file}`), { timeout: 240_000 });
  await settled(page);
}

/** The Studio is ready and has checked the document once. */
async function settled(page: Page) {
  await expect(page.locator("[data-studio-ready]")).toBeAttached({ timeout: 60_000 });
  await expect(page.getByRole("heading", { name: /^(No errors|\d+ errors?)/ })).toBeVisible({ timeout: 30_000 });
}

/** `git status` of the copy, one "M file" or "?? file" per changed file, in order. */
const changed = () =>
  site
    .git("status", "--porcelain", "--untracked-files=all")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .sort();

const blockList = (page: Page) => page.getByRole("list", { name: "Blocks on this page" });
const fields = (page: Page) => page.getByRole("complementary", { name: "Fields" });
const status = (page: Page) => page.getByRole("status").first();
const pagesDialog = async (page: Page) => {
  await page.getByRole("button", { name: "Pages…" }).click();
  return page.getByRole("dialog", { name: "Pages" });
};
const selectBlock = (page: Page, name: string) =>
  blockList(page)
    .getByRole("button", { name: new RegExp(`^${name}`) })
    .click();

test("a production build has none of it: the visual diff's routes answer 404", async ({ request }) => {
  expect((await request.get("/api/studio/diff")).status()).toBe(404);
  expect((await request.post("/api/studio/diff", { data: {} })).status()).toBe(404);
  expect((await request.get("/api/studio/diff/report")).status()).toBe(404);
  expect((await request.post("/api/studio/diff/stop", { data: {} })).status()).toBe(404);
});

test("create a landing from the template, duplicate it, and delete: refused while another page links to it", async ({ page }) => {
  test.setTimeout(180_000);
  await openStudio(page, "landings/home.json");
  let dialog = await pagesDialog(page);
  await dialog.getByLabel("New page name").fill("pet-care");
  await dialog.getByRole("button", { name: "Create from the template" }).click();
  await page.waitForURL(/file=landings%2Fpet-care\.json/);
  await settled(page);
  // The same scaffold, byte for byte, as npm run new:landing writes.
  expect(site.read("landings/pet-care.json")).toBe(serializeContent("landings/pet-care.json", landingScaffold("pet-care")));
  expect(site.git("status", "--porcelain")).toBe("?? content/landings/pet-care.json");

  dialog = await pagesDialog(page);
  await dialog.getByLabel("New page name").fill("pet-care-copy");
  await dialog.getByRole("button", { name: "Duplicate this page under that name" }).click();
  await page.waitForURL(/file=landings%2Fpet-care-copy\.json/);
  await settled(page);
  const copy = { ...landingScaffold("pet-care"), slug: "pet-care-copy", path: "/solutions/pet-care-copy" };
  expect(site.read("landings/pet-care-copy.json")).toBe(serializeContent("landings/pet-care-copy.json", copy));

  // The copy links to the first page: now that one cannot go.
  await selectBlock(page, "Intro");
  await fields(page).getByRole("group", { name: "Secondary button" }).getByLabel("Link").fill("/solutions/pet-care");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(status(page)).toContainText("Saved landings/pet-care-copy.json.");
  expect(changed()).toEqual(["?? content/landings/pet-care-copy.json", "?? content/landings/pet-care.json"]);

  await openStudio(page, "landings/pet-care.json");
  page.once("dialog", (confirm) => void confirm.accept());
  await (await pagesDialog(page)).getByRole("button", { name: "Delete this page" }).click();
  const refusal = page.getByRole("dialog", { name: "Pages" }).getByRole("alert");
  await expect(refusal).toContainText("other pages link to /solutions/pet-care (landings/pet-care-copy.json): change their links first");
  await expect(refusal.getByRole("listitem")).toHaveText([
    "landings/pet-care-copy.json: the page /solutions/pet-care-copy links to /solutions/pet-care",
  ]);
  expect(existsSync(path.join(site.contentDir, "landings/pet-care.json"))).toBe(true);

  // Nobody links to the copy: it goes, and then so can the first page.
  for (const file of ["landings/pet-care-copy.json", "landings/pet-care.json"]) {
    await openStudio(page, file);
    page.once("dialog", (confirm) => void confirm.accept());
    await (await pagesDialog(page)).getByRole("button", { name: "Delete this page" }).click();
    await page.waitForURL(/file=landings%2Fhome\.json/);
    await settled(page);
    expect(existsSync(path.join(site.contentDir, file))).toBe(false);
  }
  expect(site.git("status", "--porcelain")).toBe("");
});

test("translate this page: a file with the source's structure, each text flagged until it is translated", async ({ page }) => {
  test.setTimeout(120_000);
  const file = "landings/use-cases.de.json";
  await openStudio(page, "landings/use-cases.json");
  await (await pagesDialog(page)).getByRole("button", { name: "Translate this page into de" }).click();
  await page.waitForURL(/file=landings%2Fuse-cases\.de\.json/);
  await settled(page);
  expect(site.read(file)).toBe(site.read("landings/use-cases.json"));
  expect(site.git("status", "--porcelain")).toBe(`?? content/${file}`);
  await expect(page.getByLabel("Language")).toHaveValue("de");
  const summary = page.getByRole("region", { name: "Translation of landings/use-cases.json" });
  await expect(summary).toContainText("still the same as the English");

  await selectBlock(page, "Intro");
  const subtitle = fields(page).getByLabel("Subtitle");
  const english = subtitle.locator("xpath=following-sibling::p[1]");
  await expect(english).toHaveAttribute("data-source-flag", "same as English");
  await subtitle.fill("Sechs Anwendungsfälle, mit denen unsere Kunden beginnen, und die Ergebnisse, die sie gemessen haben.");
  await expect(english).not.toHaveAttribute("data-source-flag");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(status(page)).toContainText(`Saved ${file}.`);
  const expected = JSON.parse(site.read("landings/use-cases.json")) as Json & { blocks: Block[] };
  expected.blocks[0]!.subtitle = "Sechs Anwendungsfälle, mit denen unsere Kunden beginnen, und die Ergebnisse, die sie gemessen haben.";
  expect(site.read(file)).toBe(serializeContent(file, expected));
  rmSync(path.join(site.contentDir, file));
});

test("a translation older than its source flags the English texts that changed since, from git history", async ({ page }) => {
  // The English intro is reworded in a commit after the French file's last one.
  const home = JSON.parse(site.read("landings/home.json")) as Json & { blocks: Block[] };
  home.blocks[0]!.subtitle = "Onboarding, news and promos as stories inside your apps, built without code.";
  site.save("landings/home.json", serializeContent("landings/home.json", home));
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  execFileSync("git", ["commit", "-qam", "Home: a shorter intro"], {
    cwd: site.folder,
    env: { ...process.env, GIT_AUTHOR_DATE: tomorrow, GIT_COMMITTER_DATE: tomorrow },
  });

  await openStudio(page, "landings/home.fr.json");
  const summary = page.getByRole("region", { name: "Translation of landings/home.json" });
  await expect(summary).toContainText("Older than the English");
  await expect(summary).toContainText("by git): 1 English text changed since: Intro › Subtitle");
  await expect(summary).toContainText("2 fields missing: Successes › Button › Label; Successes › Button › Link");
  await selectBlock(page, "Intro");
  const flagOf = (label: string) => fields(page).getByLabel(label, { exact: true }).locator("xpath=following-sibling::p[1]");
  await expect(flagOf("Subtitle")).toHaveAttribute("data-source-flag", "English changed since");
  await expect(flagOf("Subtitle")).toContainText(`English: ${String(home.blocks[0]!.subtitle)} · English changed since`);
  await expect(flagOf("Title lines 1")).not.toHaveAttribute("data-source-flag");
  // Updating the text is what clears it.
  await fields(page).getByLabel("Subtitle", { exact: true }).fill("Onboarding, nouveautés et promos en stories dans vos apps, sans code.");
  await expect(flagOf("Subtitle")).not.toHaveAttribute("data-source-flag");
  expect(site.git("status", "--porcelain")).toBe("");
});

test("unsaved edits: switching pages asks in the Studio, closing the tab asks the browser", async ({ page }) => {
  // Two pages opened and checked (settled waits for the checker's first answer, no longer for "No errors" shown before it).
  test.setTimeout(60_000);
  await openStudio(page, "landings/home.json");
  await selectBlock(page, "Intro");
  const subtitle = fields(page).getByLabel("Subtitle", { exact: true });
  await subtitle.fill("Words not saved yet.");
  await expect(status(page)).toContainText("unsaved edits");

  await page.getByRole("combobox", { name: /^Page/ }).selectOption("landings/enterprise.json");
  const ask = page.getByRole("alertdialog", { name: "Leave this page with unsaved edits?" });
  await expect(ask).toContainText("Your edits to landings/home.json are not saved.");
  await expect(ask.getByRole("button", { name: "Stay and keep editing" })).toBeFocused();
  await ask.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(ask).toBeHidden();
  expect(page.url()).toContain("file=landings/home.json");
  await expect(page.getByRole("combobox", { name: /^Page/ })).toHaveValue("landings/home.json");
  await expect(subtitle).toHaveValue("Words not saved yet.");

  const beforeUnload = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const question = await beforeUnload;
  expect(question.type()).toBe("beforeunload");
  await question.dismiss();
  expect(page.isClosed()).toBe(false);
  await expect(subtitle).toHaveValue("Words not saved yet.");

  // Opening another page from the Studio is a client-side navigation: the tab is not reloaded (this mark stays).
  await page.evaluate(() => Object.assign(window, { studioTabMark: true }));
  await page.getByRole("combobox", { name: /^Page/ }).selectOption("landings/enterprise.json");
  await ask.getByRole("button", { name: "Leave without saving" }).click();
  await page.waitForURL(/file=landings%2Fenterprise\.json/);
  await settled(page);
  expect(site.git("status", "--porcelain")).toBe("");
  expect(await page.evaluate(() => "studioTabMark" in window)).toBe(true);

  // Saved edits leave without a question.
  await selectBlock(page, "Intro");
  await fields(page).getByLabel("Subtitle", { exact: true }).fill("Saved words.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(status(page)).toContainText("Saved landings/enterprise.json.");
  await page.getByRole("combobox", { name: /^Page/ }).selectOption("landings/home.json");
  await page.waitForURL(/file=landings%2Fhome\.json/);
  // A new editor for the page opened, with that file's words, nothing of the other page's.
  await settled(page);
  await selectBlock(page, "Intro");
  const intro = (JSON.parse(site.read("landings/home.json")) as { blocks: Block[] }).blocks.find((block) => block.type === "intro");
  await expect(fields(page).getByLabel("Subtitle", { exact: true })).toHaveValue(String(intro?.subtitle));
  expect(await page.evaluate(() => "studioTabMark" in window)).toBe(true);
  site.git("checkout", "--", "content/landings/enterprise.json");
});

// A 1×1 PNG, and files the picker must refuse.
const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const oversized = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]);

test("upload an image in the picker and pick it; a file too big or of the wrong type is refused with the reason", async ({ page }) => {
  await openStudio(page, "landings/home.json");
  await selectBlock(page, "Intro");
  const image = fields(page).getByRole("group", { name: /^Image/ });
  const upload = image.getByLabel(/^Upload an image for picture/);
  const refusal = image.getByRole("alert");
  const uploads = () =>
    existsSync(path.join(site.contentDir, "media/uploads")) ? readdirSync(path.join(site.contentDir, "media/uploads")) : [];

  await upload.setInputFiles({ name: "Huge Photo.png", mimeType: "image/png", buffer: oversized });
  await expect(refusal).toHaveText("Not uploaded: Huge Photo.png is 3.0 MB; images may be up to 2 MB. Make it smaller and try again.");
  await upload.setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
  });
  await expect(refusal).toHaveText("Not uploaded: logo.svg is not a PNG, JPEG, WebP or GIF image (SVG files go through a code review).");
  // Named and typed as a PNG, but not one: the server reads the bytes and says so.
  await upload.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await expect(refusal).toHaveText(
    "Not uploaded: only PNG, JPEG, WebP and GIF images can be uploaded (SVG files go through a code review)",
  );
  expect(uploads()).toEqual([]);

  await upload.setInputFiles({ name: "Team Photo.png", mimeType: "image/png", buffer: png });
  await expect(image.getByLabel("Picture", { exact: true })).toHaveValue("/media/uploads/team-photo.png");
  await expect(refusal).toBeHidden();
  expect(readFileSync(path.join(site.contentDir, "media/uploads/team-photo.png"))).toEqual(png);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(status(page)).toContainText("Saved landings/home.json.");
  const home = JSON.parse(site.git("show", "HEAD:content/landings/home.json")) as Json & { blocks: (Block & { image: Json })[] };
  home.blocks[0]!.image = { ...home.blocks[0]!.image, src: "/media/uploads/team-photo.png" };
  expect(site.read("landings/home.json")).toBe(serializeContent("landings/home.json", home));
  expect(changed()).toEqual(["?? content/media/uploads/team-photo.png", "M content/landings/home.json"]);
});

test("propose: the exact pages the change touches, one commit on content/<name>, how to preview it, and its visual diff", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Besides the home page's new photo: a catalogue entry, which its own page and the solutions list read.
  await openStudio(page, "solutions/abtesting.json");
  await fields(page).locator("input[name=name]").fill("A/B tests");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(status(page)).toContainText("Saved solutions/abtesting.json.");
  await page.getByRole("button", { name: "Propose change" }).click();
  const panel = page.getByRole("dialog", { name: "Propose this change" });
  // The first answer scans the site's code for the message keys each page reads: it may take a while on a busy machine.
  await expect(panel.getByRole("list", { name: "Changed files" }).getByRole("listitem")).toHaveText(
    ["modified: landings/home.json", "added: media/uploads/team-photo.png", "modified: solutions/abtesting.json"],
    { timeout: 30_000 },
  );
  const listed = panel.getByRole("list", { name: "Changed pages" }).getByRole("listitem");
  await expect(listed).toHaveText([
    "changed: / (en) — because of landings/home.json (modified), media media/uploads/team-photo.png (added)",
    "changed: /solutions (en) — because of solutions/abtesting.json (modified)",
    "changed: /solutions/abtesting (en) — because of solutions/abtesting.json (modified)",
  ]);
  // The same pages as npm run preview:changes finds for this checkout.
  const cli = JSON.parse(
    execFileSync(
      path.join(root, "node_modules/.bin/tsx"),
      ["scripts/src/preview/changes-cli.ts", "--base", "main", "--content", site.contentDir, "--format", "json"],
      { cwd: root, encoding: "utf8" },
    ),
  ) as { pages: { variant: string; locale: string; path: string }[] };
  expect(cli.pages.map((found) => `${found.variant} ${found.locale} ${found.path}`)).toEqual([
    "com en /",
    "com en /solutions",
    "com en /solutions/abtesting",
  ]);

  await panel.getByLabel("Branch name").fill("home-photo");
  await panel.getByLabel("Message").fill("Home: our team's photo in the intro; A/B tests renamed");
  await panel.getByRole("button", { name: "Commit to a new branch" }).click();
  await expect(panel.getByRole("status").first()).toHaveText(/^Committed [0-9a-f]{7} to content\/home-photo\.$/);
  const commit = site.git("rev-parse", "content/home-photo");
  await expect(panel.getByRole("status").first()).toHaveText(`Committed ${commit.slice(0, 7)} to content/home-photo.`);
  expect(site.git("rev-list", "--count", "main..content/home-photo")).toBe("1");
  expect(site.git("diff", "--name-only", "main", "content/home-photo").split("\n")).toEqual([
    "content/landings/home.json",
    "content/media/uploads/team-photo.png",
    "content/solutions/abtesting.json",
  ]);
  expect(site.git("branch", "--show-current")).toBe("main");

  // How to open the preview: npm run preview as that branch, beside the Studio, and its changes page.
  const preview = panel.getByRole("region", { name: "Open the preview" });
  await expect(preview.locator("pre")).toHaveText(
    `PORT=${site.port + 1} API_PORT=${site.port + 1001} SITE_PREVIEW_BRANCH=content/home-photo SITE_PREVIEW_COMMIT=${commit} ` +
      "SITE_PREVIEW_BASE=main npm run preview",
  );
  await expect(preview.getByRole("link", { name: `http://localhost:${site.port + 1}/_preview/changes` })).toBeVisible();
  // And each changed page on that preview, one link apiece.
  await expect(preview.getByRole("list", { name: "Changed pages on the preview" }).getByRole("link")).toHaveText(
    ["/", "/solutions", "/solutions/abtesting"].map((pathname) => `http://localhost:${site.port + 1}${pathname}`),
  );
  await expect(preview).toContainText("git push -u origin content/home-photo");

  // The visual diff, on demand, with its progress and its report.
  const diff = panel.getByRole("region", { name: "Visual diff" });
  await diff.getByRole("button", { name: "Run the visual diff" }).click();
  const progress = diff.getByRole("status", { name: "Visual diff progress" });
  // Starting compiles nothing, but a busy machine may take a while to spawn it.
  await expect(progress).toContainText("Running against main", { timeout: 30_000 });
  await expect(progress).toContainText("Building base main");
  await expect(diff.getByRole("progressbar", { name: "Shots taken" })).toHaveAttribute("value", "0");
  await expect(diff.getByRole("button", { name: "Run the visual diff again" })).toBeDisabled();
  // Stopped while it builds: its process ends, the panel says so, and it runs again.
  const pidFile = path.join(studioDiffDir, "stand-in.pid");
  await expect.poll(() => existsSync(pidFile)).toBe(true);
  const standIn = Number(readFileSync(pidFile, "utf8"));
  await diff.getByRole("button", { name: "Stop the visual diff" }).click();
  await expect(progress).toContainText(/Stopped after \d+ s; no report was written\./);
  await expect(diff.getByRole("link", { name: "Open the visual diff report" })).toHaveCount(0);
  await expect.poll(() => isRunning(standIn)).toBe(false);
  await diff.getByRole("button", { name: "Run the visual diff again" }).click();
  await expect(progress).toContainText("Building base main", { timeout: 30_000 });
  await expect(diff.getByRole("button", { name: "Stop the visual diff" })).toBeVisible();
  await diff.screenshot({ path: screenshotPath("studio-visual-diff-running.png") });
  writeFileSync(path.join(studioDiffDir, "go"), "");
  await expect(progress).toContainText(/Done in \d+ s: 2 of 2 shots compared against main\./);
  await expect(diff.getByRole("progressbar", { name: "Shots taken" })).toHaveAttribute("value", "2");
  const report = diff.getByRole("link", { name: "Open the visual diff report" });
  const answer = await request.get(site.url((await report.getAttribute("href")) ?? ""));
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("text/html");
  expect(await answer.text()).toContain("Visual diff against main");
  // Nothing of the diff lands in the content or on the branch.
  expect(changed()).toEqual([
    "?? content/media/uploads/team-photo.png",
    "M content/landings/home.json",
    "M content/solutions/abtesting.json",
  ]);
});
