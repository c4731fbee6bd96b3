import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invite, inviteAcceptAnswer, type AuthUser } from "@storyfront/schemas";
import { backends, demo, startTestApi, type TestApi } from "../test/harness";

describe.each(backends)("project invites on %s", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api?.close());

  it("looks up a pending invite", async () => {
    const answer = await api.call("GET", "/invite/join-demo-news");
    expect(answer.status).toBe(200);
    expect(invite.parse(answer.body).project.slug_or_id).toBe("demo-news");
  });

  it("answers the catalogue texts for unknown and used invites", async () => {
    const missing = await api.call<{ message: string }>("GET", "/invite/nothing");
    expect(missing).toMatchObject({ status: 404, body: { message: 'Invite "nothing" not found' } });
    const used = await api.call<{ message: string }>("GET", "/invite/used-demo-shop");
    expect(used.status).toBe(409);
    expect(used.body.message).toMatch(/^Invite "used-demo-shop" already used at \d{4}-\d\d-\d\dT/);
  });

  it("lets a signed-in user accept once: joins the project and makes it active", async () => {
    expect((await api.call("POST", "/invite/join-demo-news/accept")).status).toBe(401);
    const { token } = await api.signIn(demo.user.email, demo.user.password);
    const accepted = await api.call("POST", "/invite/join-demo-news/accept", { token });
    expect(accepted.status).toBe(200);
    expect(inviteAcceptAnswer.parse(accepted.body).project.slug_or_id).toBe("demo-news");
    const me = await api.call<AuthUser>("GET", "/auth?expand=activeProject", { token });
    expect(me.body.activeProject?.slug_or_id).toBe("demo-news");
    expect(me.body.userProjects.map((project) => project.slug_or_id)).toContain("demo-news");
    const again = await api.call<{ message: string }>("POST", "/invite/join-demo-news/accept", { token });
    expect(again.status).toBe(409);
    expect((await api.call("POST", "/invite/nothing/accept", { token })).status).toBe(404);
  });

  it("rejects a malformed code", async () => {
    const answer = await api.call<{ errors: { field: string }[] }>("GET", "/invite/bad%20code");
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0]?.field).toBe("code");
  });
});
