import { expect, type Page } from "@playwright/test";
import { serializeContent } from "@storyfront/content-model";
import { test, type StudioServer } from "./studio-server";
import { seriousAxeViolations } from "./support";
import { blockList, fields, openStudio as openStudioOn, palette, status } from "./studio-support";

// The Studio as a marketer uses it, asserted on the files and git of a copy of content/ in a temporary repo:
// edit a landing (add a block, reorder by keyboard, edit a text, pick a review and an image), save, get refused
// while a field is wrong, meet a file changed on disk, and propose the change on a branch of its own.
let site: StudioServer;
const file = "landings/home.json";

type Json = Record<string, unknown>;
type Block = Json & { type: string };

test.describe.configure({ mode: "serial" });

test.beforeAll(({ studio }) => {
  site = studio;
  studio.restore();
});

const openStudio = (page: Page) => openStudioOn(page, site, file);
const onePixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("a production build has no Studio: /studio and its API answer 404", async ({ request }) => {
  expect((await request.get("/studio")).status()).toBe(404);
  expect((await request.get(`/api/studio/document?file=${file}`)).status()).toBe(404);
  expect((await request.post("/api/studio/save", { data: { file, data: {}, hash: "" } })).status()).toBe(404);
});

test("the Studio answers only this machine's host name and its own page's writes", async ({ request }) => {
  test.setTimeout(240_000);
  expect((await request.get(site.url("/studio"), { headers: { host: "storyfront.com" }, timeout: 240_000 })).status()).toBe(404);
  const save = await request.post(site.url("/api/studio/save"), {
    data: { file, data: {}, hash: "" },
    headers: { origin: "https://evil.io", "sec-fetch-site": "cross-site" },
  });
  expect(save.status()).toBe(404);
  const entry = await request.post(site.url("/api/studio/media-library"), {
    data: { path: "/media/illustrations/hero-phone.svg", entry: { alt: "Cross-site" } },
    headers: { origin: "https://evil.io", "sec-fetch-site": "cross-site" },
  });
  expect(entry.status()).toBe(404);
  expect(site.git("status", "--porcelain")).toBe("");
});

test("a write with the Studio's own Host and Origin forged but without its page's token is refused, and changes nothing", async ({
  request,
}) => {
  test.setTimeout(240_000);
  // What any client reaching the port can send: the headers of the Studio page, without having loaded it.
  const headers = { host: `localhost:${site.port}`, origin: `http://localhost:${site.port}` };
  const opened = (await (await request.get(site.url(`/api/studio/document?file=${file}`), { headers })).json()) as Json;
  const data = JSON.parse(opened.text as string) as { blocks: Block[] };
  data.blocks.reverse();
  const writes = [
    await request.post(site.url("/api/studio/save"), { headers, data: { file, data, hash: opened.hash } }),
    await request.post(site.url("/api/studio/propose"), { headers, data: { name: "forged", message: "Forged" } }),
    await request.post(site.url("/api/studio/landing"), { headers, data: { action: "create", slug: "forged" } }),
    await request.post(site.url("/api/studio/media"), {
      headers,
      multipart: { file: { name: "forged.png", mimeType: "image/png", buffer: onePixelPng }, alt: "Forged" },
    }),
    await request.post(site.url("/api/studio/media-library"), {
      headers,
      data: { path: "/media/illustrations/hero-phone.svg", entry: { alt: "Forged" } },
    }),
  ];
  for (const write of writes) {
    expect(write.status()).toBe(403);
    expect(((await write.json()) as { error: string }).error).toMatch(/needs the token of the Studio page/);
  }
  expect(site.read(file)).toBe(opened.text);
  expect(site.git("status", "--porcelain")).toBe("");
  expect(site.git("branch", "--list", "content/*")).toBe("");
});

