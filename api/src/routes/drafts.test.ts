// Unpublished pages (isActive false) are served only with the draft credential or an editor's session.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { page, paginationHeaders, previewSecretHeader, type Page } from "@storyfront/schemas";
import { backends, demo, startTestApi, type TestApi } from "../test/harness";

const previewSecret = "draft-preview-secret-0123456789";
const draft = "/page/draft-upcoming-feature";
const withSecret = (secret: string) => ({ headers: { [previewSecretHeader]: secret } });

describe.each(backends)("drafts on %s", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend, { previewSecret });
  });
  afterAll(() => api?.close());

  it("answers 404 for a draft without a credential, and the draft with the right secret, never cacheable", async () => {
    const hidden = await api.call<{ message: string }>("POST", draft);
    expect(hidden.status).toBe(404);
    const shown = await api.call("POST", `${draft}?expand=content`, withSecret(previewSecret));
    expect(shown.status).toBe(200);
    expect(page.parse(shown.body)).toMatchObject({
      slug: "draft-upcoming-feature",
      isActive: false,
      content: "<p>Still being written.</p>",
    });
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    const published = await api.call("POST", "/page/why-stories-beat-banners");
    expect(published.headers.get("cache-control")).toBeNull();
  });

  it("answers 401 for a wrong secret, on drafts and published pages alike", async () => {
    for (const secret of ["wrong-secret", previewSecret.slice(0, -1), `${previewSecret}x`, ""]) {
      const answer = await api.call<{ message: string }>("POST", draft, withSecret(secret));
      expect(answer.status, secret).toBe(401);
      expect(answer.body.message).toBe("The preview secret is wrong");
    }
    expect((await api.call("POST", "/page/why-stories-beat-banners", withSecret("wrong-secret"))).status).toBe(401);
    expect((await api.call("GET", "/page?type=4", withSecret("wrong-secret"))).status).toBe(401);
  });

  it("shows drafts to editors' sessions (page-edit, manager, administrator) and to no one else", async () => {
    const editor = await api.signIn(demo.editor.email, demo.editor.password, demo.editor.twoFactorSecret);
    const manager = await api.signIn(demo.manager.email, demo.manager.password);
    const admin = await api.signIn(demo.admin.email, demo.admin.password);
    for (const { token } of [editor, manager, admin]) {
      const answer = await api.call<Page>("POST", draft, { token });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
    }
    const user = await api.signIn(demo.user.email, demo.user.password);
    expect((await api.call("POST", draft, { token: user.token })).status).toBe(404);
    expect((await api.call("POST", draft, { token: "made-up-token" })).status).toBe(404);
    api.clock.now += 1800;
    expect((await api.call("POST", draft, { token: editor.token })).status).toBe(404);
  });

  it("lists drafts only with the credential", async () => {
    const slugs = async (options = {}) => {
      const answer = await api.call<Page[]>("GET", "/page?type=4&per-page=100", options);
      return { slugs: answer.body.map((entry) => entry.slug), total: Number(answer.headers.get(paginationHeaders.totalCount)) };
    };
    const visitor = await slugs();
    const reviewer = await slugs(withSecret(previewSecret));
    expect(visitor.slugs).not.toContain("draft-upcoming-feature");
    expect(reviewer.slugs).toContain("draft-upcoming-feature");
    expect(reviewer.total).toBe(visitor.total + 1);
  });

  it("never counts views of a draft", async () => {
    expect((await api.call("POST", `${draft}/event/read`, withSecret(previewSecret))).status).toBe(404);
  });
});

describe("drafts while PREVIEW_SECRET is unset", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi("pglite");
  });
  afterAll(() => api?.close());

  it("refuses any secret with 401 and still shows drafts to editors", async () => {
    expect((await api.call("POST", draft, withSecret(previewSecret))).status).toBe(401);
    const { token } = await api.signIn(demo.manager.email, demo.manager.password);
    expect((await api.call("POST", draft, { token })).status).toBe(200);
  });
});
