// Opening the Studio in a spec: next dev compiles the Studio and its route handlers on first use and may reload
// the page once after compiling, so each spec file warms them up first and its tests act on a settled page.
import { expect, type Browser, type Page } from "@playwright/test";
import type { NextDevSite } from "./next-dev-site";

export async function warmUpStudio(browser: Browser, site: NextDevSite, file: string) {
  await site.start();
  const page = await browser.newPage();
  await page.goto(site.url(`/studio?file=${file}`), { timeout: 240_000 });
  await expect(page.locator("[data-studio-ready]")).toBeAttached({ timeout: 120_000 });
  await expect(page.getByRole("heading", { name: "No errors" })).toBeVisible({ timeout: 120_000 });
  await page.evaluate(async (opened) => {
    const post = (route: string) => fetch(route, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    await Promise.all([
      post("/api/studio/save"),
      post("/api/studio/propose"),
      post("/api/studio/landing"),
      fetch("/api/studio/changes"),
      fetch(`/api/studio/document?file=${opened}`),
    ]);
  }, file);
  await page.waitForTimeout(2_000);
  await page.close();
  expect(site.git("status", "--porcelain")).toBe("");
}

export async function openStudio(page: Page, site: NextDevSite, file: string) {
  await page.goto(site.url(`/studio?file=${file}`), { timeout: 240_000 });
  await expect(page.locator("[data-studio-ready]")).toBeAttached({ timeout: 60_000 });
  await expect(page.getByRole("heading", { name: "No errors" })).toBeVisible({ timeout: 30_000 });
}

export const blockList = (page: Page) => page.getByRole("list", { name: "Blocks on this page" });
export const fields = (page: Page) => page.getByRole("complementary", { name: "Fields" });
export const status = (page: Page) => page.getByRole("status").first();
