import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { at } from "./hosts";
import { freshEmail, linkIn, waitForMail } from "./mailbox";
import { fullPageShot, screenshotPath } from "./support";

// Screenshots of the account screens at a phone and a desktop width on both variants, for a person to look at
// (saved to .screenshots/); each also asserts that nothing is wider than the window.
const widths = [375, 1440];
const hosts = [
  { name: "com", host: "storyfront.com" },
  // The production-like host: e-mailed links go to the configured ru site (SITE_BASE_URL_RU), not to the host that asked.
  { name: "ru", host: "storyfront.ru" },
];

const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

async function signedUp(page: Page, host: string) {
  const email = freshEmail("shots");
  await page.goto(at(host, "/signup"));
  await page.evaluate(
    (email) =>
      fetch("/api/auth/signup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ firstName: "Nina", lastName: "Holt", email, companyName: "Acme Stories", companyDomain: "acme-stories.io" }),
      }),
    email,
  );
  await page.goto(linkIn(await waitForMail(email)).toString());
  await page.locator("input[name=password]").fill("Sunny-Day-42");
  await page.locator("input[name=passwordRepeat]").fill("Sunny-Day-42");
  await page.locator("form button[type=submit]").click();
  await page.waitForURL((url) => url.pathname === "/profile");
}

for (const { name, host } of hosts) {
  test(`account screens on ${name} at 375 and 1440 px`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(at(host, "/signup"));
      await page.locator("form button[type=submit]").click();
      await expect(page.locator("[aria-invalid=true]")).toHaveCount(5);
      await noSideways(page);
      // From the top, so the sticky header sits where a visitor sees it first.
      await page.evaluate(() => window.scrollTo(0, 0));
      await fullPageShot(page, screenshotPath(`account-signup-${name}-${width}.png`));
    }
    await signedUp(page, host);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(at(host, "/profile"));
      await page.getByTestId("two-factor").getByRole("button").first().click();
      await expect(page.getByTestId("two-factor-secret")).toBeVisible();
      await noSideways(page);
      // From the top, so the sticky header sits where a visitor sees it first.
      await page.evaluate(() => window.scrollTo(0, 0));
      await fullPageShot(page, screenshotPath(`account-profile-${name}-${width}.png`));
    }
  });
}
