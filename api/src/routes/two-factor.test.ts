import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authTokens, authUser, twoFactorChallenge } from "@storyfront/schemas";
import { backends, demo, startTestApi, totpCode, type TestApi } from "../test/harness";

type ErrorBody = { message: string; errors?: { field: string; message: string }[] };

describe.each(backends)("two-factor sign-in on %s", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api?.close());

  const code = (at = api.clock.now) => totpCode(demo.editor.twoFactorSecret, at);
  /** Each test signs in on a fresh 30-second step: a code that was used once is refused afterwards. */
  const nextStep = () => (api.clock.now += 30);
  const passwordStep = async () => {
    const answer = await api.call("POST", "/auth", { body: { email: demo.editor.email, password: demo.editor.password } });
    expect(answer.status).toBe(200);
    return twoFactorChallenge.parse(answer.body);
  };
  const codeStep = (ticket: string, value: string) => api.call<ErrorBody>("POST", "/auth/two-factor", { body: { ticket, code: value } });

  it("answers the right password with a two-factor ticket and no tokens", async () => {
    const answer = await api.call<Record<string, unknown>>("POST", "/auth", {
      body: { email: "Editor@Example.com", password: demo.editor.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ twoFactorRequired: true, ticket: expect.any(String), expiresIn: 300 });
    expect(answer.body.token).toBeUndefined();
    expect(answer.body.refreshToken).toBeUndefined();
  });

  it("trades the ticket and the current code for tokens of the editor", async () => {
    nextStep();
    const { ticket } = await passwordStep();
    const answer = await codeStep(ticket, code());
    expect(answer.status).toBe(200);
    const tokens = authTokens.parse(answer.body);
    expect(tokens.expiresIn).toBe(1800);
    const user = authUser.parse((await api.call("GET", "/auth", { token: tokens.token })).body);
    expect(user).toMatchObject({ email: demo.editor.email, adminRoles: {}, adminPermissions: { "page-edit": expect.any(String) } });
  });

  it("takes the code with spaces, and a code of the previous 30 seconds (clock drift)", async () => {
    nextStep();
    const spaced = code().replace(/^(\d{3})/, "$1 ");
    expect((await codeStep((await passwordStep()).ticket, spaced)).status).toBe(200);
    nextStep();
    nextStep();
    expect((await codeStep((await passwordStep()).ticket, code(api.clock.now - 30))).status).toBe(200);
  });

  it("refuses a wrong code naming the field code, and keeps the ticket for another try", async () => {
    nextStep();
    const { ticket } = await passwordStep();
    const right = code();
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    const refused = await codeStep(ticket, wrong);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { field: "code", message: "is incorrect or has expired; enter the current code from your authenticator app" },
    ]);
    const old = await codeStep(ticket, code(api.clock.now - 90));
    expect(old.status).toBe(422);
    expect((await codeStep(ticket, right)).status).toBe(200);
  });

  it.each([
    ["", "Cannot be blank"],
    ["12ab56", "must be the 6-digit code from your authenticator app"],
    ["1234567", "must be the 6-digit code from your authenticator app"],
  ])("names the code field for the malformed code %j", async (value, message) => {
    const answer = await codeStep("some-ticket", value);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([{ field: "code", message }]);
  });

  it("refuses a used ticket, an expired ticket and a made-up one", async () => {
    nextStep();
    const used = await passwordStep();
    expect((await codeStep(used.ticket, code())).status).toBe(200);
    nextStep();
    const again = await codeStep(used.ticket, code());
    expect(again.status).toBe(401);
    expect(again.body.message).toMatch(/sign in again/);

    const expiring = await passwordStep();
    api.clock.now += expiring.expiresIn;
    expect((await codeStep(expiring.ticket, code())).status).toBe(401);
    expect((await codeStep("made-up-ticket", code())).status).toBe(401);
  });

  it("refuses a code that was already used, even with a new ticket", async () => {
    nextStep();
    const first = await passwordStep();
    const value = code();
    expect((await codeStep(first.ticket, value)).status).toBe(200);
    const second = await passwordStep();
    const replay = await codeStep(second.ticket, value);
    expect(replay.status).toBe(422);
    expect(replay.body.errors?.[0]?.field).toBe("code");
  });

  it("answers a wrong password of a two-factor account exactly like an unknown email", async () => {
    const wrong = await api.call<ErrorBody>("POST", "/auth", { body: { email: demo.editor.email, password: "not-it" } });
    const unknown = await api.call<ErrorBody>("POST", "/auth", { body: { email: "nobody-2fa@example.com", password: "not-it" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    // the failure is forgiven by the next complete sign-in
    await api.signIn(demo.editor.email, demo.editor.password, demo.editor.twoFactorSecret);
  });

  it("counts wrong codes in the login throttle: five burn the ticket and block both steps until the window ends", async () => {
    nextStep();
    const { ticket } = await passwordStep();
    const wrong = String((Number(code()) + 500_000) % 1_000_000).padStart(6, "0");
    for (let attempt = 0; attempt < 5; attempt++) expect((await codeStep(ticket, wrong)).status).toBe(422);
    expect((await codeStep(ticket, code())).status).toBe(401);
    const blocked = await api.call("POST", "/auth", { body: { email: demo.editor.email, password: demo.editor.password } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);

    api.clock.now += 15 * 60;
    const tokens = await api.signIn(demo.editor.email, demo.editor.password, demo.editor.twoFactorSecret);
    expect((await api.call("GET", "/auth", { token: tokens.token })).status).toBe(200);
  });

  it("blocks the code step too while the email is throttled", async () => {
    nextStep();
    const { ticket } = await passwordStep();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await api.call("POST", "/auth", { body: { email: demo.editor.email, password: "guess" } })).status).toBe(401);
    }
    const blocked = await codeStep(ticket, code());
    expect(blocked.status).toBe(429);
    api.clock.now += 15 * 60;
  });

  it("leaves accounts without two-factor sign-in on one step", async () => {
    const answer = await api.call("POST", "/auth", { body: demo.manager });
    expect(authTokens.parse(answer.body).token).toEqual(expect.any(String));
  });
});
