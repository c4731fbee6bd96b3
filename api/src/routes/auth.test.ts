import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authTokens, authUser, emailChangeElsewhere, tokenLifetime, type AuthUser } from "@storyfront/schemas";
import { backends, demo, startTestApi, type TestApi } from "../test/harness";

type ErrorBody = { message: string; errors?: { field: string; message: string }[] };

describe.each(backends)("auth and profile on %s", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api?.close());

  it("signs in with email and password and answers both tokens with their lifetimes", async () => {
    const answer = await api.call("POST", "/auth", { body: { email: "User@Example.com", password: demo.user.password } });
    expect(answer.status).toBe(200);
    const tokens = authTokens.parse(answer.body);
    expect(tokens.expiresIn).toBe(1800);
    expect(tokens.refreshExpiresIn).toBe(5184000);
    expect(tokens.token).not.toBe(tokens.refreshToken);
  });

  it("refuses a wrong password or an unknown email with the same 401", async () => {
    const wrong = await api.call<ErrorBody>("POST", "/auth", { body: { email: demo.manager.email, password: "nope" } });
    const unknown = await api.call<ErrorBody>("POST", "/auth", { body: { email: "nobody@example.com", password: "nope" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it("names the field and the catalogue rule for a malformed login", async () => {
    const answer = await api.call<ErrorBody>("POST", "/auth", { body: { email: "not-an-email", password: "" } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      { field: "email", message: "must be a valid email address" },
      { field: "password", message: "Cannot be blank" },
    ]);
    const empty = await api.call<ErrorBody>("POST", "/auth");
    expect(empty.status).toBe(422);
  });

  it("throttles repeated failed logins for an email, then lets the owner in after the window", async () => {
    const email = "throttled@example.com";
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await api.call("POST", "/auth", { body: { email, password: "guess" } })).status).toBe(401);
    }
    const blocked = await api.call<ErrorBody>("POST", "/auth", { body: { email, password: "guess" } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    api.clock.now += 15 * 60;
    expect((await api.call("POST", "/auth", { body: { email, password: "guess" } })).status).toBe(401);
  });

  it("throttles one visitor address (named by a trusted proxy) trying many emails, four times looser than one email", async () => {
    const from = (address: string) => ({ "x-forwarded-for": address });
    for (let attempt = 0; attempt < 20; attempt++) {
      const answer = await api.call("POST", "/auth", {
        headers: from("198.51.100.7"),
        body: { email: `scan${attempt}@example.com`, password: "guess" },
      });
      expect(answer.status).toBe(401);
    }
    const blocked = await api.call("POST", "/auth", {
      headers: from("198.51.100.7"),
      body: { email: demo.user.email, password: demo.user.password },
    });
    expect(blocked.status).toBe(429);
    const elsewhere = await api.call("POST", "/auth", {
      headers: from("198.51.100.8"),
      body: { email: demo.user.email, password: demo.user.password },
    });
    expect(elsewhere.status).toBe(200);
    api.clock.now += 15 * 60;
    expect(
      (await api.call("POST", "/auth", { headers: from("198.51.100.7"), body: { email: demo.user.email, password: demo.user.password } }))
        .status,
    ).toBe(200);
  });

  it("answers the signed-in user with the active project and notification count", async () => {
    const { token } = await api.signIn(demo.manager.email, demo.manager.password);
    const answer = await api.call("GET", "/auth?expand=activeProject,newNotificationCount", { token });
    expect(answer.status).toBe(200);
    const user = authUser.parse(answer.body);
    expect(user).toMatchObject({ email: demo.manager.email, adminRoles: { manager: expect.any(String) }, newNotificationCount: 2 });
    expect(user.activeProject?.slug_or_id).toBe("demo-news");
    expect(user.userProjects).toHaveLength(2);
    const plain = await api.call<AuthUser>("GET", "/auth", { token });
    expect(plain.body.activeProject).toBeUndefined();
    expect(plain.body.newNotificationCount).toBeUndefined();
  });

  it("refuses GET /auth without a token, with a bad token, and after the access token expires", async () => {
    expect((await api.call("GET", "/auth")).status).toBe(401);
    expect((await api.call("GET", "/auth", { token: "made-up" })).status).toBe(401);
    expect((await api.call("GET", "/auth", { headers: { authorization: "Basic abc" } })).status).toBe(401);
    const { token } = await api.signIn(demo.user.email, demo.user.password);
    api.clock.now += tokenLifetime.access - 1;
    expect((await api.call("GET", "/auth", { token })).status).toBe(200);
    api.clock.now += 1;
    expect((await api.call("GET", "/auth", { token })).status).toBe(401);
  });

  it("rotates the refresh token; the new access token works", async () => {
    const first = await api.signIn(demo.user.email, demo.user.password);
    const rotated = await api.call("PATCH", "/auth", { body: { refreshToken: first.refreshToken } });
    expect(rotated.status).toBe(200);
    const next = authTokens.parse(rotated.body);
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect((await api.call("GET", "/auth", { token: next.token })).status).toBe(200);
    const again = await api.call("PATCH", "/auth", { body: { refreshToken: next.refreshToken } });
    expect(again.status).toBe(200);
  });

  it("revokes the whole family when a refresh token is used twice", async () => {
    const first = await api.signIn(demo.user.email, demo.user.password);
    const next = authTokens.parse((await api.call("PATCH", "/auth", { body: { refreshToken: first.refreshToken } })).body);
    const replay = await api.call<ErrorBody>("PATCH", "/auth", { body: { refreshToken: first.refreshToken } });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toMatch(/already used/);
    expect((await api.call("PATCH", "/auth", { body: { refreshToken: next.refreshToken } })).status).toBe(401);
    expect((await api.call("GET", "/auth", { token: next.token })).status).toBe(401);
  });

  it("expires refresh tokens after 5184000 seconds", async () => {
    const first = await api.signIn(demo.user.email, demo.user.password);
    api.clock.now += tokenLifetime.refresh;
    expect((await api.call("PATCH", "/auth", { body: { refreshToken: first.refreshToken } })).status).toBe(401);
    expect((await api.call("PATCH", "/auth", { body: { refreshToken: "" } })).status).toBe(422);
  });

  it("signs out: DELETE /auth revokes the access and refresh tokens of that session only", async () => {
    const session = await api.signIn(demo.user.email, demo.user.password);
    const other = await api.signIn(demo.user.email, demo.user.password);
    expect((await api.call("DELETE", "/auth", { token: session.token })).status).toBe(204);
    expect((await api.call("GET", "/auth", { token: session.token })).status).toBe(401);
    expect((await api.call("PATCH", "/auth", { body: { refreshToken: session.refreshToken } })).status).toBe(401);
    expect((await api.call("GET", "/auth", { token: other.token })).status).toBe(200);
    expect((await api.call("DELETE", "/auth")).status).toBe(401);
  });

  it("signs out with only the refresh token once the access token has expired, and again without harm", async () => {
    const session = await api.signIn(demo.user.email, demo.user.password);
    const other = await api.signIn(demo.user.email, demo.user.password);
    api.clock.now += tokenLifetime.access;
    expect((await api.call("GET", "/auth", { token: session.token })).status).toBe(401);
    expect((await api.call("DELETE", "/auth", { token: session.token, body: { refreshToken: session.refreshToken } })).status).toBe(204);
    expect((await api.call("PATCH", "/auth", { body: { refreshToken: session.refreshToken } })).status).toBe(401);
    expect((await api.call("DELETE", "/auth", { body: { refreshToken: session.refreshToken } })).status).toBe(204);
    expect((await api.call("DELETE", "/auth", { body: { refreshToken: "never-issued" } })).status).toBe(204);
    expect((await api.call("DELETE", "/auth", { body: {} })).status).toBe(422);
    const renewed = await api.call("PATCH", "/auth", { body: { refreshToken: other.refreshToken } });
    expect(renewed.status).toBe(200);
  });

  it("signs out with the refresh token of a rotated session: the session's newest tokens stop working", async () => {
    const first = await api.signIn(demo.user.email, demo.user.password);
    const next = authTokens.parse((await api.call("PATCH", "/auth", { body: { refreshToken: first.refreshToken } })).body);
    expect((await api.call("DELETE", "/auth", { body: { refreshToken: next.refreshToken } })).status).toBe(204);
    expect((await api.call("GET", "/auth", { token: next.token })).status).toBe(401);
    expect((await api.call("PATCH", "/auth", { body: { refreshToken: next.refreshToken } })).status).toBe(401);
  });

  it("describes the sign-out body and bearer token as optional in the OpenAPI document", async () => {
    type Operation = { requestBody?: { required: boolean }; security?: object[] };
    const document = await api.call<{ paths: Record<string, Record<string, Operation>> }>("GET", "/openapi.json");
    const logout = document.body.paths["/auth"]?.delete;
    expect(logout?.requestBody?.required).toBe(false);
    expect(logout?.security).toEqual([{ bearer: [] }, {}]);
    expect(document.body.paths["/auth"]?.patch?.requestBody?.required).toBe(true);
  });

  it("answers fresh tokens for one of many simultaneous refreshes with one token; the replays end the session", async () => {
    const first = await api.signIn(demo.user.email, demo.user.password);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.call("PATCH", "/auth", { body: { refreshToken: first.refreshToken } })),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, ...Array(9).fill(401)]);
    const winner = authTokens.parse(answers.find(({ status }) => status === 200)?.body);
    expect((await api.call("PATCH", "/auth", { body: { refreshToken: winner.refreshToken } })).status).toBe(401);
    expect((await api.call("GET", "/auth", { token: winner.token })).status).toBe(401);
  });

  it("changes only the settable profile fields", async () => {
    const { token } = await api.signIn(demo.admin.email, demo.admin.password);
    const answer = await api.call("PUT", "/profile", { token, body: { firstName: "Adele", locale: "fr", disableAllNotification: true } });
    expect(answer.status).toBe(200);
    expect(authUser.parse(answer.body)).toMatchObject({
      firstName: "Adele",
      locale: "fr",
      disableAllNotification: true,
      lastName: "Keeper",
    });
    const reread = await api.call<AuthUser>("GET", "/auth", { token });
    expect(reread.body.firstName).toBe("Adele");
  });

  it("rejects fields that are not settable, by name, and changes nothing", async () => {
    const { token } = await api.signIn(demo.user.email, demo.user.password);
    const answer = await api.call<ErrorBody>("PUT", "/profile", {
      token,
      body: { firstName: "Eve", adminRoles: { administrator: "x" }, companyName: "X" },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.map((error) => error.field).sort()).toEqual(["adminRoles", "companyName"]);
    expect(answer.body.errors?.[0]?.message).toMatch(/is not a settable field/);
    expect((await api.call<AuthUser>("GET", "/auth", { token })).body.firstName).toBe("Dana");
  });

  it.each([
    [{ firstName: "  " }, "firstName", "value must be at least 1 character"],
    [{ lastName: "" }, "lastName", "value must be at least 1 character"],
    [{ username: "" }, "username", "Cannot be blank"],
    [{ firstName: null }, "firstName", "Cannot be blank"],
    [{ username: "ab" }, "username", "value must be at least 3 characters"],
    [{ username: "has space" }, "username", "must match the pattern"],
    [{ locale: "it" }, "locale", "must be one of en, fr, de, es, ru"],
    [{ disableAllNotification: "yes" }, "disableAllNotification", "must be true or false"],
    // The e-mail changes only with the password and a confirmed link (email-change.test.ts); a taken and a free
    // address get the same refusal here, so this form tells nobody which addresses have accounts.
    [{ email: "manager@example.com" }, "email", emailChangeElsewhere],
    [{ email: "nobody@example.com" }, "email", emailChangeElsewhere],
    [{ username: "demo-admin" }, "username", "This username is already taken"],
  ])("rejects profile %j naming %s", async (body, field, message) => {
    const { token } = await api.signIn(demo.user.email, demo.user.password);
    const answer = await api.call<ErrorBody>("PUT", "/profile", { token, body });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([{ field, message }]);
  });

  it("answers the updated user with the same expand as GET /auth, so the header can update from it", async () => {
    const { token } = await api.signIn(demo.manager.email, demo.manager.password);
    const answer = await api.call("PUT", "/profile?expand=activeProject,newNotificationCount", {
      token,
      body: { lastName: "Planner-Ross" },
    });
    expect(answer.status).toBe(200);
    const user = authUser.parse(answer.body);
    expect(user).toMatchObject({ lastName: "Planner-Ross", newNotificationCount: 2, activeProject: { slug_or_id: "demo-news" } });
  });

  it("names every invalid field at once and saves none of the valid ones", async () => {
    const { token } = await api.signIn(demo.user.email, demo.user.password);
    const answer = await api.call<ErrorBody>("PUT", "/profile", {
      token,
      body: { firstName: "Valid", lastName: "", email: "", username: "x y" },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      { field: "lastName", message: "value must be at least 1 character" },
      { field: "username", message: "must match the pattern" },
      { field: "email", message: emailChangeElsewhere },
    ]);
    expect((await api.call<AuthUser>("GET", "/auth", { token })).body.firstName).toBe("Dana");
  });

  it("needs a signed-in user for the profile", async () => {
    expect((await api.call("PUT", "/profile", { body: { firstName: "X" } })).status).toBe(401);
  });
});

