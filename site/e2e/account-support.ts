import { expect, type Page } from "@playwright/test";
import { at } from "./hosts";
import { freshEmail, linkIn, waitForMail } from "./mailbox";
import { editorSecret, totp } from "./totp";

export const demoAccounts = {
  user: { email: "user@example.com", password: "Demo-User-2026", firstName: "Dana" },
  manager: { email: "manager@example.com", password: "Demo-Manager-2026", firstName: "Milo" },
  admin: { email: "admin@example.com", password: "Demo-Admin-2026", firstName: "Ada" },
  editor: { email: "editor@example.com", password: "Demo-Editor-2026", firstName: "Eli" },
} as const;

export type DemoAccount = keyof typeof demoAccounts;

const post = (page: Page, url: string, body: unknown) =>
  page.evaluate(
    async ([url, body]) => {
      const response = await fetch(url as string, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
    },
    [url, body] as const,
  );

/**
 * Signs in through the site's same-origin handlers (the page must be on the site). The editor has
 * two-factor sign-in: its code comes from the secret, trying the next time step when this one was used.
 */
export async function signInAs(page: Page, who: DemoAccount) {
  const { email, password } = demoAccounts[who];
  for (let attempt = 0; attempt < 4; attempt++) {
    const login = await post(page, "/api/auth", { email, password });
    expect(login.status, `sign-in of ${email}`).toBe(200);
    if (who !== "editor") return;
    expect(login.body).toMatchObject({ twoFactorRequired: true });
    const second = await post(page, "/api/auth/two-factor", { code: totp(editorSecret, attempt % 2) });
    if (second.status === 200) return;
    // Both steps of this half minute were used by earlier sign-ins: wait for the next one.
    if (attempt === 1) await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  throw new Error("the editor could not sign in with a fresh code");
}

/** Status of a same-origin call made from the page, as the signed-in visitor. */
export const callStatus = (page: Page, url: string, method = "GET", body?: unknown) =>
  page.evaluate(
    async ([url, method, body]) =>
      (
        await fetch(url as string, {
          method: method as string,
          headers: body === undefined ? {} : { "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).status,
    [url, method, body] as const,
  );

/**
 * A confirmed account of its own for a test (a fresh address made from `label`), signed up through the site's
 * handler on `host`, then its e-mailed link and `password`; the visitor is signed in on /profile afterwards.
 */
export async function confirmedAccount(page: Page, label: string, password: string, host = "storyfront.com"): Promise<string> {
  const email = freshEmail(label);
  await page.goto(at(host, "/signup"));
  const sent = await page.evaluate(async (email) => {
    const response = await fetch("/api/auth/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ firstName: "Tess", lastName: "Ray", email, companyName: "Acme Stories", companyDomain: "acme-stories.io" }),
    });
    return response.status;
  }, email);
  expect(sent).toBe(202);
  await page.goto(linkIn(await waitForMail(email)).toString());
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Repeat new password").fill(password);
  await page.getByRole("button", { name: "Confirm and sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/profile");
  return email;
}