test("edit a landing as a marketer: add, reorder, edit, pick; save writes exactly those changes", async ({ page }) => {
  test.setTimeout(300_000);
  const original = site.read(file);
  const expected = JSON.parse(original) as Json & { blocks: Block[] };
  await openStudio(page);
  // The Studio's interface and its canvas frame (studio-a11y.spec.ts scans more states).
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Reorder by keyboard: "For who" goes above "Features".
  await blockList(page)
    .getByRole("button", { name: /^For who/ })
    .focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(blockList(page).getByRole("listitem").nth(2)).toContainText("For who");
  await expect(blockList(page).getByRole("button", { name: /^For who/ })).toBeFocused();
  const [features, forWho] = expected.blocks.slice(2, 4) as [Block, Block];
  expected.blocks.splice(2, 2, forWho, features);

  // Edit a text and pick an image in the intro.
  await blockList(page)
    .getByRole("button", { name: /^Intro/ })
    .click();
  await fields(page).getByLabel("Subtitle").fill("Stories inside your apps, built without code.");
  await fields(page).getByLabel("Picture", { exact: true }).selectOption("/media/illustrations/use-cases.svg");
  const intro = expected.blocks[0] as Block & { image: Json };
  intro.subtitle = "Stories inside your apps, built without code.";
  intro.image = { ...intro.image, src: "/media/illustrations/use-cases.svg" };

  // Pick a review by its author's name, not its slug.
  await blockList(page)
    .getByRole("button", { name: /^Awards/ })
    .click();
  const firstReview = fields(page).getByLabel("Reviews 1", { exact: true });
  await expect(firstReview.locator("option:checked")).toHaveText("Ada Moreno — Head of Product, Northwind Bank");
  await firstReview.selectOption({ label: "Amara Singh — Marketing Lead, Greenbasket" });
  const awards = expected.blocks.find((block) => block.type === "awards") as Block & { reviews: string[] };
  awards.reviews[0] = "amara-singh";

  // Add a block from the palette, at the end, and fill in what it needs.
  await blockList(page)
    .getByRole("button", { name: /^Sales block/ })
    .click();
  // Enter on a palette entry adds its block below the selected one.
  await palette(page).getByRole("button", { name: "Cta", exact: true }).press("Enter");
  await expect(blockList(page).getByRole("listitem")).toHaveCount(expected.blocks.length + 1);
  // It arrives with its example texts (the block's first fixture), not a row of empty fields named as errors.
  await expect(fields(page).getByLabel("Title", { exact: true })).toHaveValue("Try Storyfront free for 30 days");
  await expect(page.getByRole("heading", { name: "No errors" })).toBeVisible();
  await fields(page).getByLabel("Title", { exact: true }).fill("Start your free trial");
  const button = fields(page).getByRole("group", { name: "Button", exact: true });
  await button.getByLabel("Label").fill("Try it free");
  await button.getByLabel("Link").fill("");
  await expect(page.getByRole("heading", { name: /errors?$/ })).toContainText("1 error");
  await button.getByLabel("Link").fill("/sales");
  expected.blocks.push({
    type: "cta",
    title: "Start your free trial",
    text: "No credit card required.",
    button: { label: "Try it free", href: "/sales" },
    secondaryButton: { label: "See pricing", href: "/pricing" },
  });
  await expect(page.getByRole("heading", { name: "No errors" })).toBeVisible();

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(status(page)).toContainText(`Saved ${file}.`);
  expect(site.read(file)).toBe(serializeContent(file, expected));
  expect(site.git("diff", "--name-only")).toBe(`content/${file}`);
});

test("an error shows at its field and in the list, and Save is refused until it is fixed", async ({ page }) => {
  const saved = site.read(file);
  await openStudio(page);
  await blockList(page).getByRole("button", { name: /^Cta/ }).click();
  await fields(page).getByLabel("Title", { exact: true }).fill("");
  const atField = fields(page).locator('[data-field-problems="blocks[10].title"]');
  await expect(atField).toContainText("the text is empty");
  await expect(atField).toContainText("write the text");
  await expect(page.getByRole("heading", { name: "1 error" })).toBeVisible();
  // The list names the block and the field as the form does; the field's path is only a detail.
  const listed = page.getByRole("region", { name: "1 error" });
  await expect(listed.getByRole("button", { name: "Cta › Title: write the text" })).toBeVisible();
  await expect(listed).toContainText("Field blocks[10].title");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(status(page)).toContainText("Save refused");
  expect(site.read(file)).toBe(saved);
  // Undo brings the title back, and with it a clean document.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("heading", { name: "No errors" })).toBeVisible();
  await blockList(page).getByRole("button", { name: /^Cta/ }).click();
  await expect(fields(page).getByLabel("Title", { exact: true })).toHaveValue("Start your free trial");
});

