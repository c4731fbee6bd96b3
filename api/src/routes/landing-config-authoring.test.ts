import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authoredLandingConfig, landingConfig, pageConflict, type AuthoredLandingConfig } from "@storyfront/schemas";
import { backends, demo, startTestApi, type TestApi } from "../test/harness";

type ErrorBody = { message: string; errors?: { field: string; message: string }[] };

describe.each(backends)("landing config authoring on %s", (backend) => {
  let api: TestApi;
  let editor: string;
  let manager: string;
  let user: string;

  const publicConfig = async () => landingConfig.parse((await api.call("GET", "/lp/config?format=json")).body);

  beforeAll(async () => {
    api = await startTestApi(backend);
    editor = (await api.signIn(demo.editor.email, demo.editor.password, demo.editor.twoFactorSecret)).token;
    manager = (await api.signIn(demo.manager.email, demo.manager.password)).token;
    user = (await api.signIn(demo.user.email, demo.user.password)).token;
  });
  afterAll(() => api?.close());

  it("answers 401 without a token and 403 to a plain user", async () => {
    const body = { enabled_introbar: true, link: "/sales", widget_ph: "/media/x.svg", baseVersion: 1 };
    expect((await api.call("GET", "/admin/lp-config")).status).toBe(401);
    expect((await api.call("PUT", "/admin/lp-config", { body })).status).toBe(401);
    expect((await api.call("GET", "/admin/lp-config", { token: user })).status).toBe(403);
    expect((await api.call("PUT", "/admin/lp-config", { body, token: user })).status).toBe(403);
    expect((await publicConfig()).enabled_introbar).toBe(false);
  });

  it("turns the intro bar on over the version, shown by GET /lp/config; a stale save answers 409", async () => {
    const current = authoredLandingConfig.parse(
      (await api.call<AuthoredLandingConfig>("GET", "/admin/lp-config", { token: manager })).body,
    );
    expect(current).toMatchObject({ enabled_introbar: false, link: "/white-papers/gamification-holiday-report", version: 1 });
    api.clock.now += 10;
    const saved = await api.call<AuthoredLandingConfig>("PUT", "/admin/lp-config", {
      token: editor,
      body: { enabled_introbar: true, link: "/white-papers/fintech-report", widget_ph: current.widget_ph, baseVersion: 1 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, updatedBy: { name: "Eli Marker" }, updatedAt: api.clock.now });
    expect(await publicConfig()).toEqual({ enabled_introbar: true, link: "/white-papers/fintech-report", widget_ph: current.widget_ph });

    const stale = await api.call<ErrorBody>("PUT", "/admin/lp-config", {
      token: manager,
      body: { enabled_introbar: false, link: "", widget_ph: "", baseVersion: 1 },
    });
    expect(stale.status).toBe(409);
    expect(pageConflict.parse(stale.body)).toMatchObject({ version: 2, changedBy: { name: "Eli Marker" } });
    expect((await publicConfig()).enabled_introbar).toBe(true);
  });

  it("refuses an enabled bar without link or image, foreign schemes, wrong types and unknown fields, naming each", async () => {
    const before = await publicConfig();
    const blank = await api.call<ErrorBody>("PUT", "/admin/lp-config", {
      token: manager,
      body: { enabled_introbar: true, link: "", widget_ph: "", baseVersion: 2 },
    });
    expect(blank.status).toBe(422);
    expect(blank.body.errors?.map((error) => error.field)).toEqual(["link", "widget_ph"]);
    const wrong = await api.call<ErrorBody>("PUT", "/admin/lp-config", {
      token: manager,
      body: { enabled_introbar: "yes", link: "javascript:alert(1)", widget_ph: "//evil.io/x.svg", colour: "red", baseVersion: 2 },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.map((error) => error.field)).toEqual(
      expect.arrayContaining(["enabled_introbar", "link", "widget_ph", "colour"]),
    );
    expect(await publicConfig()).toEqual(before);
  });
});
