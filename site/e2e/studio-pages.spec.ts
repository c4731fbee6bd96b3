import { existsSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { formatContentFile } from "@storyfront/content-model";
import { test, type StudioServer } from "./studio-server";

// Long-form MDX pages and library entries in the Studio, as a marketer edits them, asserted on the files and git of
// a copy of content/ in a temporary repo: a case study's front matter, text and placed block, with the rendered page
// following the edits; an MDX error that blocks Save; a page changed on disk meanwhile; a review edited as a form;
// "Checking…" before the first check; reviews and case studies created, duplicated and deleted (refused while used);
// unsaved edits guarded as on landings.
let site: StudioServer;
const caseStudy = "case-studies/greenbasket-weekly-offers.mdx";
const review = "reviews/ada-moreno.json";

test.describe.configure({ mode: "serial" });

test.beforeAll(({ studio }) => {
  site = studio;
  studio.restore();
});

async function open(page: Page, file: string) {
  await page.goto(site.url(`/studio?file=${file}`), { timeout: 240_000 });
  await expect(page.locator("[data-studio-ready]")).toBeAttached({ timeout: 60_000 });
  await expect(page.getByRole("heading", { name: "No errors" })).toBeVisible({ timeout: 30_000 });
}

const fields = (page: Page) => page.getByRole("complementary", { name: "Fields" });
const text = (page: Page) => page.getByRole("textbox", { name: "Text (MDX)" });
const status = (page: Page) => page.getByRole("status").first();
const renderedPage = (page: Page) => page.frameLocator('iframe[title="Rendered page"]');
const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true }).click();

/** The lines `git diff` shows removed and added in a file of the content copy. */
function diffLines(file: string) {
  const lines = site.git("diff", "--unified=0", "--", `content/${file}`).split("\n");
  return {
    removed: lines.filter((line) => line.startsWith("-") && !line.startsWith("---")).map((line) => line.slice(1)),
    added: lines.filter((line) => line.startsWith("+") && !line.startsWith("+++")).map((line) => line.slice(1)),
  };
}

test("a production build has no preview frame: /studio/preview and its API answer 404", async ({ request }) => {
  expect((await request.get(`/studio/preview?file=${caseStudy}&session=0123456789`)).status()).toBe(404);
  const draft = { file: caseStudy, session: "0123456789", version: 1, document: { frontMatter: {}, body: "" } };
  expect((await request.post("/api/studio/preview", { data: draft })).status()).toBe(404);
});

test("the navigation offers long-form pages and library entries by kind, under their names", async ({ page }) => {
  await open(page, caseStudy);
  const picker = page.getByRole("combobox", { name: /^Page/ });
  await expect(picker.locator("option:checked")).toHaveText("Greenbasket's weekly offers reach every shopper");
  for (const group of ["Landings", "Case studies (success stories)", "Guides and white papers", "Legal pages", "Reviews"])
    await expect(picker.locator(`optgroup[label="${group}"]`)).toHaveCount(1);
  await expect(picker.locator('optgroup[label="Reviews"] option').first()).toHaveText(/ — /);
  await picker.selectOption({ label: "Ada Moreno — Head of Product, Northwind Bank" });
  await expect(page).toHaveURL(new RegExp(`file=${encodeURIComponent(review)}`));
  await expect(page.getByRole("heading", { name: "No errors" })).toBeVisible({ timeout: 30_000 });
});