test("a file changed on disk since it was opened is never overwritten: the conflict shows and reload offers the disk's version", async ({
  page,
}) => {
  await openStudio(page);
  const onDisk = site.read(file).replace('"Success stories"', '"Stories of success"');
  site.save(file, onDisk);
  await blockList(page)
    .getByRole("button", { name: /^Intro/ })
    .click();
  await fields(page).getByLabel("Subtitle").fill("An edit made in the Studio meanwhile.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "changed on disk" })).toBeVisible();
  expect(site.read(file)).toBe(onDisk);
  await page.getByRole("button", { name: "Reload from disk" }).click();
  // The edit made meanwhile is not saved: the reload asks before it throws it away.
  await page
    .getByRole("alertdialog", { name: "Reload from disk and lose your unsaved edits?" })
    .getByRole("button", { name: "Reload and lose my edits" })
    .click();
  await expect(status(page)).toContainText(`Reloaded ${file} from disk.`);
  await expect(blockList(page).getByRole("button", { name: /^Successes: Stories of success/ })).toBeVisible();
  await blockList(page)
    .getByRole("button", { name: /^Intro/ })
    .click();
  await expect(fields(page).getByLabel("Subtitle")).toHaveValue("Stories inside your apps, built without code.");
});

test("a French translation shows the English text under each field and saves its own file", async ({ page }) => {
  const frFile = "landings/home.fr.json";
  const expected = JSON.parse(site.read(frFile)) as Json & { blocks: (Block & { titleLines: string[] })[] };
  await page.goto(site.url(`/studio?file=${frFile}`), { timeout: 240_000 });
  await expect(page.locator("[data-studio-ready]")).toBeAttached({ timeout: 60_000 });
  await blockList(page)
    .getByRole("button", { name: /^Intro/ })
    .click();
  const firstLine = fields(page).getByLabel("Title lines 1", { exact: true });
  await expect(firstLine.locator("xpath=following-sibling::p[1]")).toHaveText("English: In-app stories");
  await firstLine.fill("Des stories in-app");
  await expect(page.getByRole("heading", { name: "No errors" })).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(status(page)).toContainText(`Saved ${frFile}.`);
  (expected.blocks[0] as Block & { titleLines: string[] }).titleLines[0] = "Des stories in-app";
  expect(site.read(frFile)).toBe(serializeContent(frFile, expected));
  // Leave the branch to propose with the English page's change only.
  site.git("checkout", "--", `content/${frFile}`);
});

test("propose: the changed files and pages are listed, and one commit lands on a new content/ branch", async ({ page }) => {
  await openStudio(page);
  await page.getByRole("button", { name: "Propose change" }).click();
  const panel = page.getByRole("dialog", { name: "Propose this change" });
  await expect(panel.getByRole("list", { name: "Changed files" })).toHaveText(`modified: ${file}`);
  await expect(panel.getByRole("list", { name: "Changed pages" }).getByRole("listitem").first()).toContainText(
    `changed: / (en) — because of ${file} (modified)`,
  );
  await panel.getByLabel("Branch name").fill("home-refresh");
  await panel.getByLabel("Message").fill("Home: a shorter intro, a new review and a trial call to action");
  await panel.getByRole("button", { name: "Commit to a new branch" }).click();
  // The panel's other status is the visual diff's, which shows the Studio's last run (another spec's, in this Studio).
  await expect(panel.locator('p[role="status"]')).toContainText("to content/home-refresh.");

  expect(site.git("rev-list", "--count", "main..content/home-refresh")).toBe("1");
  expect(site.git("diff", "--name-only", "main", "content/home-refresh")).toBe(`content/${file}`);
  expect(site.git("show", "-s", "--format=%an <%ae>|%s", "content/home-refresh")).toBe(
    "Mira Marketer <mira@example.com>|Home: a shorter intro, a new review and a trial call to action",
  );
  expect(site.git("show", `content/home-refresh:content/${file}`)).toBe(site.read(file).trimEnd());
  // The marketer's checkout is as it was: still on main, the edit still in the working tree.
  expect(site.git("branch", "--show-current")).toBe("main");
  expect(site.git("status", "--porcelain")).toBe(`M content/${file}`);
});
