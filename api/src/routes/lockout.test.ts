// Issue 37: a lockout that does not lock out the owner. Guesses spread over many addresses used to fill the
// account-wide limit and then refuse every sign-in to the account, the owner's right password included. Now the
// owner's known browser is never refused for strangers' failures, and an unknown browser is asked for an e-mailed
// code, while the guessers still get at most the account-wide limit of password checks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailCodeChallenge, signInTokens } from "@storyfront/schemas";
import { backends, demo, startTestApi, totpCode, type Answer, type TestApi } from "../test/harness";
import { mailsTo, newMailDir, waitForMail } from "../test/mail-files";

const limit = 5;
const accountWide = 10 * limit;
const from = (address: string) => ({ "x-forwarded-for": address });
/** 200 guesses from 40 addresses, 5 each: no single address passes its own limit. */
const botnet = Array.from({ length: 200 }, (_, n) => `198.18.${Math.floor(n / 5) % 40}.${10 + (n % 5)}`);

type ErrorBody = { message: string; errors?: { field: string; message: string }[] };
const codeIn = (text: string) => /code is (\d{6})/.exec(text)?.[1] ?? "";
const checked = (answers: Answer[]) => answers.filter(({ status }) => status === 401).length;

describe.each(backends)("sign-in while the account is under a spread guessing attack on %s", (backend) => {
  let api: TestApi;
  let mailDir: string;
  beforeAll(async () => {
    mailDir = await newMailDir();
    api = await startTestApi(backend, { loginThrottleLimit: limit, mailDir });
  });
  afterAll(() => api?.close());

  const signIn = <T = unknown>(address: string, body: Record<string, string>) =>
    api.call<T>("POST", "/auth", { headers: from(address), body });
  const attack = (email: string) => Promise.all(botnet.map((address) => signIn(address, { email, password: "wrong-guess" })));

  it("checks at most the account limit of 200 guesses; the owner gets in from a known device, and a new one with the code", async () => {
    const { email, password } = demo.admin;
    // The administrator's own browser signed in before: it keeps the device token.
    const earlier = signInTokens.parse((await signIn("192.0.2.1", { email, password })).body);
    expect(earlier.device).toEqual(expect.any(String));

    const answers = await attack(email);
    expect(checked(answers)).toBeLessThanOrEqual(accountWide);
    expect(checked(answers)).toBeGreaterThan(limit);
    // Past the limit the password was not checked: the guessers were asked for a code they do not have.
    for (const answer of answers.filter(({ status }) => status !== 401)) {
      expect(answer.status).toBe(200);
      expect(emailCodeChallenge.parse(answer.body)).toEqual({ emailCodeRequired: true, expiresIn: 600 });
    }
    // The attack sent the owner one e-mail, not one per guess.
    expect((await waitForMail(mailDir, email)).subject).toMatch(/sign-in code/);
    expect(await mailsTo(mailDir, email)).toHaveLength(1);

    // At once, from the known device (and a new address): straight in, and the device keeps its token.
    const known = await signIn("203.0.113.50", { email, password, device: earlier.device ?? "" });
    expect(known.status).toBe(200);
    expect(signInTokens.parse(known.body)).toMatchObject({ token: expect.any(String) });
    expect(signInTokens.parse(known.body).device).toBeUndefined();

    // From a new device the right password alone is not enough; the newest e-mailed code and the password are.
    api.clock.now += 30;
    const asked = await signIn("203.0.113.51", { email, password });
    expect(emailCodeChallenge.parse(asked.body).emailCodeRequired).toBe(true);
    const code = codeIn((await waitForMail(mailDir, email)).text);
    const fresh = await signIn("203.0.113.51", { email, password, emailCode: code });
    expect(fresh.status).toBe(200);
    const tokens = signInTokens.parse(fresh.body);
    expect(tokens.device).toEqual(expect.any(String));
    expect((await api.call("GET", "/auth", { token: tokens.token })).status).toBe(200);
    // The code worked once.
    expect((await signIn("203.0.113.51", { email, password, emailCode: code })).status).toBe(422);
  });

  it("answers a made-up account exactly like a real one under the same attack", async () => {
    const real = await attack(demo.manager.email);
    const madeUp = await attack("nobody-here@example.com");
    const challenges = (answers: Answer[]) => answers.filter(({ status }) => status === 200).map(({ body }) => body);
    expect(challenges(madeUp)).toEqual(challenges(real).slice(0, challenges(madeUp).length));
    expect(challenges(madeUp).length).toBeGreaterThan(0);
    const wrongCode = (email: string) => signIn("203.0.113.60", { email, password: "wrong-guess", emailCode: "000000" });
    const [realWrong, madeUpWrong] = [await wrongCode(demo.manager.email), await wrongCode("nobody-here@example.com")];
    expect(realWrong.status).toBe(422);
    expect(madeUpWrong.body).toEqual(realWrong.body);
    expect(await mailsTo(mailDir, "nobody-here@example.com")).toHaveLength(0);
  });

  it("e-mails at most one code a minute, and burns a code after five wrong tries", async () => {
    const { email, password } = demo.user;
    await attack(email);
    await waitForMail(mailDir, email);
    api.clock.now += 30;
    await signIn("203.0.113.70", { email, password });
    expect(await mailsTo(mailDir, email)).toHaveLength(1);
    api.clock.now += 31;
    await signIn("203.0.113.70", { email, password });
    const code = codeIn((await waitForMail(mailDir, email, 2)).text);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await signIn(`203.0.113.${80 + attempt}`, { email, password, emailCode: wrong });
      expect(answer.status).toBe(422);
      expect((answer.body as ErrorBody).errors?.[0]?.field).toBe("emailCode");
    }
    expect((await signIn("203.0.113.90", { email, password, emailCode: code })).status).toBe(422);
  });

  it("still refuses one device its own repeated failures, and forgets devices when the password changes", async () => {
    const { email, password } = demo.editor;
    await attack(email);
    api.clock.now += 15 * 60;
    const first = await signIn("192.0.2.20", { email, password });
    // The editor has two-factor sign-in: the device token comes with the tokens of the second step.
    const { ticket } = first.body as { ticket: string };
    api.clock.now += 30;
    const second = await api.call("POST", "/auth/two-factor", {
      body: { ticket, code: totpCode(demo.editor.twoFactorSecret, api.clock.now) },
    });
    const { device, token } = signInTokens.parse(second.body);
    expect(device).toEqual(expect.any(String));
    const fromDevice = (guess: string) => signIn("192.0.2.21", { email, password: guess, device: device ?? "" });
    for (let attempt = 0; attempt < limit; attempt++) expect((await fromDevice("wrong-guess")).status).toBe(401);
    const refused = await fromDevice(password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    api.clock.now += 15 * 60;
    const change = await api.call("PUT", "/profile/password", {
      token,
      body: { currentPassword: password, password: "Other-Editor-2026", passwordRepeat: "Other-Editor-2026" },
    });
    expect(change.status).toBe(204);
    await attack(email);
    // The old device token is no longer known: under attack its browser needs the e-mailed code like any other.
    const after = await signIn("192.0.2.22", { email, password: "Other-Editor-2026", device: device ?? "" });
    expect(emailCodeChallenge.safeParse(after.body).success).toBe(true);
  });
});
