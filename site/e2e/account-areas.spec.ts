import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { callStatus, signInAs, type DemoAccount } from "./account-support";
import { at } from "./hosts";
import { fullPageShot, screenshotPath, seriousAxeViolations } from "./support";

const open = async (page: Page, who: DemoAccount, path: string) => {
  await page.goto(at("storyfront.com", "/"));
  await signInAs(page, who);
  return page.goto(at("storyfront.com", path));
};

const accountNav = (page: Page) => page.getByRole("navigation", { name: "Your account" });
const rows = (page: Page) => page.getByTestId("tag-row");

test.describe("who may use the signed-in area (the API's rule)", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test("a plain user has the profile only: the admin pages answer 403 and so does the API", async ({ page }) => {
    const tags = await open(page, "user", "/admin/tags");
    expect(tags?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Access to page denied" })).toBeVisible();
    expect((await page.goto(at("storyfront.com", "/admin/leads")))?.status()).toBe(403);
    expect((await page.goto(at("storyfront.com", "/admin/tag-groups")))?.status()).toBe(403);
    expect((await page.goto(at("storyfront.com", "/profile")))?.status()).toBe(200);
    await expect(accountNav(page).getByRole("link")).toHaveText(["Profile"]);
    expect(await callStatus(page, "/api/admin/tag")).toBe(403);
    expect(await callStatus(page, "/api/admin/lead")).toBe(403);
  });

  test("the page-edit editor may list, create and edit tags, is not offered delete, and the API refuses it; no leads", async ({ page }) => {
    await open(page, "editor", "/admin/tags");
    await expect(accountNav(page).getByRole("link")).toHaveText(["Profile", "Tags", "Tag groups"]);
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Edit / }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);
    const id = await rows(page).first().getAttribute("data-id");
    expect(await callStatus(page, `/api/admin/tag/${id}`, "DELETE")).toBe(403);
    await page.goto(at("storyfront.com", "/admin/tag-groups"));
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);
    expect(await callStatus(page, `/api/admin/tag-group/${await rows(page).first().getAttribute("data-id")}`, "DELETE")).toBe(403);
    expect((await page.goto(at("storyfront.com", "/admin/leads")))?.status()).toBe(403);
    expect(await callStatus(page, "/api/admin/lead")).toBe(403);
  });

  test("a manager edits tags but may not delete them, and sees the leads", async ({ page }) => {
    await open(page, "manager", "/admin/tags");
    await expect(accountNav(page).getByRole("link")).toHaveText(["Profile", "Tags", "Tag groups", "Leads", "Speed"]);
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);
    expect(await callStatus(page, `/api/admin/tag/${await rows(page).first().getAttribute("data-id")}`, "DELETE")).toBe(403);
    expect((await page.goto(at("storyfront.com", "/admin/leads")))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  });

  test("an administrator is offered everything", async ({ page }) => {
    await open(page, "admin", "/admin/tags");
    await expect(accountNav(page).getByRole("link")).toHaveText(["Profile", "Tags", "Tag groups", "Leads", "Speed"]);
    await expect(page.getByRole("button", { name: /^Delete / }).first()).toBeVisible();
  });

  test("a session that ends while a page is open sends the visitor to /login and back", async ({ page, context }) => {
    await open(page, "manager", "/admin/tag-groups");
    await expect(rows(page).first()).toBeVisible();
    await context.clearCookies();
    await page.reload();
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/admin/tag-groups");
  });
});

