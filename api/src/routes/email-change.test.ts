import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authTokens, authUser, emailChangeElsewhere } from "@storyfront/schemas";
import { backends, startTestApi, type TestApi } from "../test/harness";
import { linkIn, mailsTo, newMailDir, waitForMail } from "../test/mail-files";

type ErrorBody = { message: string; errors?: { field: string; message: string }[] };

const password = "Sunny-Day-42";
const siteBaseUrl = "https://storyfront.com";
const loginThrottleLimit = 3;

describe.each(backends)("e-mail change on %s", (backend) => {
  let api: TestApi;
  let mailDir: string;
  beforeAll(async () => {
    mailDir = await newMailDir();
    api = await startTestApi(backend, { mailDir, siteBaseUrl, siteBaseUrlRu: "https://storyfront.ru", loginThrottleLimit });
  });
  afterAll(() => api?.close());

  /** A confirmed account of its own per test (sign-up, then its link), signed in. */
  async function account(email: string) {
    const before = (await mailsTo(mailDir, email)).length;
    await api.call("POST", "/auth/signup", {
      body: { firstName: "Rita", lastName: "Lane", email, companyName: "Acme", companyDomain: "acme.io" },
    });
    const { token } = linkIn(await waitForMail(mailDir, email, before + 1));
    const confirmed = await api.call("POST", "/auth/signup/confirm", { body: { token, password, passwordRepeat: password } });
    expect(confirmed.status).toBe(200);
    return authTokens.parse(confirmed.body);
  }
  const ask = (token: string, body: Record<string, unknown>, lang?: string) =>
    api.call<ErrorBody | string>("POST", "/profile/email", { token, body, lang });
  const confirm = (token: string) => api.call<ErrorBody & { email?: string }>("POST", "/auth/email-change/confirm", { body: { token } });
  const emailOf = async (token: string) => authUser.parse((await api.call("GET", "/auth", { token })).body).email;
  const signInStatus = async (email: string) => (await api.call("POST", "/auth", { body: { email, password } })).status;

  it("needs the current password: none or a wrong one is refused by name, and PUT /profile no longer takes the e-mail", async () => {
    const { token } = await account("nopass@acme.io");
    const none = await ask(token, { email: "elsewhere@acme.io" });
    expect(none.status).toBe(422);
    expect((none.body as ErrorBody).errors).toEqual([{ field: "currentPassword", message: "Cannot be blank" }]);
    const wrong = await ask(token, { email: "elsewhere@acme.io", currentPassword: "Not-It-42" });
    expect(wrong.status).toBe(422);
    expect((wrong.body as ErrorBody).errors).toEqual([{ field: "currentPassword", message: "is incorrect" }]);
    const put = await api.call<ErrorBody>("PUT", "/profile", { token, body: { email: "elsewhere@acme.io" } });
    expect(put.status).toBe(422);
    expect(put.body.errors).toEqual([{ field: "email", message: emailChangeElsewhere }]);
    expect(await emailOf(token)).toBe("nopass@acme.io");
    expect(await mailsTo(mailDir, "elsewhere@acme.io")).toEqual([]);
    // Without a session there is nothing to change.
    expect((await api.call("POST", "/profile/email", { body: { email: "elsewhere@acme.io", currentPassword: password } })).status).toBe(
      401,
    );
  });

  it("counts wrong passwords in the login throttle, so a session cannot be used to guess the password", async () => {
    const { token } = await account("guess@acme.io");
    for (let i = 0; i < loginThrottleLimit; i++)
      expect((await ask(token, { email: "thief@acme.io", currentPassword: `Guess-${i}-42` })).status).toBe(422);
    const locked = await ask(token, { email: "thief@acme.io", currentPassword: password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    // The same count as the sign-in form: it is locked there too.
    expect(await signInStatus("guess@acme.io")).toBe(429);
  });

  it("answers a taken address exactly like a free one; its owner is told, and no link exists", async () => {
    const free = await account("free-asker@acme.io");
    const taken = await account("taken-asker@acme.io");
    await account("owner@acme.io");
    const toFree = await ask(free.token, { email: "brand-new@acme.io", currentPassword: password });
    const toTaken = await ask(taken.token, { email: "Owner@Acme.io", currentPassword: password });
    expect(toTaken.status).toBe(202);
    expect([toTaken.status, toTaken.body]).toEqual([toFree.status, toFree.body]);
    const headersOf = (answer: typeof toFree) => [...answer.headers.keys()].filter((name) => name !== "date").sort();
    expect(headersOf(toTaken)).toEqual(headersOf(toFree));
    // The old-address notice is queued after the new-address e-mail, so once it is there both are.
    await waitForMail(mailDir, "taken-asker@acme.io", 2);
    const ownerMails = await mailsTo(mailDir, "owner@acme.io");
    expect(ownerMails).toHaveLength(2);
    const notice = ownerMails[1]!;
    expect(notice.subject).toBe("Someone tried to use your e-mail address on Storyfront");
    expect(notice.text).not.toMatch(/https?:\/\//);
    expect(await emailOf(taken.token)).toBe("taken-asker@acme.io");
    expect(await signInStatus("owner@acme.io")).toBe(200);
  });

  it("changes the e-mail only when the link sent to the new address is followed, then ends every session", async () => {
    const first = await account("mover@acme.io");
    const second = authTokens.parse((await api.call("POST", "/auth", { body: { email: "mover@acme.io", password } })).body);
    const asked = await ask(first.token, { email: "Moved@Acme.io", currentPassword: password }, "fr");
    expect(asked.status).toBe(202);
    const mail = await waitForMail(mailDir, "moved@acme.io");
    expect(mail.subject).toBe("Confirm your new Storyfront e-mail address");
    const { url, token } = linkIn(mail);
    expect(`${url.origin}${url.pathname}`).toBe(`${siteBaseUrl}/fr/confirm-email`);
    // Nothing has changed yet.
    expect(await emailOf(first.token)).toBe("mover@acme.io");
    expect(await signInStatus("moved@acme.io")).toBe(401);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: "Moved@Acme.io" });
    for (const session of [first, second]) {
      expect((await api.call("GET", "/auth", { token: session.token })).status).toBe(401);
      expect((await api.call("PATCH", "/auth", { body: { refreshToken: session.refreshToken } })).status).toBe(401);
    }
    expect(await signInStatus("mover@acme.io")).toBe(401);
    expect(await signInStatus("moved@acme.io")).toBe(200);
  });

  it("tells the old address when the change is asked for and when it is made, without the link", async () => {
    const { token } = await account("told@acme.io");
    await ask(token, { email: "told-new@acme.io", currentPassword: password });
    const requested = await waitForMail(mailDir, "told@acme.io", 2);
    expect(requested.subject).toBe("Your Storyfront e-mail address is about to change");
    expect(requested.text).toContain("told-new@acme.io");
    const link = linkIn(await waitForMail(mailDir, "told-new@acme.io"));
    expect(requested.text).not.toContain(link.token);
    expect(requested.text).not.toMatch(/https?:\/\//);
    expect((await confirm(link.token)).status).toBe(200);
    const changed = await waitForMail(mailDir, "told@acme.io", 3);
    expect(changed.subject).toBe("Your Storyfront e-mail address was changed");
    expect(changed.text).toContain("told-new@acme.io");
    expect(changed.text).not.toMatch(/https?:\/\//);
  });

  it("takes a link once, not after it expired, and only the newest request's", async () => {
    const once = await account("once@acme.io");
    await ask(once.token, { email: "once-new@acme.io", currentPassword: password });
    const { token } = linkIn(await waitForMail(mailDir, "once-new@acme.io"));
    expect((await confirm(token)).status).toBe(200);
    const again = await confirm(token);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(`Token "${token}" not found`);

    const late = await account("late@acme.io");
    await ask(late.token, { email: "late-new@acme.io", currentPassword: password });
    const expired = linkIn(await waitForMail(mailDir, "late-new@acme.io")).token;
    api.clock.now += 24 * 3600 + 1;
    expect((await confirm(expired)).status).toBe(404);
    expect(await signInStatus("late@acme.io")).toBe(200);

    const twice = await account("twice@acme.io");
    await ask(twice.token, { email: "twice-a@acme.io", currentPassword: password });
    const older = linkIn(await waitForMail(mailDir, "twice-a@acme.io")).token;
    await ask(twice.token, { email: "twice-b@acme.io", currentPassword: password });
    const newer = linkIn(await waitForMail(mailDir, "twice-b@acme.io")).token;
    expect((await confirm(older)).status).toBe(404);
    expect((await confirm(newer)).status).toBe(200);
    expect(await signInStatus("twice-b@acme.io")).toBe(200);
  });

  it("is cancelled by a password reset, as the old address is told", async () => {
    const { token } = await account("reset-me@acme.io");
    await ask(token, { email: "intruder@acme.io", currentPassword: password });
    const link = linkIn(await waitForMail(mailDir, "intruder@acme.io")).token;
    api.clock.now += 60;
    await api.call("POST", "/auth/password-reset", { body: { email: "reset-me@acme.io" } });
    const reset = linkIn(await waitForMail(mailDir, "reset-me@acme.io", 3)).token;
    const newPassword = "Rainy-Day-43";
    const done = await api.call("POST", "/auth/password-reset/confirm", {
      body: { token: reset, password: newPassword, passwordRepeat: newPassword },
    });
    expect(done.status).toBe(204);
    expect((await confirm(link)).status).toBe(404);
    expect((await api.call("POST", "/auth", { body: { email: "reset-me@acme.io", password: newPassword } })).status).toBe(200);
  });

  it("is cancelled by a password change", async () => {
    const { token } = await account("change-me@acme.io");
    await ask(token, { email: "intruder-too@acme.io", currentPassword: password });
    const link = linkIn(await waitForMail(mailDir, "intruder-too@acme.io")).token;
    const changed = await api.call("PUT", "/profile/password", {
      token,
      body: { currentPassword: password, password: "Rainy-Day-43", passwordRepeat: "Rainy-Day-43" },
    });
    expect(changed.status).toBe(204);
    expect((await confirm(link)).status).toBe(404);
  });

  it("fails cleanly when the address was given to another account before the link was followed", async () => {
    const { token } = await account("racer@acme.io");
    await ask(token, { email: "contested@acme.io", currentPassword: password });
    const link = linkIn(await waitForMail(mailDir, "contested@acme.io")).token;
    await account("contested@acme.io");
    const answer = await confirm(link);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe("This e-mail address now belongs to another account; your e-mail address was not changed");
    expect(await signInStatus("racer@acme.io")).toBe(200);
    expect((await confirm(link)).status).toBe(404);
  });
});
