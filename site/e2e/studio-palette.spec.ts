import { expect, type Locator, type Page } from "@playwright/test";
import { serializeContent } from "@storyfront/content-model";
import { test, type StudioServer } from "./studio-server";
import { blockList, openStudio as openStudioOn, palette, status } from "./studio-support";
import { screenshotPath } from "./support";

// The block palette (issue 41): found by searching, dragged onto the canvas or the block list where the block should
// go, or added with the keyboard; the block list's rows reorder by dragging; a new block of every type arrives with
// example texts, so the Problems list stays empty. Puck's drag is dnd-kit's, driven by pointer events: the real mouse.
let site: StudioServer;
const file = "landings/home.json";
type Block = Record<string, unknown> & { type: string };

test.describe.configure({ mode: "serial" });

test.beforeAll(({ studio }) => {
  site = studio;
  studio.restore();
});

const openStudio = async (page: Page) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openStudioOn(page, site, file);
};
const canvasBlock = (page: Page, name: string) => page.frameLocator("#preview-frame").getByRole("button", { name: `${name} block` });
const rows = (page: Page) => blockList(page).getByRole("listitem");
const noErrors = (page: Page) => expect(page.getByRole("heading", { name: "No errors" })).toBeVisible();

/** Presses the mouse on `source`, moves it in steps to `target` and lets go, as a hand does. */
async function drag(page: Page, source: Locator | { x: number; y: number }, target: { x: number; y: number }) {
  const box = "x" in source ? { ...source, width: 0, height: 0 } : await source.boundingBox();
  if (!box) throw new Error(`${source.toString()} is not shown`);
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  // The drag starts once the pointer has moved a few pixels.
  await page.mouse.move(start.x + 12, start.y + 4, { steps: 4 });
  await page.mouse.move(target.x, target.y, { steps: 20 });
  await page.mouse.move(target.x, target.y + 2, { steps: 3 });
  await page.mouse.up();
}

/** A point in the upper part of `element`: a drop there goes before it. */
async function upperPart(element: Locator) {
  const box = await element.boundingBox();
  if (!box) throw new Error(`${element.toString()} is not shown`);
  return { x: box.x + box.width / 2, y: box.y + Math.min(12, box.height / 4) };
}

test("search the palette, drag a block to the second place on the canvas, save: the file has it there with its example texts", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const original = JSON.parse(site.read(file)) as { blocks: Block[] };
  await openStudio(page);
  await page.screenshot({ path: screenshotPath("studio-palette-1440.png") });
  await palette(page).screenshot({ path: screenshotPath("studio-palette-entries.png") });

  const search = palette(page).getByLabel("Search blocks");
  await search.fill("closing");
  await expect(palette(page).getByRole("button")).toHaveText([/^Cta/]);
  const cta = palette(page).getByRole("button", { name: "Cta", exact: true });
  await expect(cta).toHaveAccessibleDescription(/A closing headline with one or two buttons\./);

  await drag(page, cta, await upperPart(canvasBlock(page, "Numbers")));
  await expect(rows(page).nth(1)).toContainText("Cta: Try Storyfront free for 30 days");
  await expect(rows(page)).toHaveCount(original.blocks.length + 1);
  const frame = page.frameLocator("#preview-frame");
  await expect(frame.locator("[data-puck-component]").nth(1)).toHaveAttribute("aria-label", "Cta block");
  await expect(canvasBlock(page, "Cta").getByRole("heading", { name: "Try Storyfront free for 30 days" })).toBeVisible();
  await noErrors(page);
  await page.screenshot({ path: screenshotPath("studio-palette-dropped.png") });

  await page.keyboard.press("ControlOrMeta+S");
  await expect(status(page)).toContainText(`Saved ${file}.`);
  const saved = JSON.parse(site.read(file)) as { blocks: Block[] };
  expect(saved.blocks[1]).toMatchObject({ type: "cta", title: "Try Storyfront free for 30 days", button: { href: expect.any(String) } });
  const [first, ...rest] = original.blocks;
  expect(site.read(file)).toBe(serializeContent(file, { ...original, blocks: [first, saved.blocks[1], ...rest] }));
  expect(site.git("diff", "--name-only")).toBe(`content/${file}`);
});

test("keyboard: search, ↓ to the entry, Enter adds it below the selected block; the focus goes to it and it is announced", async ({
  page,
}) => {
  await openStudio(page);
  const count = await rows(page).count();
  await blockList(page)
    .getByRole("button", { name: /^Features/ })
    .click();
  await palette(page).getByLabel("Search blocks").fill("video");
  await page.keyboard.press("ArrowDown");
  const video = palette(page).getByRole("button", { name: "Video guide", exact: true });
  await expect(video).toBeFocused();
  const at = (await rows(page).allTextContents()).findIndex((text) => text.startsWith("Features")) + 1;
  await page.keyboard.press("Enter");
  await expect(rows(page)).toHaveCount(count + 1);
  await expect(rows(page).nth(at)).toContainText("Video guide");
  await expect(rows(page).nth(at).getByRole("button").first()).toBeFocused();
  await expect(palette(page).getByRole("status")).toHaveText(`Video guide added as block ${at + 1} of ${count + 1}; its fields are open.`);
  await noErrors(page);
});

test("drag a row of the block list to another place, a palette entry into the list between two blocks, a block on the canvas", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openStudio(page);
  const names = async () => (await rows(page).allTextContents()).map((text) => text.split(":")[0]);
  const before = await names();
  // The 2nd row dragged onto the upper part of the 5th lands 4th: before that row.
  await drag(page, rows(page).nth(1), await upperPart(rows(page).nth(4)));
  const moved = [...before];
  moved.splice(3, 0, ...moved.splice(1, 1));
  await expect.poll(names).toEqual(moved);
  await expect(page.frameLocator("#preview-frame").locator("[data-puck-component]").nth(3)).toHaveAttribute(
    "aria-label",
    `${moved[3]} block`,
  );

  await palette(page).getByLabel("Search blocks").fill("sign");
  await drag(page, palette(page).getByRole("button", { name: "Signup email", exact: true }), await upperPart(rows(page).nth(1)));
  await expect.poll(names).toEqual([moved[0], "Signup email", ...moved.slice(1)]);
  await expect(blockList(page).getByRole("button", { name: /^Signup email/ })).toHaveAttribute("aria-current", "true");

  // On the canvas, Puck's own drag of a block (CanvasBlock's drag ref): the 4th dropped on the upper part of the 3rd.
  const onCanvas = page.frameLocator("#preview-frame").locator("[data-puck-component]");
  const fourth = await onCanvas.nth(3).getAttribute("aria-label");
  await drag(page, await upperPart(onCanvas.nth(3)), await upperPart(onCanvas.nth(2)));
  await expect(onCanvas.nth(2)).toHaveAttribute("aria-label", fourth ?? "");
  await expect(rows(page).nth(2)).toContainText(String(fourth).replace(/ block$/, ""));
  await noErrors(page);
});

test("a new block of every type arrives with example values: the Problems list stays empty", async ({ page }) => {
  test.setTimeout(120_000);
  await openStudio(page);
  const count = await rows(page).count();
  const entries = palette(page).locator("[data-palette-type]");
  const types = await entries.evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label") ?? ""));
  expect(types.length).toBeGreaterThanOrEqual(13);
  for (const [index, name] of types.entries()) {
    await palette(page).getByRole("button", { name, exact: true }).press("Enter");
    await expect(rows(page)).toHaveCount(count + index + 1);
    await noErrors(page);
  }
});
