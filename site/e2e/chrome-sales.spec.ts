import { expect, type Page, type Request } from "@playwright/test";
import { test } from "./fixtures";
import { at } from "./hosts";
import { fullPageShot, screenshotPath, seriousAxeViolations } from "./support";

const leadRequests = (page: Page) => {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/lead") && request.method() === "POST") seen.push(request);
  });
  return seen;
};
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}@shop-${Math.random().toString(36).slice(2, 8)}.io`;

test.describe("the sales page", () => {
  test("com: headline, 4 points, on the call, awards, form and a scheduler that falls back to mail", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const refusals: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) refusals.push(message.text());
    });
    await page.goto(at("storyfront.com", "/sales"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("See in-app stories working in your app");
    await expect(page.getByText("30-minute demo call")).toBeVisible();
    await expect(page.locator("ol li")).toHaveCount(4);
    await expect(page.getByRole("heading", { name: "On the call" })).toBeVisible();
    await expect(page.getByRole("list", { name: /Awards and rating badges/ }).getByRole("img")).not.toHaveCount(0);
    await expect(page.getByRole("link", { name: "terms of service" })).toHaveAttribute("href", "/terms");
    await expect(page.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/policy");
    // The scheduler host does not resolve here, as for a visitor behind a blocker: the mail link shows.
    const scheduler = page.getByRole("region", { name: "Pick a time for your demo" });
    await scheduler.scrollIntoViewIfNeeded();
    await expect(scheduler.getByRole("link", { name: "sales@storyfront.com" })).toHaveAttribute("href", "mailto:sales@storyfront.com");
    // The page's own policy lets the scheduler try: it fails on the network, as for a blocker, not on our CSP.
    expect(refusals).toEqual([]);
    await fullPageShot(page, screenshotPath("chrome-sales-1440.png"));
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("ru shows the mail-us block instead of the scheduler", async ({ page }) => {
    await page.goto(at("storyfront.ru", "/sales"));
    await expect(page.getByRole("heading", { name: "Готовы обсудить детали" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Отправить заявку" })).toHaveAttribute("href", "mailto:sales@storyfront.ru");
    await expect(page.getByRole("region", { name: "Выберите время" })).toHaveCount(0);
  });

  test("the logo row shows 6 logos below 768 px, 5 up to 1024 px and all 11 above", async ({ page }) => {
    for (const [width, visible] of [
      [375, 6],
      [768, 5],
      [1024, 5],
      [1440, 11],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(at("storyfront.com", "/sales"));
      const logos = page.getByRole("region", { name: "Trusted by product teams" }).locator("li");
      await expect(logos).toHaveCount(11);
      const shown = await logos.evaluateAll((items) => items.filter((item) => getComputedStyle(item).display !== "none").length);
      expect(shown, `at ${width}`).toBe(visible);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `overflow at ${width}`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(at("storyfront.com", "/sales"));
    await fullPageShot(page, screenshotPath("chrome-sales-375.png"));
  });
});

test.describe("the demo request form", () => {
  test("prefills from the query, and a double click sends one lead", async ({ page }) => {
    const email = uniqueEmail("double");
    const sent = leadRequests(page);
    await page.goto(at("storyfront.com", `/sales?email=${encodeURIComponent(email)}&name=Ana%20Lima`));
    await expect(page.getByLabel("Work e-mail")).toHaveValue(email);
    await expect(page.getByLabel("Name")).toHaveValue("Ana Lima");
    await expect(page.getByLabel("Work e-mail")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Work e-mail")).toHaveAttribute("required", "");
    await expect(page.getByRole("button", { name: "Request Demo" })).toBeEnabled();
    await page.getByLabel("Website").fill("shop.example.com");
    await page.getByRole("button", { name: "Request Demo" }).dblclick();
    await expect(page.getByRole("status").filter({ hasText: "Thank you!" })).toContainText(email);
    expect(sent).toHaveLength(1);
    const answer = await sent[0]?.response();
    expect(answer?.status()).toBe(201);
    expect(sent[0]?.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]?.postDataJSON()).toMatchObject({ kind: "demo", email, name: "Ana Lima", website: "shop.example.com", page: "/sales" });
  });

  test("typed into before the page's scripts ran: the text stays, the query fills only the empty name, and the lead is sent", async ({
    page,
  }) => {
    const typed = uniqueEmail("early");
    const sent = leadRequests(page);
    // Next's scripts are held back, as on a slow phone between the first paint and hydration.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/**/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(at("storyfront.com", "/sales?email=from-footer%40shop.io&name=Ana%20Lima"), { waitUntil: "domcontentloaded" });
    const button = page.getByRole("button", { name: "Request Demo" });
    await expect(button).toBeDisabled();
    await page.getByLabel("Work e-mail").fill(typed);
    await page.getByLabel("Website").fill("early.example.com");
    release();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page.getByLabel("Work e-mail")).toHaveValue(typed);
    await expect(page.getByLabel("Name")).toHaveValue("Ana Lima");
    await expect(page.getByLabel("Website")).toHaveValue("early.example.com");
    await button.click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you!" })).toContainText(typed);
    expect(sent[0]?.postDataJSON()).toMatchObject({ email: typed, name: "Ana Lima", website: "early.example.com" });
  });

  test("a failed submit keeps the values, and the retry with the same key stores one lead", async ({ page }) => {
    const email = uniqueEmail("retry");
    const sent = leadRequests(page);
    await page.goto(at("storyfront.com", "/fr/sales"));
    await expect(page.getByRole("button", { name: "Demander une démo" })).toBeEnabled();
    await page.getByLabel("E-mail professionnel").fill(email);
    await page.getByLabel("Nom").fill("Jules");
    // The first answer is lost on the way back: the lead is stored, the visitor sees an error.
    await page.route("**/api/lead", async (route) => {
      // Node does not resolve the real host names; the loopback alias reaches the same server.
      const origin = `http://localhost:${new URL(route.request().url()).port}`;
      const url = route
        .request()
        .url()
        .replace(/^http:\/\/[^/]+/, origin);
      // Sent from there, it carries that origin: the route handlers refuse writes from any other.
      await route.fetch({ url, headers: { ...route.request().headers(), origin } });
      await route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ message: "Bad gateway" }) });
    });
    await page.getByRole("button", { name: "Demander une démo" }).click();
    await expect(page.locator("form [role=alert]")).toHaveText("Erreur du serveur, veuillez réessayer plus tard");
    await expect(page.getByLabel("E-mail professionnel")).toHaveValue(email);
    await expect(page.getByLabel("Nom")).toHaveValue("Jules");
    await page.unroute("**/api/lead");
    await page.getByRole("button", { name: "Demander une démo" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Merci" })).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers()["idempotency-key"]).toBe(sent[0]?.headers()["idempotency-key"]);
    // The API answers a replay with 200 and the first lead instead of storing a second one.
    expect((await sent[1]?.response())?.status()).toBe(200);
  });

  test("the API's field errors show beside the fields", async ({ page }) => {
    await page.goto(at("storyfront.com", "/sales"));
    await expect(page.getByRole("button", { name: "Request Demo" })).toBeEnabled();
    await page.getByLabel("Work e-mail").fill(uniqueEmail("site"));
    await page.getByLabel("Name").fill("Ana");
    await page.getByLabel("Website").fill("not a website");
    await page.getByRole("button", { name: "Request Demo" }).click();
    await expect(page.locator("form [role=alert]")).toHaveText("Your request was not sent. Check the fields and try again.");
    await expect(page.getByText("must match the pattern")).toBeVisible();
    await expect(page.getByLabel("Website")).toHaveAttribute("aria-invalid", "true");
  });
});
