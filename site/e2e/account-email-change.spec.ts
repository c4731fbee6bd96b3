import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { confirmedAccount } from "./account-support";
import { at } from "./hosts";
import { countMails, freshEmail, linkIn, waitForMail } from "./mailbox";
import { seriousAxeViolations } from "./support";

const site = (path: string) => at("storyfront.com", path);
const password = "Sunny-Day-42";
const emailForm = (page: Page) => page.getByTestId("email-form");

/** Fills the Change e-mail section and sends it. */
async function askForChange(page: Page, email: string, currentPassword: string) {
  await emailForm(page).getByLabel("New e-mail").fill(email);
  await emailForm(page).getByLabel("Current password").fill(currentPassword);
  await emailForm(page).getByRole("button", { name: "Send confirmation link" }).click();
}

test.describe("e-mail change", () => {
  // A whole journey: sign up, profile, two mailboxes, the link, sign-in again.
  test.describe.configure({ timeout: 180_000 });

  test("needs the current password, changes only when the link to the new address is followed, then signs in with it", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const oldEmail = await confirmedAccount(page, "mover", password);
    await expect(page.getByTestId("current-email")).toHaveText(oldEmail);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Nothing typed: both fields named, and the form's alert is read out.
    await emailForm(page).getByRole("button", { name: "Send confirmation link" }).click();
    await expect(page.getByTestId("email-form").locator("..").getByRole("alert")).toHaveText("Some fields need your attention.");
    await expect(emailForm(page).getByLabel("New e-mail")).toHaveAccessibleDescription("Cannot be blank");
    await expect(emailForm(page).getByLabel("Current password")).toHaveAccessibleDescription("Cannot be blank");

    const newEmail = freshEmail("moved");
    await askForChange(page, newEmail, "Not-The-One-1");
    await expect(emailForm(page).getByLabel("Current password")).toHaveAccessibleDescription("The current password is incorrect");
    await expect(emailForm(page).getByLabel("New e-mail")).toHaveValue(newEmail);
    expect(await countMails(newEmail)).toBe(0);

    await emailForm(page).getByLabel("Current password").fill(password);
    await emailForm(page).getByRole("button", { name: "Send confirmation link" }).click();
    const sentText = `We sent a confirmation link to ${newEmail}. Your e-mail changes only when you follow it.`;
    await expect(page.getByRole("status").filter({ hasText: "confirmation link" })).toHaveText(sentText);

    // The old address is told, without the link; nothing has changed yet.
    const notice = await waitForMail(oldEmail, 2);
    expect(notice.subject).toBe("Your Storyfront e-mail address is about to change");
    expect(notice.text).not.toMatch(/https?:\/\//);
    await page.reload();
    await expect(page.getByTestId("current-email")).toHaveText(oldEmail);

    const mail = await waitForMail(newEmail);
    expect(mail.subject).toBe("Confirm your new Storyfront e-mail address");
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe(site("/confirm-email"));
    await page.goto(link.toString());
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your new e-mail" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Confirm new e-mail" }).click();
    await expect(page.getByRole("status")).toHaveText(
      `Your e-mail is now ${newEmail}. You are signed out everywhere: sign in with your new e-mail.`,
    );
    // This browser is signed out too: the profile (its island, as the cookies are still there) sends it to sign-in.
    await page.goto(site("/profile"));
    await page.waitForURL((url) => url.pathname === "/login");
    expect((await waitForMail(oldEmail, 3)).subject).toBe("Your Storyfront e-mail address was changed");

    // The link works once.
    await page.goto(link.toString());
    await page.getByRole("button", { name: "Confirm new e-mail" }).click();
    await expect(page.getByTestId("link-problem")).toHaveText(`Token "${link.searchParams.get("token")}" not found`);

    // The old address no longer signs in; the new one does.
    await page.goto(site("/login"));
    await page.getByLabel("Email").fill(oldEmail);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("main").getByRole("alert")).toHaveText("Incorrect email or password");
    await page.getByLabel("Email").fill(newEmail);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto(site("/profile"));
    await expect(page.getByTestId("current-email")).toHaveText(newEmail);
  });

  test("an address that has an account gets the same answer as a free one; its owner is told", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // The owner's account is made first, so its mailbox is no one else's.
    const owner = await confirmedAccount(page, "mover", password);
    await confirmedAccount(page, "mover", password);
    await askForChange(page, owner, password);
    await expect(page.getByRole("status").filter({ hasText: "confirmation link" })).toHaveText(
      `We sent a confirmation link to ${owner}. Your e-mail changes only when you follow it.`,
    );
    const told = await waitForMail(owner, 2);
    expect(told.subject).toBe("Someone tried to use your e-mail address on Storyfront");
    expect(told.text).not.toMatch(/https?:\/\//);
  });
});