test(
  "edit a case study: a front matter field, a paragraph and a placed block's field; " +
    "the rendered page follows; Save writes exactly those lines",
  async ({ page }) => {
    test.setTimeout(120_000);
    await open(page, caseStudy);
    const { violations } = await new AxeBuilder({ page }).exclude('iframe[title="Rendered page"]').analyze();
    expect(
      violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
    const rendered = renderedPage(page);
    await expect(rendered.getByRole("heading", { level: 1 })).toHaveText("Greenbasket's weekly offers reach every shopper");

    await fields(page).getByLabel("Title", { exact: true }).first().fill("Greenbasket puts its weekly offers in stories");
    const body = await text(page).inputValue();
    await text(page).fill(body.replace("kept the winner.", "kept the best one."));
    const results = page.locator('[data-placed-block="results"]');
    await results.getByRole("group", { name: "Items 2" }).getByLabel("Number").fill("+18%");

    await expect(rendered.getByRole("heading", { level: 1 })).toHaveText("Greenbasket puts its weekly offers in stories");
    await expect(rendered.getByText("A/B tests and kept the best one.")).toBeVisible();
    await expect(rendered.locator('[data-block-id="results"]')).toContainText("+18%");
    await expect(page.getByRole("heading", { name: "No errors" })).toBeVisible();

    await save(page);
    await expect(status(page)).toContainText(`Saved ${caseStudy}.`);
    expect(diffLines(caseStudy)).toEqual({
      removed: [
        "title: Greenbasket's weekly offers reach every shopper",
        "      - number: +15%",
        "Every story was measured: views, taps and completion per slide. " +
          "The team compared up to five versions in A/B tests and kept the winner.",
      ],
      added: [
        "title: Greenbasket puts its weekly offers in stories",
        "      - number: +18%",
        "Every story was measured: views, taps and completion per slide. " +
          "The team compared up to five versions in A/B tests and kept the best one.",
      ],
    });
    expect(site.git("status", "--porcelain")).toBe(`M content/${caseStudy}`);
  },
);

test("an MDX error shows at its line and in the problem list, the page says it cannot render it, and Save is refused", async ({ page }) => {
  const saved = site.read(caseStudy);
  await open(page, caseStudy);
  const body = await text(page).inputValue();
  await text(page).fill(
    body.replace('<Block id="results" />', '<Callout title="Why stories">\n\nBecause shoppers open them.\n\n<Block id="results" />'),
  );
  await expect(page.getByRole("heading", { name: "1 error" })).toBeVisible();
  const atText = page.locator('[data-field-problems="body"]');
  await expect(atText).toContainText("Line 8, column 1");
  await expect(atText).toContainText("Expected a closing tag for `<Callout>`");
  await expect(fields(page).getByRole("button", { name: /the text cannot be read as MDX/ })).toBeVisible();
  await expect(renderedPage(page).getByRole("note")).toContainText("The text cannot be shown until its MDX error is fixed");
  await save(page);
  await expect(status(page)).toContainText("Save refused");
  expect(site.read(caseStudy)).toBe(saved);

  // Choosing the problem selects its line; closing the tag there fixes it.
  await atText.getByRole("button", { name: "Line 8, column 1" }).click();
  await expect(text(page)).toBeFocused();
  // A marketer's pause: edits of one field less than a second apart are one undo step (use-history.ts), and the
  // undo below must take back the fix alone.
  await page.waitForTimeout(1_100);
  expect(await text(page).evaluate((area: HTMLTextAreaElement) => area.value.slice(area.selectionStart, area.selectionEnd))).toBe(
    '<Callout title="Why stories">',
  );
  await text(page).fill(
    (await text(page).inputValue()).replace("Because shoppers open them.\n", "Because shoppers open them.\n</Callout>\n"),
  );
  await expect(page.getByRole("heading", { name: "No errors" })).toBeVisible();
  await expect(renderedPage(page).getByText("Because shoppers open them.")).toBeVisible();
  // Undo takes the fix back: the error is there again.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("heading", { name: "1 error" })).toBeVisible();
});

test("a long-form page changed on disk since it was opened is never overwritten: the conflict shows, reload offers the disk copy", async ({
  page,
}) => {
  const file = "white-papers/fintech-report.mdx";
  await open(page, file);
  const onDisk = site.read(file).replace("description: How banks", "description: How the banks");
  site.save(file, onDisk);
  await fields(page).getByLabel("Name", { exact: true }).first().fill("Fintech report 2026");
  await save(page);
  await expect(page.getByRole("alert").filter({ hasText: "changed on disk" })).toBeVisible();
  expect(site.read(file)).toBe(onDisk);
  await page.getByRole("button", { name: "Reload from disk" }).click();
  // The edit made meanwhile is not saved: the reload asks before it throws it away.
  await page
    .getByRole("alertdialog", { name: "Reload from disk and lose your unsaved edits?" })
    .getByRole("button", { name: "Reload and lose my edits" })
    .click();
  await expect(status(page)).toContainText(`Reloaded ${file} from disk.`);
  await expect(fields(page).getByLabel("Description", { exact: true }).first()).toHaveValue(/^How the banks/);
  site.git("checkout", "--", `content/${file}`);
});

test("edit a review as a form and save: only its line changes", async ({ page }) => {
  await open(page, review);
  const author = page.getByLabel("Author", { exact: true });
  await expect(author).toHaveValue("Head of Product, Northwind Bank");
  await author.fill("");
  await expect(page.locator('[data-field-problems="author"]')).toContainText("the text is empty");
  await author.fill("VP Product, Northwind Bank");
  await expect(page.getByRole("heading", { name: "No errors" })).toBeVisible();
  await save(page);
  await expect(status(page)).toContainText(`Saved ${review}.`);
  expect(diffLines(review)).toEqual({
    removed: ['  "author": "Head of Product, Northwind Bank"'],
    added: ['  "author": "VP Product, Northwind Bank"'],
  });
});

test("the Problems panel says Checking… until the checker's first answer, never No errors before it", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/studio/check", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(site.url(`/studio?file=${review}`), { timeout: 240_000 });
  await expect(page.locator("[data-studio-ready]")).toBeAttached({ timeout: 60_000 });
  await expect(page.getByRole("heading", { name: "Checking…" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No errors" })).toHaveCount(0);
  release();
  await expect(page.getByRole("heading", { name: "No errors" })).toBeVisible({ timeout: 30_000 });
});

const actions = async (page: Page) => {
  await page.getByRole("button", { name: "New, duplicate, delete…" }).click();
  return page.getByRole("dialog", { name: "New, duplicate, delete" });
};
const exists = (file: string) => existsSync(path.join(site.contentDir, file));

test("a review from its template, then deleted; a review pages show cannot go, and the refusal names them", async ({ page }) => {
  test.setTimeout(120_000);
  site.git("checkout", "--", ".");
  await open(page, review);
  page.once("dialog", (confirm) => void confirm.accept());
  let dialog = await actions(page);
  await dialog.getByRole("button", { name: "Delete this review" }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    /^other pages use reviews\/ada-moreno\.json \(.*solutions\/fintech\.json.*\): change them first/,
  );
  await expect(dialog.getByRole("alert").getByRole("listitem").first()).toContainText("ada-moreno");
  expect(exists(review)).toBe(true);

  await dialog.getByLabel(/^Name/).fill("lena-park");
  await dialog.getByRole("button", { name: "Create a new review" }).click();
  await page.waitForURL(/file=reviews%2Flena-park\.json/);
  // Valid, so it saves; each text a placeholder the checker flags (an error under validate --strict).
  await expect(page.getByRole("heading", { name: "No errors, 3 warnings" })).toBeVisible({ timeout: 30_000 });
  const created = site.read("reviews/lena-park.json");
  expect(created).toBe(formatContentFile("reviews/lena-park.json", created));
  expect(JSON.parse(created)).toEqual({
    $schema: "../schemas/reviews.schema.json",
    slug: "lena-park",
    name: "Replace this text",
    text: "Replace this text",
    author: "Replace this text",
  });
  expect(site.git("status", "--porcelain")).toBe("?? content/reviews/lena-park.json");

  page.once("dialog", (confirm) => void confirm.accept());
  dialog = await actions(page);
  await dialog.getByRole("button", { name: "Delete this review" }).click();
  await page.waitForURL(/file=landings%2Fhome\.json/);
  expect(exists("reviews/lena-park.json")).toBe(false);
  expect(site.git("status", "--porcelain")).toBe("");
});

test("duplicate a case study; its delete is refused while a landing links to it, then it goes", async ({ page }) => {
  test.setTimeout(120_000);
  const copy = "case-studies/greenbasket-copy.mdx";
  await open(page, caseStudy);
  let dialog = await actions(page);
  await dialog.getByLabel(/^Name/).fill("greenbasket-copy");
  await dialog.getByRole("button", { name: "Duplicate this case study under that name" }).click();
  await page.waitForURL(/file=case-studies%2Fgreenbasket-copy\.mdx/);
  await expect(page.getByRole("heading", { name: "No errors" })).toBeVisible({ timeout: 30_000 });
  expect(site.read(copy)).toBe(site.read(caseStudy).replace("slug: greenbasket-weekly-offers", "slug: greenbasket-copy"));

  site.save("landings/use-cases.json", site.read("landings/use-cases.json").replace('"/sales"', '"/case-studies/greenbasket-copy"'));
  page.once("dialog", (confirm) => void confirm.accept());
  dialog = await actions(page);
  await dialog.getByRole("button", { name: "Delete this case study" }).click();
  const refusal = dialog.getByRole("alert");
  await expect(refusal).toContainText(
    "other pages link to /case-studies/greenbasket-copy (landings/use-cases.json): change their links first",
  );
  await expect(refusal.getByRole("listitem")).toHaveText([
    "landings/use-cases.json: the page /use-cases links to /case-studies/greenbasket-copy",
  ]);
  expect(exists(copy)).toBe(true);

  site.git("checkout", "--", "content/landings/use-cases.json");
  page.once("dialog", (confirm) => void confirm.accept());
  await dialog.getByRole("button", { name: "Delete this case study" }).click();
  await page.waitForURL(/file=landings%2Fhome\.json/);
  expect(exists(copy)).toBe(false);
  expect(site.git("status", "--porcelain")).toBe("");
});

test("unsaved edits in a long-form page or a library form: switching language or page asks, closing the tab asks the browser", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const legal = "legal/terms.mdx";
  await open(page, legal);
  const title = fields(page).getByLabel("Title", { exact: true }).first();
  await title.fill("Terms of use");
  const ask = page.getByRole("alertdialog", { name: "Leave this page with unsaved edits?" });
  await page.getByRole("combobox", { name: /^Language/ }).selectOption("fr");
  await expect(ask).toContainText(`Your edits to ${legal} are not saved.`);
  await expect(ask.getByRole("button", { name: "Stay and keep editing" })).toBeFocused();
  await ask.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(ask).toBeHidden();
  expect(page.url()).toContain(`file=${legal}`);
  await expect(title).toHaveValue("Terms of use");

  const beforeUnload = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const question = await beforeUnload;
  expect(question.type()).toBe("beforeunload");
  await question.dismiss();
  await expect(title).toHaveValue("Terms of use");

  await page.getByRole("combobox", { name: /^Language/ }).selectOption("fr");
  await ask.getByRole("button", { name: "Leave without saving" }).click();
  await page.waitForURL(/file=legal%2Fterms\.fr\.mdx/);
  expect(site.git("status", "--porcelain")).toBe("");

  // A library form asks the same when another page is chosen.
  await open(page, review);
  await page.getByLabel("Author", { exact: true }).fill("Not saved yet");
  await page.getByRole("combobox", { name: /^Page/ }).selectOption("landings/home.json");
  await ask.getByRole("button", { name: "Leave without saving" }).click();
  await page.waitForURL(/file=landings%2Fhome\.json/);
  expect(site.git("status", "--porcelain")).toBe("");
});

test("leaving a long-form page after typing in its text asks first; undone to the saved text, it leaves without asking", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page, caseStudy);
  const opened = await text(page).inputValue();
  await text(page).fill(`${opened}\nA sentence not saved yet.\n`);
  await expect(page.getByText("· unsaved edits")).toBeVisible();
  const ask = page.getByRole("alertdialog", { name: "Leave this page with unsaved edits?" });
  await page.getByRole("combobox", { name: /^Page/ }).selectOption(review);
  await expect(ask).toContainText(`Your edits to ${caseStudy} are not saved.`);
  await ask.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(ask).toBeHidden();
  await expect(text(page)).toHaveValue(`${opened}\nA sentence not saved yet.\n`);

  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(text(page)).toHaveValue(opened);
  await page.getByRole("combobox", { name: /^Page/ }).selectOption(review);
  await page.waitForURL(/file=reviews%2Fada-moreno\.json/);
  await expect(ask).toBeHidden();
  expect(site.git("status", "--porcelain")).toBe("");
});
