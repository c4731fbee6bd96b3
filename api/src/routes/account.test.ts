import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authTokens, authUser, passwordMessages } from "@storyfront/schemas";
import { backends, demo, startTestApi, type TestApi } from "../test/harness";
import { linkIn, mailsTo, newMailDir, waitForMail } from "../test/mail-files";

type ErrorBody = { message: string; errors?: { field: string; message: string }[] };

const person = (email: string) => ({ firstName: "Rita", lastName: "Lane", email, companyName: "Acme", companyDomain: "acme.io" });
// What a caller says about the site (a test host here) must not change where the links point.
const site = { "x-forwarded-host": "test.storyfront.com", "x-forwarded-proto": "http" };
const siteBaseUrl = "https://storyfront.com";
const siteBaseUrlRu = "https://storyfront.ru";

describe.each(backends)("sign-up and password reset on %s", (backend) => {
  let api: TestApi;
  let mailDir: string;
  beforeAll(async () => {
    mailDir = await newMailDir();
    api = await startTestApi(backend, { mailDir, siteBaseUrl, siteBaseUrlRu });
  });
  afterAll(() => api?.close());

  const signUp = (email: string, headers: Record<string, string> = site) =>
    api.call<{ email: string; resendIn: number }>("POST", "/auth/signup", { body: person(email), headers });
  const confirm = (token: string, password: string, passwordRepeat = password) =>
    api.call<ErrorBody>("POST", "/auth/signup/confirm", { body: { token, password, passwordRepeat } });

  it("signs up, e-mails a link to the deployment's site, and the link sets the password and signs in", async () => {
    const answer = await signUp("Rita@Acme.io");
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ email: "Rita@Acme.io", resendIn: 60 });
    const mail = await waitForMail(mailDir, "rita@acme.io");
    expect(mail.subject).toBe("Confirm your Storyfront account");
    const { url, token } = linkIn(mail);
    expect(`${url.origin}${url.pathname}`).toBe("https://storyfront.com/signup/confirm");
    // Not confirmed yet: no password works.
    expect((await api.call("POST", "/auth", { body: { email: "rita@acme.io", password: "" } })).status).toBe(422);
    const signedIn = await confirm(token, "Sunny-Day-42");
    expect(signedIn.status).toBe(200);
    const user = authUser.parse((await api.call("GET", "/auth", { token: authTokens.parse(signedIn.body).token })).body);
    expect(user).toMatchObject({
      email: "Rita@Acme.io",
      firstName: "Rita",
      lastName: "Lane",
      companyName: "Acme",
      companyDomain: "acme.io",
    });
    expect((await api.call("POST", "/auth", { body: { email: "rita@acme.io", password: "Sunny-Day-42" } })).status).toBe(200);
    // The link works once.
    const again = await confirm(token, "Sunny-Day-42");
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(`Token "${token}" not found`);
  });

  it("names the token that is not found, and the password rule in the catalogue's words", async () => {
    const unknown = await confirm("abc123", "Sunny-Day-42");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Token "abc123" not found');
    const errorsOf = async (password: string, repeat = password) => (await confirm("abc123", password, repeat)).body.errors;
    expect(await errorsOf("Ab1")).toEqual([{ field: "password", message: "value must be at least 8 characters" }]);
    expect(await errorsOf("alllowercase1")).toEqual([{ field: "password", message: passwordMessages.characters }]);
    expect(await errorsOf("NoDigitsOrSigns")).toEqual([
      { field: "password", message: "password must contain a lowercase letter, an uppercase letter, and special characters or digits" },
    ]);
    expect(await errorsOf("Sunny-Day-42", "Sunny-Day-43")).toEqual([
      { field: "passwordRepeat", message: "New password and and Repeat new password must be equal" },
    ]);
    expect(await errorsOf("")).toEqual([{ field: "password", message: "Cannot be blank" }]);
  });

  it("checks the sign-up fields with the catalogue's texts", async () => {
    const answer = await api.call<ErrorBody>("POST", "/auth/signup", {
      body: { firstName: " ", lastName: "L", email: "nope", companyName: "A", companyDomain: "not a domain" },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      { field: "firstName", message: "Cannot be blank" },
      { field: "email", message: "must be a valid email address" },
      { field: "companyDomain", message: "must match the pattern" },
    ]);
  });

  it("answers an address that has an account like any other, and e-mails its owner instead", async () => {
    const answer = await signUp(demo.user.email);
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ email: demo.user.email, resendIn: 60 });
    const mail = await waitForMail(mailDir, demo.user.email);
    expect(mail.subject).toBe("You already have a Storyfront account");
    expect(linkIn(mail).url.pathname).toBe("/reset-password");
    // The account keeps its password.
    expect((await api.call("POST", "/auth", { body: demo.user })).status).toBe(200);
  });

  it("resends only after the countdown, with a new link that replaces the old one", async () => {
    await signUp("sam@acme.io");
    const first = linkIn(await waitForMail(mailDir, "sam@acme.io")).token;
    api.clock.now += 20;
    const early = await api.call<ErrorBody>("POST", "/auth/signup/resend", { body: { email: "sam@acme.io" } });
    expect(early.status).toBe(429);
    expect(early.headers.get("retry-after")).toBe("40");
    expect(early.body.message).toBe("A confirmation e-mail was sent moments ago; you can ask for another in 40 seconds");
    api.clock.now += 40;
    const resent = await api.call("POST", "/auth/signup/resend", { body: { email: "sam@acme.io" }, headers: site });
    expect(resent.status).toBe(202);
    const second = linkIn(await waitForMail(mailDir, "sam@acme.io", 2)).token;
    expect(second).not.toBe(first);
    expect((await confirm(first, "Sunny-Day-42")).status).toBe(404);
    expect((await confirm(second, "Sunny-Day-42")).status).toBe(200);
    // An unknown address gets the same answer (and nothing is sent).
    expect((await api.call("POST", "/auth/signup/resend", { body: { email: "nobody@acme.io" } })).status).toBe(202);
  });

  it("refuses an expired sign-up link", async () => {
    await signUp("late@acme.io");
    const { token } = linkIn(await waitForMail(mailDir, "late@acme.io"));
    api.clock.now += 24 * 3600 + 1;
    expect((await confirm(token, "Sunny-Day-42")).status).toBe(404);
  });

  it("resets a password by e-mail: 202 for any address, the link sets a new password and ends the sessions", async () => {
    const session = await api.signIn(demo.manager.email, demo.manager.password);
    expect((await api.call("POST", "/auth/password-reset", { body: { email: "nobody@example.com" } })).status).toBe(202);
    expect(
      (
        await api.call("POST", "/auth/password-reset", {
          body: { email: demo.manager.email },
          headers: { "x-forwarded-host": "ru.localhost:3300" },
          lang: "ru",
        })
      ).status,
    ).toBe(202);
    const mail = await waitForMail(mailDir, demo.manager.email);
    const { url, token } = linkIn(mail);
    expect(`${url.origin}${url.pathname}`).toBe("https://storyfront.ru/reset-password");
    const mismatch = await api.call<ErrorBody>("POST", "/auth/password-reset/confirm", {
      body: { token, password: "New-Pass-2026", passwordRepeat: "New-Pass-2027" },
    });
    expect(mismatch.body.errors).toEqual([{ field: "passwordRepeat", message: passwordMessages.repeat }]);
    expect(
      (
        await api.call("POST", "/auth/password-reset/confirm", {
          body: { token, password: "New-Pass-2026", passwordRepeat: "New-Pass-2026" },
        })
      ).status,
    ).toBe(204);
    expect((await api.call("GET", "/auth", { token: session.token })).status).toBe(401);
    expect((await api.call("POST", "/auth", { body: { email: demo.manager.email, password: demo.manager.password } })).status).toBe(401);
    expect((await api.call("POST", "/auth", { body: { email: demo.manager.email, password: "New-Pass-2026" } })).status).toBe(200);
    const reused = await api.call<ErrorBody>("POST", "/auth/password-reset/confirm", {
      body: { token, password: "New-Pass-2026", passwordRepeat: "New-Pass-2026" },
    });
    expect(reused.status).toBe(404);
    expect(reused.body.message).toBe(`Token "${token}" not found`);
  });

  it("builds links from the configured site of the visitor's variant whatever host and scheme the request names", async () => {
    const reset = (email: string, headers: Record<string, string>, lang = "en") =>
      api.call("POST", "/auth/password-reset", { body: { email }, headers, lang });
    expect((await reset(demo.admin.email, { "x-forwarded-host": "evil.io", "x-forwarded-proto": "https" })).status).toBe(202);
    expect(`${linkIn(await waitForMail(mailDir, demo.admin.email)).url.origin}`).toBe(siteBaseUrl);
    expect((await reset(demo.user.email, { "x-forwarded-host": "dev.storyfront.ru", "x-forwarded-proto": "http" }, "fr")).status).toBe(202);
    const french = linkIn(await waitForMail(mailDir, demo.user.email, 2)).url;
    expect(`${french.origin}${french.pathname}`).toBe("https://storyfront.com/fr/reset-password");
    expect(await mailsTo(mailDir, "nobody@example.com")).toEqual([]);
  });
});
