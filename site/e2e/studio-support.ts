// Opening the Studio in a spec (the worker's one Studio has compiled everything first: studio-server.ts).
import { expect, type Page } from "@playwright/test";
import type { NextDevSite } from "./next-dev-site";

export async function openStudio(page: Page, site: NextDevSite, file: string) {
  await page.goto(site.url(`/studio?file=${file}`), { timeout: 240_000 });
  await expect(page.locator("[data-studio-ready]")).toBeAttached({ timeout: 60_000 });
  await expect(page.getByRole("heading", { name: "No errors" })).toBeVisible({ timeout: 30_000 });
}

export const blockList = (page: Page) => page.getByRole("list", { name: "Blocks on this page" });
export const fields = (page: Page) => page.getByRole("complementary", { name: "Fields" });
export const status = (page: Page) => page.getByRole("status").first();
/** The block palette under the block list (block-palette.tsx): its entries are buttons named for the block type. */
export const palette = (page: Page) => page.getByRole("region", { name: "Add a block" });