test.describe("tag screens", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test("create: the API's field errors appear at the field and nothing typed is lost; then the tag is listed by its display name", async ({
    page,
  }) => {
    await open(page, "manager", "/admin/tags");
    await page.getByRole("button", { name: "New tag" }).click();
    const dialog = page.getByRole("dialog", { name: "New tag" });
    await dialog.getByLabel("Name", { exact: true }).fill("Push messages");
    await dialog.getByLabel("Slug").fill("Push Messages!");
    await dialog.getByLabel("Order").fill("-1");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Cannot be blank")).toBeVisible();
    await expect(dialog.getByText("Must match the pattern")).toBeVisible();
    await expect(dialog.getByText("Must be greater than -1")).toBeVisible();
    await expect(dialog.getByLabel("Key")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Push messages");
    await expect(dialog.getByLabel("Slug")).toHaveValue("Push Messages!");
    await dialog.getByLabel("Key").fill("push");
    await dialog.getByLabel("Slug").fill("push-messages");
    await dialog.getByLabel("Order").fill("0");
    await dialog.getByLabel("Group").selectOption({ label: "Topic" });
    await dialog.getByRole("button", { name: "Add a language" }).click();
    await dialog.getByLabel("Name", { exact: true }).nth(1).fill("");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByTestId("language-1").getByText("Cannot be blank")).toBeVisible();
    await dialog.getByLabel("Name", { exact: true }).nth(1).fill("Messages push");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Saved Push messages.")).toBeVisible();
    const row = rows(page).filter({ hasText: "push-messages" });
    await expect(row.getByRole("rowheader")).toHaveText("Push messages");
    await expect(row).toContainText("Topic");
  });

  test("reorder, edit and the active flag; the display name falls back when English has no name", async ({ page }) => {
    await open(page, "manager", "/admin/tags");
    const first = rows(page).first();
    const firstName = (await first.getByRole("rowheader").textContent()) ?? "";
    const secondName = (await rows(page).nth(1).getByRole("rowheader").textContent()) ?? "";
    await page.getByRole("button", { name: `Move ${firstName} down` }).click();
    await expect(page.getByText(`Moved ${firstName}.`)).toBeVisible();
    await expect(rows(page).nth(0).getByRole("rowheader")).toHaveText(secondName);
    await expect(rows(page).nth(1).getByRole("rowheader")).toHaveText(firstName);
    await page.getByRole("button", { name: `Move ${firstName} up` }).click();
    await expect(rows(page).nth(0).getByRole("rowheader")).toHaveText(firstName);

    await page.getByRole("button", { name: "Edit Video" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit tag Video" });
    await dialog.getByLabel("Active").uncheck();
    await dialog.getByRole("button", { name: "Remove English" }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    // Without an English name the first named language (French in the demo data) is shown.
    const edited = rows(page).filter({ hasText: "Vidéo" });
    await expect(edited.getByRole("rowheader")).toHaveText("Vidéo");
    await expect(edited).toContainText("Inactive");
  });

  test("delete asks first; Cancel keeps the tag, Delete removes it", async ({ page }) => {
    await open(page, "admin", "/admin/tags");
    await page.getByRole("button", { name: "New tag" }).click();
    const dialog = page.getByRole("dialog", { name: "New tag" });
    await dialog.getByLabel("Key").fill("short-lived");
    await dialog.getByLabel("Slug").fill("short-lived");
    await dialog.getByLabel("Name", { exact: true }).fill("Short-lived");
    await dialog.getByLabel("Order").fill("0");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(rows(page).filter({ hasText: "short-lived" })).toHaveCount(1);
    await page.getByRole("button", { name: "Delete Short-lived" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Short-lived?" });
    await expect(confirm).toContainText("The tag is removed from every article that uses it.");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(rows(page).filter({ hasText: "short-lived" })).toHaveCount(1);
    await page.getByRole("button", { name: "Delete Short-lived" }).click();
    await page.getByRole("dialog", { name: "Delete Short-lived?" }).getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Deleted Short-lived.")).toBeVisible();
    await expect(rows(page).filter({ hasText: "short-lived" })).toHaveCount(0);
  });

  test("paging and the project filter", async ({ page }) => {
    await open(page, "admin", "/admin/tags");
    await expect(rows(page)).toHaveCount(10);
    const pager = page.getByRole("navigation", { name: "Pages" });
    await expect(pager).toContainText("Page 1 of 2");
    await pager.getByRole("button", { name: "Next" }).click();
    await expect(pager).toContainText("Page 2 of 2");
    await expect(rows(page).first()).toBeVisible();
    await expect.poll(() => rows(page).count()).toBeLessThan(10);

    // A tag of one project shows under that project's filter only; shared tags show under every filter.
    await page.getByRole("button", { name: "New tag" }).click();
    const dialog = page.getByRole("dialog", { name: "New tag" });
    await dialog.getByLabel("Key").fill("lab-only");
    await dialog.getByLabel("Slug").fill("lab-only");
    await dialog.getByLabel("Name", { exact: true }).fill("Lab only");
    await dialog.getByLabel("Project").selectOption({ label: "demo-lab" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    const filter = page.locator("#project-filter");
    await filter.selectOption({ label: "demo-lab" });
    await expect(rows(page).filter({ hasText: "lab-only" })).toHaveCount(1);
    await filter.selectOption({ label: "demo-shop" });
    await expect(rows(page).first()).toBeVisible();
    await expect(rows(page).filter({ hasText: "lab-only" })).toHaveCount(0);
  });

  test("tag groups: create with names per language and edit", async ({ page }) => {
    await open(page, "manager", "/admin/tag-groups");
    await page.getByRole("button", { name: "New group" }).click();
    const dialog = page.getByRole("dialog", { name: "New group" });
    await dialog.getByLabel("Key").fill("audience");
    await dialog.getByLabel("Language", { exact: true }).selectOption("de");
    await dialog.getByLabel("Name", { exact: true }).fill("Zielgruppe");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    // No English name: the first named language is the display name.
    await expect(rows(page).filter({ hasText: "audience" }).getByRole("rowheader")).toHaveText("Zielgruppe");
    await page.getByRole("button", { name: "Edit Zielgruppe" }).click();
    const edit = page.getByRole("dialog", { name: "Edit group Zielgruppe" });
    await edit.getByRole("button", { name: "Add a language" }).click();
    await edit.getByLabel("Language", { exact: true }).nth(1).selectOption("en");
    await edit.getByLabel("Name", { exact: true }).nth(1).fill("Audience");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(rows(page).filter({ hasText: "audience" }).getByRole("rowheader")).toHaveText("Audience");
  });

  test("screens at 375 and 1440 px on com and ru, with axe", async ({ page }) => {
    test.setTimeout(120_000);
    for (const [host, name] of [
      ["storyfront.com", "com"],
      ["storyfront.ru", "ru"],
    ] as const) {
      await page.context().clearCookies();
      await page.goto(at(host, "/"));
      await signInAs(page, "admin");
      for (const path of ["/admin/tags", "/admin/tag-groups"]) {
        for (const width of [375, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(at(host, path));
          await expect(rows(page).first()).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          await fullPageShot(page, screenshotPath(`account${path.replaceAll("/", "-")}-${name}-${width}.png`));
        }
        expect(await seriousAxeViolations(page)).toEqual([]);
      }
      await page
        .getByRole("button", { name: /^(Edit|Изменить) / })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.screenshot({ path: screenshotPath(`account-tag-dialog-${name}-375.png`) });
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
  });
});
