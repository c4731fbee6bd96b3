// The admin tables read well on a wide screen and on a phone: lead column headings never break inside a word at
// 1440 px, and at 375 px every tag row shows its Edit and Delete buttons in view (they used to scroll off-screen).
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { signInAs } from "./account-support";
import { at } from "./hosts";
import { fullPageShot, screenshotPath } from "./support";

/** Headings whose text takes more than one line (a word broken in two, or wrapped). */
const wrappedHeadings = (page: Page) =>
  page.locator("thead th").evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return lines.size > 1 ? [cell.textContent ?? ""] : [];
    }),
  );

async function addLead(page: Page) {
  const status = await page.evaluate(async () => {
    const email = `a-rather-long-address-${Date.now()}@north-western-stories-company.example`;
    const body = {
      kind: "demo",
      email,
      name: "Maximilian Vandermeer-Okonkwo",
      website: "north-western-stories-company.example",
      page: "/fr/solutions/fintech",
    };
    const headers = { "content-type": "application/json", lang: "fr", "Idempotency-Key": `e2e-${Date.now()}` };
    return (await fetch("/api/lead", { method: "POST", headers, body: JSON.stringify(body) })).status;
  });
  expect(status).toBe(201);
}

test("lead headings stay whole at 1440 px; at 375 px lead and tag rows are cards with their buttons in view", async ({ page }) => {
  await page.goto(at("storyfront.com", "/sales"));
  await addLead(page);
  await signInAs(page, "admin");

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(at("storyfront.com", "/admin/leads"));
  await expect(page.getByTestId("lead-row").first()).toBeVisible();
  expect(await wrappedHeadings(page)).toEqual([]);
  await fullPageShot(page, screenshotPath("admin-leads-1440.png"));

  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(at("storyfront.com", "/admin/leads"));
  const lead = page.getByTestId("lead-row").first();
  // Each value is named by its column, as the headings are not shown on a phone.
  await expect(lead.getByRole("cell").first()).toBeVisible();
  expect(await lead.evaluate((row) => getComputedStyle(row.querySelector("td[data-label]") as Element, "::before").content)).toMatch(/:/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await fullPageShot(page, screenshotPath("admin-leads-375.png"));

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(at("storyfront.com", "/admin/tags"));
    const rows = page.getByTestId("tag-row");
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      for (const name of [/^Edit /, /^Delete /]) {
        const box = await row.getByRole("button", { name }).boundingBox();
        expect(box, `${String(name)} at ${width}`).not.toBeNull();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width, `${String(name)} inside the screen at ${width}`).toBe(
          true,
        );
      }
    }
    await fullPageShot(page, screenshotPath(`admin-tags-${width}.png`));
  }
});
