import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordMessages, twoFactorChallenge, twoFactorSetup } from "@storyfront/schemas";
import { backends, demo, startTestApi, totpCode, type TestApi } from "../test/harness";

type ErrorBody = { message: string; errors?: { field: string; message: string }[] };

describe.each(backends)("password change and two-factor enrolment on %s", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api?.close());

  it("changes the password with the current one; the rule and a wrong current password are named at their field", async () => {
    const { token } = await api.signIn(demo.user.email, demo.user.password);
    const other = await api.signIn(demo.user.email, demo.user.password);
    const change = (body: Record<string, string>) => api.call<ErrorBody>("PUT", "/profile/password", { token, body });
    expect((await change({ currentPassword: "wrong", password: "Brand-New-77", passwordRepeat: "Brand-New-77" })).body.errors).toEqual([
      { field: "currentPassword", message: "is incorrect" },
    ]);
    expect((await change({ currentPassword: demo.user.password, password: "brandnew", passwordRepeat: "brandnew" })).body.errors).toEqual([
      { field: "password", message: passwordMessages.characters },
    ]);
    expect(
      (await change({ currentPassword: demo.user.password, password: "Brand-New-77", passwordRepeat: "Brand-New-78" })).body.errors,
    ).toEqual([{ field: "passwordRepeat", message: passwordMessages.repeat }]);
    expect((await change({ currentPassword: demo.user.password, password: "Brand-New-77", passwordRepeat: "Brand-New-77" })).status).toBe(
      204,
    );
    expect((await api.call("GET", "/auth", { token })).status).toBe(200);
    expect((await api.call("GET", "/auth", { token: other.token })).status).toBe(401);
    expect((await api.call("POST", "/auth", { body: { email: demo.user.email, password: "Brand-New-77" } })).status).toBe(200);
    expect(
      (
        await api.call("PUT", "/profile/password", {
          body: { currentPassword: "x", password: "Brand-New-77", passwordRepeat: "Brand-New-77" },
        })
      ).status,
    ).toBe(401);
  });

  it("turns two-factor sign-in on with a code of the new secret, asks for it at sign-in, and turns it off with a code", async () => {
    const { token } = await api.signIn(demo.admin.email, demo.admin.password);
    expect((await api.call("GET", "/profile/two-factor", { token })).body).toEqual({ enabled: false });
    const setup = twoFactorSetup.parse((await api.call("POST", "/profile/two-factor", { token })).body);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toBe(
      `otpauth://totp/Storyfront:admin%40example.com?issuer=Storyfront&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // Not on until confirmed.
    expect((await api.call("GET", "/profile/two-factor", { token })).body).toEqual({ enabled: false });
    const wrong = await api.call<ErrorBody>("POST", "/profile/two-factor/confirm", {
      token,
      body: { code: "000000" === totpCode(setup.secret, api.clock.now) ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.[0]?.field).toBe("code");
    expect(
      (await api.call("POST", "/profile/two-factor/confirm", { token, body: { code: totpCode(setup.secret, api.clock.now) } })).status,
    ).toBe(204);
    expect((await api.call("GET", "/profile/two-factor", { token })).body).toEqual({ enabled: true });
    expect((await api.call("POST", "/profile/two-factor", { token })).status).toBe(409);
    const login = await api.call("POST", "/auth", { body: { email: demo.admin.email, password: demo.admin.password } });
    expect(twoFactorChallenge.safeParse(login.body).success).toBe(true);
    // The code just used does not work again; the next step's code turns it off.
    expect(
      (await api.call("POST", "/profile/two-factor/disable", { token, body: { code: totpCode(setup.secret, api.clock.now) } })).status,
    ).toBe(422);
    api.clock.now += 30;
    expect(
      (await api.call("POST", "/profile/two-factor/disable", { token, body: { code: totpCode(setup.secret, api.clock.now) } })).status,
    ).toBe(204);
    expect((await api.call("GET", "/profile/two-factor", { token })).body).toEqual({ enabled: false });
    expect(
      (await api.call<{ token?: string }>("POST", "/auth", { body: { email: demo.admin.email, password: demo.admin.password } })).body
        .token,
    ).toEqual(expect.any(String));
  });
});
