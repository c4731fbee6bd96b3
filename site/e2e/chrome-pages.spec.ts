import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { at } from "./hosts";
import { seriousAxeViolations, screenshotPath } from "./support";

test.describe("/quick-demo: select, carousel and modal", () => {
  test("the topic select filters and says when nothing matches", async ({ page }) => {
    await page.goto(at("storyfront.com", "/quick-demo"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quick demo");
    const topic = page.getByRole("combobox", { name: "What interests you most?" });
    await topic.click();
    await expect(page.getByRole("option")).toHaveCount(4);
    await topic.fill("xyz");
    await expect(page.getByText("Sorry, no matching options.")).toBeVisible();
    await topic.fill("game");
    await page.keyboard.press("Enter");
    await expect(topic).toHaveValue("Mini-games");
  });

  test("the carousel pages through the steps", async ({ page }) => {
    await page.goto(at("storyfront.com", "/quick-demo"));
    const carousel = page.getByRole("region", { name: "The two-minute tour" });
    await expect(carousel.getByText("Slide 1 of 3")).toBeVisible();
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(carousel.getByText("Slide 2 of 3")).toBeVisible();
    await expect(carousel.getByText("Publish it to your app with one SDK")).toBeVisible();
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect(carousel.getByText("Slide 3 of 3")).toBeVisible();
  });

  test("the modal traps focus, closes on Escape, outside click and its button, and returns focus", async ({ page }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(at("storyfront.com", "/quick-demo"));
      const opener = page.getByRole("button", { name: "Watch the tour" });
      await opener.click();
      const dialog = page.getByRole("dialog", { name: /The two-minute tour/ });
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(630);
      expect(await page.getByTestId("modal-overlay").evaluate((element) => getComputedStyle(element).zIndex)).toBe("202");
      await page.screenshot({ path: screenshotPath(`chrome-modal-${width}.png`) });
      expect(await seriousAxeViolations(page)).toEqual([]);
      for (let step = 0; step < 4; step += 1) await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();

      await opener.click();
      await page.mouse.click(5, 5);
      await expect(dialog).toHaveCount(0);
      await opener.click();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toHaveCount(0);
    }
  });

  test("no page of this file is wider than the screen at 375, 768, 1024 and 1440 px", async ({ page }) => {
    for (const width of [375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/quick-demo", "/write-for-us", "/invite/join-demo-news"]) {
        await page.goto(at("storyfront.com", path));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // Off-screen carousel slides are clipped on purpose; everything a visitor can see must fit.
        const overflow = await page.evaluate(
          () =>
            Math.max(
              ...[...document.querySelectorAll("main *")]
                .filter((element) => !element.closest('[aria-hidden="true"]'))
                .map((element) => element.getBoundingClientRect().right),
            ) - window.innerWidth,
        );
        expect(overflow, `${path} at ${width}`).toBeLessThanOrEqual(0);
      }
    }
  });

  test("the try-now buttons both lead to /sales", async ({ page }) => {
    await page.goto(at("storyfront.com", "/fr/quick-demo"));
    await expect(page.getByRole("link", { name: "Démo", exact: true })).toHaveAttribute("href", "/fr/sales");
    await expect(page.getByRole("link", { name: "Demander une démo" }).first()).toHaveAttribute("href", "/fr/sales");
  });
});

test.describe("/write-for-us", () => {
  test("exists on com, not on ru", async ({ page }) => {
    const response = await page.goto(at("storyfront.com", "/write-for-us"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Write for us");
    await expect(page.getByRole("link", { name: "editor@storyfront.com" })).toHaveAttribute("href", "mailto:editor@storyfront.com");
    expect((await page.goto(at("storyfront.com", "/de/write-for-us")))?.status()).toBe(200);
    expect((await page.goto(at("storyfront.ru", "/write-for-us")))?.status()).toBe(404);
  });
});

test.describe("project invite", () => {
  test("unknown and used invites say so", async ({ page }) => {
    await page.goto(at("storyfront.com", "/invite/no-such-invite"));
    await expect(page.getByRole("heading", { name: "Joining the project" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "not found" })).toHaveText('Invite "no-such-invite" not found');
    await page.goto(at("storyfront.com", "/invite/used-demo-shop"));
    await expect(page.getByRole("alert").filter({ hasText: "already used" })).toContainText('Invite "used-demo-shop" already used at');
  });

  test("Cancel goes home; Continue asks a visitor to sign in, then joins with Processing... meanwhile", async ({ page }) => {
    await page.goto(at("storyfront.com", "/invite/join-demo-news"));
    await expect(page.getByText("You were invited to join the project Demo News.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("link", { name: "Log in to accept the invite" })).toHaveAttribute(
      "href",
      "https://console.storyfront.com/auth/signin",
    );

    // The manager already works in Demo News, so accepting leaves the demo users' active projects (and the
    // trial banner suite's expectations) as seeded: the suites share one API database.
    const status = await page.evaluate(
      async () =>
        (
          await fetch("/api/auth", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email: "manager@example.com", password: "Demo-Manager-2026" }),
          })
        ).status,
    );
    expect(status).toBe(200);
    await page.route("**/api/auth/invite/join-demo-news", async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await expect(page.getByRole("status")).toContainText("You joined Demo News.");
    await expect(page.getByRole("link", { name: "Open the console" })).toHaveAttribute("href", "https://console.storyfront.com/");
    await page.reload();
    await expect(page.getByRole("alert").filter({ hasText: "already used" })).toContainText('Invite "join-demo-news" already used at');
  });

  test("is noindex like every sales-layout page but /sales", async ({ page }) => {
    expect((await page.goto(at("storyfront.com", "/invite/join-demo-news")))?.headers()["x-robots-tag"]).toBe("noindex");
  });
});
