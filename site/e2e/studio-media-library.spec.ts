import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { expect, type Page } from "@playwright/test";
import { test, type StudioServer } from "./studio-server";
import { blockList, fields, openStudio, status } from "./studio-support";
import { screenshotPath } from "./support";

// The content media library (issue 41): opened from a picture field, searched, a picture uploaded with its alt text,
// picked (its alt text and size go into the block), saved; a focal point set in the library moves the crop of the
// site's rendered picture; Escape closes and hands the focus back; a refused upload says why.
let site: StudioServer;

test.describe.configure({ mode: "serial" });
// Each test walks many steps against next dev; on a busy shared machine one step may take seconds.
test.setTimeout(180_000);

test.beforeAll(({ studio }) => {
  site = studio;
  studio.restore();
});

type Json = Record<string, unknown>;

/** A real 64 × 48 PNG (one colour), so the server's size reader and the browser both read it. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => (bytes.reduce((c, byte) => crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x40)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}

const imageGroup = (page: Page) =>
  fields(page)
    .getByRole("group", { name: /^Image/ })
    .first();
const library = (page: Page) => page.getByRole("dialog", { name: /^Media library/ });
async function openLibrary(page: Page) {
  await imageGroup(page).getByRole("button", { name: "Choose picture…" }).click();
  await expect(library(page).getByRole("status").first()).toContainText(/\d+ of \d+ pictures/);
}
const sidecar = (picture: string) => path.join(site.contentDir, `${picture}.json`);

test("search, upload with alt text, pick and save: the block gets the picture's alt text and size, the library keeps its entry", async ({
  page,
}) => {
  await openStudio(page, site, "landings/home.json");
  await blockList(page)
    .getByRole("button", { name: /^Intro/ })
    .click();
  await openLibrary(page);
  const dialog = library(page);
  const grid = dialog.getByRole("list", { name: "Pictures" });
  // The first 24 cards are drawn, more as the grid scrolls to its end, the rest by the button below it.
  await expect(grid.getByRole("button")).toHaveCount(24);
  await grid.getByRole("button").last().scrollIntoViewIfNeeded();
  await expect.poll(() => grid.getByRole("button").count()).toBeGreaterThan(24);
  const showMore = dialog.getByRole("button", { name: /^Show \d+ more pictures/ });
  while (await showMore.isVisible()) await showMore.click();
  const total = await grid.getByRole("button").count();
  expect(total).toBeGreaterThan(50);
  await expect(dialog.getByRole("status").first()).toHaveText(`${total} of ${total} pictures`);

  // Filters as you type, by name, folder or alt text; each card says its file size and pixel size.
  await dialog.getByLabel("Search pictures").fill("hero-phone");
  await expect(grid.getByRole("button")).toHaveCount(1);
  await expect(grid.getByRole("button")).toContainText(/hero-phone\.svg.*illustrations.*\d+(\.\d)? KB · \d+ × \d+ px/);
  await dialog.getByLabel("Search pictures").fill("logos");
  await expect(dialog.getByRole("status").first()).toContainText(/^\d+ of \d+ pictures$/);
  expect(await grid.getByRole("button").count()).toBeLessThan(total);

  // A refused file says why, in the browser (the type) and from the server (bytes that are not a PNG).
  const file = dialog.getByLabel(/^Picture file/);
  await file.setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
  });
  await expect(dialog.getByRole("alert")).toHaveText(
    "Not uploaded: logo.svg is not a PNG, JPEG, WebP or GIF image (SVG files go through a code review).",
  );
  await file.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Write what the picture shows (its alt text), or mark it decorative.");
  await dialog.getByLabel("Alt text of the new picture").fill("Nothing");
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Not uploaded: only PNG, JPEG, WebP and GIF images can be uploaded (SVG files go through a code review)",
  );
  expect(existsSync(path.join(site.contentDir, "media/uploads"))).toBe(false);

  // Uploaded with its alt text: it joins the grid, its details open, and "Use this picture" fills the block.
  await file.setInputFiles({ name: "Team Photo.png", mimeType: "image/png", buffer: png(64, 48) });
  await dialog.getByLabel("Alt text of the new picture").fill("Our team at the office");
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await dialog.getByLabel("Search pictures").fill("office");
  await expect(grid.getByRole("button")).toHaveCount(1);
  await expect(grid.getByRole("button")).toContainText("team-photo.png");
  await expect(grid.getByRole("button")).toContainText("64 × 48 px");
  await page.screenshot({ path: screenshotPath("studio-media-library-upload.png") });
  await dialog.getByRole("button", { name: "Use this picture" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(imageGroup(page).getByRole("button", { name: "Choose picture…" })).toBeFocused();

  const image = imageGroup(page);
  await expect(image.getByLabel("Picture", { exact: true })).toHaveValue("/media/uploads/team-photo.png");
  await expect(image.getByLabel("Alt text", { exact: true })).toHaveValue("Our team at the office");
  await expect(image.getByLabel("Width", { exact: true })).toHaveValue("64");
  await expect(image.getByLabel("Height", { exact: true })).toHaveValue("48");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(status(page)).toContainText("Saved landings/home.json.");
  const home = JSON.parse(site.read("landings/home.json")) as { blocks: (Json & { type: string })[] };
  expect(home.blocks.find((block) => block.type === "intro")?.image).toEqual({
    src: "/media/uploads/team-photo.png",
    alt: "Our team at the office",
    width: 64,
    height: 48,
  });
  expect(readFileSync(path.join(site.contentDir, "media/uploads/team-photo.png"))).toEqual(png(64, 48));
  expect(JSON.parse(readFileSync(sidecar("media/uploads/team-photo.png"), "utf8"))).toEqual({ alt: "Our team at the office" });
});

test("Escape closes the library and hands the focus back; the focus stays inside while it is open", async ({ page }) => {
  await openStudio(page, site, "landings/home.json");
  await blockList(page)
    .getByRole("button", { name: /^Intro/ })
    .click();
  await openLibrary(page);
  for (let presses = 0; presses < 12; presses++) {
    await page.keyboard.press("Shift+Tab");
    expect(await library(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(library(page)).toHaveCount(0);
  await expect(imageGroup(page).getByRole("button", { name: "Choose picture…" })).toBeFocused();
});

test("a focal point set in the library moves the crop of the site's rendered picture (object-position)", async ({ page }) => {
  const picture = "media/case-studies/northwind-bank.svg";
  await openStudio(page, site, "landings/home.json");
  await blockList(page)
    .getByRole("button", { name: /^Intro/ })
    .click();
  await openLibrary(page);
  const dialog = library(page);
  await dialog.getByLabel("Search pictures").fill("northwind-bank");
  await dialog.getByRole("list", { name: "Pictures" }).getByRole("button").first().click();
  const area = dialog.getByRole("button", { name: /^Set focal point/ });
  // The details may sit below the fold of the dialog: the click must land on the picture where it is shown.
  await area.scrollIntoViewIfNeeded();
  await expect(area.locator("img")).toHaveJSProperty("complete", true);
  const box = await area.locator("img").boundingBox();
  if (!box) throw new Error("the picture has no box");
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
  await expect(area).toHaveAccessibleName("Set focal point; now 25% from the left, 75% from the top");
  await dialog.getByLabel("Alt text", { exact: true }).fill("Northwind Bank's app showing a story");
  await dialog.getByRole("button", { name: "Save picture details" }).click();
  await expect(dialog.getByText("Saved", { exact: true })).toBeVisible();
  expect(JSON.parse(readFileSync(sidecar(picture), "utf8"))).toEqual({
    alt: "Northwind Bank's app showing a story",
    focal: { x: 0.25, y: 0.75 },
  });

  await page.goto(site.url("/"));
  const rendered = page.locator(`img[src="/${picture}"]`).first();
  await expect(rendered).toHaveCSS("object-position", "25% 75%");
  await expect(rendered).toHaveCSS("object-fit", "cover");
});