describe.each(backends)("active project subscription on %s", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api?.close());

  const day = 86400;
  const activeProjectOf = async (account: { email: string; password: string }) => {
    const { token } = await api.signIn(account.email, account.password);
    const answer = await api.call("GET", "/auth?expand=activeProject,newNotificationCount", { token });
    expect(answer.status).toBe(200);
    return authUser.parse(answer.body).activeProject;
  };
  const trialEnd = async (slug: string) =>
    (await api.database.query<{ trial_ends_at: number }>("select trial_ends_at from project where slug = $1", [slug]))[0]?.trial_ends_at ??
    0;

  it("the three demo users show three banner cases: free trial with 12 days left, TNB with 3, demo mode", async () => {
    api.clock.now = (await trialEnd("demo-shop")) - 12 * day;
    const user = await activeProjectOf(demo.user);
    expect(user?.subscription).toEqual({
      mode: "trial",
      tariff: "unlimited",
      trialEndsAt: new Date((api.clock.now + 12 * day) * 1000).toISOString(),
      daysLeft: 12,
    });

    api.clock.now = (await trialEnd("demo-news")) - 3 * day;
    const manager = await activeProjectOf(demo.manager);
    expect(manager).toMatchObject({ slug_or_id: "demo-news", subscription: { mode: "tnb", tariff: "included", daysLeft: 3 } });

    const admin = await activeProjectOf(demo.admin);
    expect(admin).toMatchObject({
      slug_or_id: "demo-lab",
      subscription: { mode: "demo", tariff: "demo", trialEndsAt: null, daysLeft: null },
    });
  });

  it("counts the last hours as one day and an ended trial as no days left", async () => {
    const ends = await trialEnd("demo-shop");
    api.clock.now = ends - 3600;
    expect((await activeProjectOf(demo.user))?.subscription?.daysLeft).toBe(1);
    api.clock.now = ends - day - 1;
    expect((await activeProjectOf(demo.user))?.subscription?.daysLeft).toBe(2);
    api.clock.now = ends;
    expect((await activeProjectOf(demo.user))?.subscription?.daysLeft).toBe(0);
    api.clock.now = ends + 40 * day;
    expect((await activeProjectOf(demo.user))?.subscription).toMatchObject({
      mode: "trial",
      daysLeft: 0,
      trialEndsAt: new Date(ends * 1000).toISOString(),
    });
  });

  it("a project whose first story is not published yet has no trial end (the trial starts then)", async () => {
    await api.database.query("update project set trial_ends_at = null, trial_tariff = 'included' where slug = 'demo-shop'");
    expect((await activeProjectOf(demo.user))?.subscription).toEqual({
      mode: "trial",
      tariff: "included",
      trialEndsAt: null,
      daysLeft: null,
    });
  });

  it("leaves the subscription out without expand=activeProject", async () => {
    const { token } = await api.signIn(demo.user.email, demo.user.password);
    const plain = await api.call<AuthUser>("GET", "/auth", { token });
    expect(plain.status).toBe(200);
    expect(plain.body.activeProject).toBeUndefined();
    expect(JSON.stringify(plain.body)).not.toContain("subscription");
  });
});
