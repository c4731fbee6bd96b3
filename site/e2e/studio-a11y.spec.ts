import { expect, type Page } from "@playwright/test";
import { serializeContent } from "@storyfront/content-model";
import { test, type StudioServer } from "./studio-server";
import { screenshotPath, seriousAxeViolations } from "./support";
import { blockList, fields, openStudio, palette, status } from "./studio-support";

// The Studio by keyboard alone and under axe, on a copy of content/ in a temporary git repository: a marketer
// who does not use a mouse reaches the block list, moves a block, edits a field, duplicates the block and saves, and the file on
// disk changes by exactly that; axe finds nothing serious in the Studio, its canvas frame or its panels.
let site: StudioServer;
const file = "landings/home.json";

type Block = Record<string, unknown> & { type: string };

test.describe.configure({ mode: "serial" });

test.beforeAll(({ studio }) => {
  site = studio;
  studio.restore();
});

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user moves through the page. */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return presses;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${limit} presses of Tab did not reach ${target.toString()}`);
}

test("keyboard only: Tab to the block list, move a block, edit its title, duplicate it, save — the file changes by exactly that", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const expected = JSON.parse(site.read(file)) as { blocks: Block[] };
  await openStudio(page, site, file);

  // The block list is one Tab stop, reached from the top of the page; the other blocks are reached with the arrows.
  const intro = blockList(page).getByRole("button", { name: /^Intro/ });
  await tabTo(page, intro);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Search blocks")).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(intro).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(blockList(page).getByRole("button", { name: /^Numbers/ })).toBeFocused();

  // Alt+↓ moves "Numbers" below "Features"; the focus stays on it.
  await page.keyboard.press("Alt+ArrowDown");
  await expect(blockList(page).getByRole("listitem").nth(1)).toContainText("Features");
  await expect(blockList(page).getByRole("listitem").nth(2)).toContainText("Numbers");
  await expect(blockList(page).getByRole("button", { name: /^Numbers/ })).toBeFocused();
  const [numbers, features] = expected.blocks.slice(1, 3) as [Block, Block];
  expected.blocks.splice(1, 2, features, numbers);

  // Enter opens its fields with the focus in the first one; the new title shows on the canvas.
  await page.keyboard.press("Enter");
  const title = fields(page).getByLabel("Title (optional)", { exact: true });
  await expect(title).toBeFocused();
  await expect(title).toHaveValue("Results our customers measure");
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("What our customers measure");
  numbers.title = "What our customers measure";
  await expect(page.frameLocator("#preview-frame").getByRole("heading", { name: "What our customers measure" })).toBeVisible();

  // Escape goes back to the block in the list; Ctrl+D duplicates it below, the focus on the copy.
  await page.keyboard.press("Escape");
  const numbersBlocks = blockList(page).getByRole("button", { name: /^Numbers/ });
  await expect(numbersBlocks).toBeFocused();
  await page.keyboard.press("ControlOrMeta+D");
  await expect(numbersBlocks).toHaveCount(2);
  await expect(blockList(page).getByRole("listitem").nth(3)).toContainText("Numbers: What our customers measure");
  await expect(numbersBlocks.nth(1)).toBeFocused();
  expected.blocks.splice(3, 0, { ...numbers });

  // Ctrl+S saves from there.
  await expect(page.getByRole("heading", { name: "No errors" })).toBeVisible();
  await page.keyboard.press("ControlOrMeta+S");
  await expect(status(page)).toContainText(`Saved ${file}.`);
  expect(site.read(file)).toBe(serializeContent(file, expected));
  expect(site.git("diff", "--name-only")).toBe(`content/${file}`);
});

// After the save above, so the panel has a change to list.
test("keyboard only: the viewport switch, and the propose panel opened, read and closed with the focus handed back", async ({ page }) => {
  test.setTimeout(120_000);
  await openStudio(page, site, file);
  const mobile = page.getByRole("group", { name: "Width" }).getByRole("button", { name: "Mobile 375 px" });
  await tabTo(page, mobile);
  await page.keyboard.press("Enter");
  await expect(mobile).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("[data-viewport]")).toHaveAttribute("data-viewport", "375");

  const propose = page.getByRole("button", { name: "Propose change" });
  await tabTo(page, propose);
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Propose this change" });
  await expect(panel).toBeFocused();
  await expect(panel.getByRole("list", { name: "Changed files" })).toHaveText(`modified: ${file}`);
  await tabTo(page, panel.getByLabel("Branch name"));
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(propose).toBeFocused();
});

test("axe: nothing serious or critical in the Studio with a landing open, its canvas frame included", async ({ page }) => {
  await openStudio(page, site, file);
  await blockList(page)
    .getByRole("button", { name: /^Awards/ })
    .click();
  // The scan reaches into the canvas: its blocks are buttons named for the block, with the page inside them inert.
  const canvasBlock = page.frameLocator("#preview-frame").getByRole("button", { name: "Awards block" });
  await expect(canvasBlock).toBeVisible();
  await expect(canvasBlock.getByRole("link")).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("axe: nothing serious or critical in the block palette, searched to one entry and to none", async ({ page }) => {
  await openStudio(page, site, file);
  const search = palette(page).getByLabel("Search blocks");
  await search.fill("video");
  await expect(palette(page).getByRole("button", { name: "Video guide", exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await search.fill("no such block");
  await expect(palette(page).getByText("No block matches")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("axe: nothing serious or critical with the propose panel open", async ({ page }) => {
  await openStudio(page, site, file);
  await page.getByRole("button", { name: "Propose change" }).click();
  await expect(page.getByRole("dialog", { name: "Propose this change" }).getByRole("list", { name: "Changed pages" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("axe: nothing serious or critical with the media library open from a picture field", async ({ page }) => {
  // The scan reads a hundred picture cards besides the Studio: on a busy machine it takes longer than a minute.
  test.setTimeout(180_000);
  await openStudio(page, site, file);
  await blockList(page)
    .getByRole("button", { name: /^Intro/ })
    .click();
  await fields(page)
    .getByRole("group", { name: /^Image/ })
    .getByRole("button", { name: "Choose picture…" })
    .first()
    .click();
  const library = page.getByRole("dialog", { name: /^Media library/ });
  await expect(library.getByRole("status")).toContainText(/\d+ of \d+ pictures/);
  await library.getByRole("list", { name: "Pictures" }).getByRole("button").first().click();
  await expect(library.getByRole("button", { name: "Use this picture" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

for (const width of [1440, 1024, 375]) {
  test(`at ${width} px the header, block list and fields fit their panels`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 1024 ? 768 : 900 });
    await openStudio(page, site, file);
    if (width === 375) {
      // A phone: one column, the canvas first, as wide as the screen and laid out at a phone's width.
      const canvas = page.getByRole("region", { name: "Canvas" });
      expect((await canvas.boundingBox())?.width).toBeGreaterThan(340);
      await expect(page.locator("[data-viewport]")).toHaveAttribute("data-viewport", "375");
      const [canvasTop, blocksTop] = await Promise.all([canvas, blockList(page)].map(async (part) => (await part.boundingBox())?.y ?? 0));
      expect(canvasTop).toBeLessThan(blocksTop ?? 0);
    }
    await blockList(page)
      .getByRole("button", { name: /^Intro/ })
      .click();
    const overflowing = await page.evaluate(() =>
      [document.documentElement, ...document.querySelectorAll("header, aside")]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map(
          (element) => element.tagName.toLowerCase() + (element.getAttribute("aria-label") ? ` ${element.getAttribute("aria-label")}` : ""),
        ),
    );
    expect(overflowing).toEqual([]);
    // A block's name shows at least its type and the start of its title, not only an ellipsis.
    // (Two since the keyboard test duplicated it.)
    const numbers = blockList(page)
      .getByRole("button", { name: /^Numbers/ })
      .first();
    expect(await numbers.evaluate((element) => element.clientWidth)).toBeGreaterThan(120);
    await page.screenshot({ path: screenshotPath(`studio-${width}.png`) });
  });
}
