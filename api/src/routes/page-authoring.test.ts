import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  authoredPage,
  pageConflict,
  pageList,
  pageRedirect,
  pageRevisionList,
  PageType,
  type AuthoredPage,
  type Page,
  type PageCategory,
  type PageFieldsInput,
} from "@storyfront/schemas";
import { backends, demo, startTestApi, type TestApi } from "../test/harness";
import { publishDuePages } from "../pages/page-writes";
import { SchedulePublisher } from "../pages/schedule-publisher";

type ErrorBody = { message: string; errors?: { field: string; message: string }[] };

const post = (slug: string, overrides: Partial<PageFieldsInput> = {}): PageFieldsInput => ({
  type: PageType.blog,
  slug,
  author: "Ada Editor",
  authorSubtitle: "Content lead",
  image: {
    webp: "/media/blog/a.webp",
    square: "/media/blog/a-square.svg",
    desktop: "/media/blog/a.svg",
    tablet: "/media/blog/a.svg",
    phone: "/media/blog/a.svg",
  },
  translations: [
    {
      language: "en",
      title: `Written in the newsroom: ${slug}`,
      description: "An article an editor wrote through the API.",
      content: '<h2 id="why">Why</h2><p>Because <a href="https://storyfront.com/blog">we can</a>.</p>',
      seoTitle: "Newsroom article",
    },
    { language: "fr", title: `Écrit à la rédaction : ${slug}`, content: "<p>Parce que nous le pouvons.</p>" },
  ],
  ...overrides,
});

describe.each(backends)("page authoring on %s", (backend) => {
  let api: TestApi;
  let editor: string;
  let manager: string;
  let admin: string;
  let user: string;
  let blogCategory: number;

  const create = (slug: string, token = editor, overrides: Partial<PageFieldsInput> = {}) =>
    api.call<AuthoredPage>("POST", "/admin/page", { token, body: post(slug, overrides) });
  const save = (id: number, baseVersion: number, fields: PageFieldsInput, token = editor) =>
    api.call<AuthoredPage>("PUT", `/admin/page/${id}`, { token, body: { ...fields, baseVersion } });
  const publish = (id: number, token = editor) => api.call<AuthoredPage>("POST", `/admin/page/${id}/publish`, { token });
  const pageCount = async () => (await api.database.query<{ n: number }>("select count(*)::int as n from page"))[0]?.n;

  beforeAll(async () => {
    api = await startTestApi(backend);
    editor = (await api.signIn(demo.editor.email, demo.editor.password, demo.editor.twoFactorSecret)).token;
    manager = (await api.signIn(demo.manager.email, demo.manager.password)).token;
    admin = (await api.signIn(demo.admin.email, demo.admin.password)).token;
    user = (await api.signIn(demo.user.email, demo.user.password)).token;
    const categories = await api.call<PageCategory[]>("GET", `/category?type=${PageType.blog}`);
    blogCategory = categories.body[0]!.id;
  });
  afterAll(() => api?.close());

  it("answers 401 without a token, a forged one or cross-site cookies, and 403 to a user without page-edit", async () => {
    const calls = [
      ["GET", "/admin/page/1", undefined],
      ["POST", "/admin/page", post("refused")],
      ["PUT", "/admin/page/1", { ...post("refused"), baseVersion: 1 }],
      ["POST", "/admin/page/1/publish", undefined],
      ["POST", "/admin/page/1/unpublish", undefined],
      ["GET", "/admin/page/1/revision", undefined],
      ["POST", "/admin/page/1/revision/1/restore", { baseVersion: 1 }],
      ["POST", "/admin/page/1/schedule", { publishAt: Math.floor(Date.now() / 1000) + 3600 }],
    ] as const;
    // The administrator's token altered by one character: its signature no longer holds.
    const forged = `${admin.slice(0, -1)}${admin.endsWith("A") ? "B" : "A"}`;
    // What a browser sends from another site: the administrator's token as a cookie and made-up proxy headers. The API
    // reads credentials from the Authorization header only.
    const crossSite = { origin: "https://evil.io", cookie: `token=${admin}; refresh_token=${admin}`, "x-forwarded-for": "127.0.0.1" };
    const before = await pageCount();
    for (const [method, path, body] of calls) {
      expect((await api.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await api.call(method, path, { body, token: forged })).status, `${method} ${path} forged`).toBe(401);
      expect((await api.call(method, path, { body, headers: crossSite })).status, `${method} ${path} cross-site`).toBe(401);
      expect((await api.call(method, path, { body, token: user })).status, `${method} ${path}`).toBe(403);
    }
    expect(await pageCount()).toBe(before);
  });

  it("lets the page-edit permission, managers and administrators write pages", async () => {
    for (const [token, slug] of [
      [editor, "by-the-editor"],
      [manager, "by-the-manager"],
      [admin, "by-the-administrator"],
    ] as const) {
      const created = await create(slug, token);
      expect(created.status, slug).toBe(201);
      expect(authoredPage.parse(created.body)).toMatchObject({ slug, version: 1, isActive: false });
    }
  });

  it("keeps a draft from visitors until it is published, then shows it in the reading calls like a seeded page", async () => {
    const created = await create("from-draft-to-live", editor, { categoryIds: [blogCategory], tagIds: [1] });
    expect(created.body.updatedBy?.id).toBeGreaterThan(0);
    const id = created.body.id;
    const listed = async () =>
      pageList.parse((await api.call<Page[]>("GET", `/page?type=${PageType.blog}&per-page=100&q=from-draft-to-live`)).body);
    expect(await listed()).toEqual([]);
    expect((await api.call("POST", "/page/from-draft-to-live")).status).toBe(404);

    api.clock.now += 120;
    const published = await publish(id);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ isActive: true, version: 2 });
    const [listedPage] = await listed();
    expect(listedPage).toMatchObject({
      id,
      slug: "from-draft-to-live",
      type: PageType.blog,
      title: "Written in the newsroom: from-draft-to-live",
      author: "Ada Editor",
      categoryIds: [blogCategory],
      tagIds: [1],
      isActive: true,
      languageIds: [1, 3],
      // The first publication dates the page, so it shows as the newest post.
      timestamp: api.clock.now,
    });
    const newest = await api.call<Page[]>("GET", `/page?type=${PageType.blog}&per-page=1`);
    expect(newest.body[0]?.id).toBe(id);
    const view = await api.call<Page>("POST", "/page/from-draft-to-live?expand=content,seoTitle,tags", { lang: "fr" });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ title: "Écrit à la rédaction : from-draft-to-live", content: "<p>Parce que nous le pouvons.</p>" });
    expect((await api.call<Page>("POST", `/page/${id}?expand=seoTitle`)).body.seoTitle).toBe("Newsroom article");

    const unpublished = await api.call<AuthoredPage>("POST", `/admin/page/${id}/unpublish`, { token: editor });
    expect(unpublished.body).toMatchObject({ isActive: false, version: 3 });
    expect(await listed()).toEqual([]);
    expect((await api.call("POST", "/page/from-draft-to-live")).status).toBe(404);
  });

  it("writes the author's role and a menu label per language, and the reading calls answer them in each", async () => {
    const translations = post("roles-per-language").translations.map((translation) =>
      translation.language === "fr" ? { ...translation, authorSubtitle: "Responsable des contenus", navLabel: "Rôles" } : translation,
    );
    const created = await create("roles-per-language", editor, { translations });
    expect(created.status).toBe(201);
    expect(created.body.translations.find((translation) => translation.language === "fr")).toMatchObject({
      authorSubtitle: "Responsable des contenus",
      navLabel: "Rôles",
    });
    expect((await publish(created.body.id)).status).toBe(200);
    const read = async (lang: string) => (await api.call<Page>("POST", "/page/roles-per-language", { lang })).body;
    expect(await read("fr")).toMatchObject({ authorSubtitle: "Responsable des contenus", navLabel: "Rôles" });
    // English has none of its own: the page's author subtitle, and no menu label.
    expect(await read("en")).toMatchObject({ authorSubtitle: "Content lead", navLabel: null });
  });

  it("refuses a save based on a stale version with who changed the page and when, storing nothing", async () => {
    const { id } = (await create("two-editors")).body;
    api.clock.now += 60;
    const managersSave = await save(id, 1, post("two-editors", { author: "The manager" }), manager);
    expect(managersSave.status).toBe(200);
    expect(managersSave.body.version).toBe(2);

    const stale = await save(id, 1, post("two-editors", { author: "The editor" }));
    expect(stale.status).toBe(409);
    const conflict = pageConflict.parse(stale.body);
    expect(conflict).toMatchObject({ version: 2, changedAt: api.clock.now });
    expect(conflict.changedBy?.name).toMatch(/\S/);
    expect(conflict.changedBy?.id).toBe(managersSave.body.updatedBy?.id);

    const stored = await api.call<AuthoredPage>("GET", `/admin/page/${id}`, { token: editor });
    expect(stored.body).toMatchObject({ version: 2, author: "The manager" });
    const fresh = await save(id, 2, post("two-editors", { author: "The editor" }));
    expect(fresh.body).toMatchObject({ version: 3, author: "The editor" });
  });

  it("lets only one of two simultaneous saves on the same version through", async () => {
    const { id } = (await create("raced")).body;
    const answers = await Promise.all([
      save(id, 1, post("raced", { author: "First" })),
      save(id, 1, post("raced", { author: "Second" }), manager),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body.author;
    expect((await api.call<AuthoredPage>("GET", `/admin/page/${id}`, { token: editor })).body).toMatchObject({
      version: 2,
      author: winner,
    });
  });

  it("writes every page type of the spec, each readable by its type once published", async () => {
    for (const type of Object.values(PageType)) {
      const slug = `every-type-${type}`;
      const created = await create(slug, editor, { type });
      expect(created.status, slug).toBe(201);
      await publish(created.body.id);
      const read = await api.call<Page>("POST", `/page/${slug}?type=${type}`);
      expect(read.status, slug).toBe(200);
      expect(read.body).toMatchObject({ id: created.body.id, type });
    }
  });

  it("keeps every save as a revision and restores one as a new revision", async () => {
    const { id } = (await create("revised")).body;
    await save(id, 1, post("revised", { author: "Second author" }));
    await publish(id);
    const listed = await api.call("GET", `/admin/page/${id}/revision`, { token: editor });
    const revisions = pageRevisionList.parse(listed.body);
    expect(revisions.map((revision) => [revision.version, revision.action, revision.isActive])).toEqual([
      [3, "publish", true],
      [2, "save", false],
      [1, "create", false],
    ]);
    expect(revisions.every((revision) => revision.author !== null && revision.createdAt > 0)).toBe(true);
    expect(revisions[1]?.fields.author).toBe("Second author");

    const first = revisions[2]!;
    const stale = await api.call("POST", `/admin/page/${id}/revision/${first.id}/restore`, { token: editor, body: { baseVersion: 2 } });
    expect(stale.status).toBe(409);
    const restored = await api.call<AuthoredPage>("POST", `/admin/page/${id}/revision/${first.id}/restore`, {
      token: editor,
      body: { baseVersion: 3 },
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 4, author: "Ada Editor", isActive: true });
    const after = pageRevisionList.parse((await api.call("GET", `/admin/page/${id}/revision`, { token: editor })).body);
    expect(after[0]).toMatchObject({ version: 4, action: "restore" });
    expect(after).toHaveLength(4);
    const elsewhere = await api.call("POST", `/admin/page/1/revision/${first.id}/restore`, { token: editor, body: { baseVersion: 1 } });
    expect(elsewhere.status).toBe(404);
  });

  it("keeps a published page's old slug: reading it names the new slug, and no other page can take it", async () => {
    const { id } = (await create("old-address")).body;
    const draftRename = await save(id, 1, post("draft-address"));
    // A draft was never visible at its slug, so renaming it keeps nothing.
    expect(draftRename.body.previousSlugs).toEqual([]);
    await save(id, 2, post("old-address"));
    await publish(id);
    const renamed = await save(id, 4, post("new-address"));
    expect(renamed.body).toMatchObject({ slug: "new-address", previousSlugs: ["old-address"] });

    const oldAddress = await api.call<{ movedTo?: unknown }>("POST", "/page/old-address");
    expect(oldAddress.status).toBe(404);
    expect(oldAddress.body.movedTo).toEqual({ id, type: PageType.blog, slug: "new-address" });
    const redirect = await api.call("GET", "/page-redirect/old-address");
    expect(redirect.status).toBe(200);
    expect(pageRedirect.parse(redirect.body)).toEqual({ id, type: PageType.blog, slug: "new-address" });
    expect((await api.call("POST", "/page/new-address")).status).toBe(200);
    expect((await api.call("GET", "/page-redirect/draft-address")).status).toBe(404);

    const squatter = await api.call<ErrorBody>("POST", "/admin/page", { token: editor, body: post("old-address") });
    expect(squatter.status).toBe(422);
    expect(squatter.body.errors).toContainEqual({ field: "slug", message: 'Slug "old-address" has already been taken' });

    // Taking the old slug back removes it from the history (no redirect loop).
    const back = await save(id, 5, post("old-address"));
    expect(back.body).toMatchObject({ slug: "old-address", previousSlugs: ["new-address"] });
    expect((await api.call("GET", "/page-redirect/old-address")).status).toBe(404);
    expect((await api.call<{ movedTo?: unknown }>("POST", "/page/new-address")).body.movedTo).toMatchObject({ slug: "old-address" });
    expect((await api.call<{ slug: string }>("GET", "/page-redirect/new-address")).body.slug).toBe("old-address");
  });

  it("refuses bad input with a 422 naming the field, storing nothing", async () => {
    const seeded = (await api.call<Page[]>("GET", `/page?type=${PageType.blog}&per-page=1`)).body[0]!.slug;
    const cases: [string, unknown, string][] = [
      ["unknown field", { ...post("bad-1"), colour: "red" }, "colour"],
      ["wrong type", { ...post("bad-2"), order: "first" }, "order"],
      ["page type out of range", { ...post("bad-3"), type: 11 }, "type"],
      ["slug not lower-case words", post("Bad Slug"), "slug"],
      ["slug taken", post(seeded), "slug"],
      ["slug reserved", post("studio"), "slug"],
      ["unknown category", post("bad-4", { categoryIds: [999999] }), "categoryIds"],
      ["unknown tag", post("bad-5", { tagIds: [999999] }), "tagIds"],
      ["no English", post("bad-6", { translations: [{ language: "fr", title: "Sans anglais" }] }), "translations"],
      [
        "unknown translation field",
        post("bad-7", { translations: [{ language: "en", title: "T", body: "x" } as never] }),
        "translations.0.body",
      ],
    ];
    const before = await pageCount();
    for (const [name, body, field] of cases) {
      const answer = await api.call<ErrorBody>("POST", "/admin/page", { token: editor, body });
      expect(answer.status, name).toBe(422);
      expect(
        answer.body.errors?.map((error) => error.field),
        name,
      ).toContain(field);
    }
    expect(await pageCount()).toBe(before);
  });

  it("refuses body HTML outside the shared allow-list, naming the language's content field", async () => {
    const bodies = [
      ["<p>Hi</p><script>alert(1)</script>", "<script> is not allowed"],
      ['<img src="/x.png" alt="" onerror="alert(1)">', "<img onerror> is not allowed"],
      ['<a href="javascript:alert(1)">x</a>', "<a href> must not use javascript:"],
      ['<a href=" jav&#x09;ascript:alert(1)">x</a>', "<a href> must not use javascript:"],
      ['<img src="data:image/svg+xml;base64,AAAA" alt="">', "<img src> must not use data:"],
      ['<p style="position:fixed">x</p>', "<p style> is not allowed"],
      ['<iframe src="https://evil.example"></iframe>', "<iframe> is not allowed"],
    ];
    const before = await pageCount();
    for (const [content, problem] of bodies) {
      const fields = post("hostile-body");
      const answer = await api.call<ErrorBody>("POST", "/admin/page", {
        token: editor,
        body: { ...fields, translations: [fields.translations[0], { language: "de", title: "Böse", content }] },
      });
      expect(answer.status, content).toBe(422);
      expect(answer.body.errors?.[0]?.field, content).toBe("translations.1.content");
      expect(answer.body.errors?.[0]?.message, content).toContain(problem);
    }
    expect(await pageCount()).toBe(before);

    const rich =
      '<h2 id="a">A</h2><ul><li>one</li></ul><blockquote>q</blockquote><pre><code>x</code></pre>' +
      '<figure><img src="https://cdn.example/a.webp" alt="A picture"><figcaption>c</figcaption></figure>' +
      '<table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="1">d</td></tr></tbody></table>' +
      '<p><a href="/blog" target="_blank" rel="noopener">in</a> <a href="mailto:a@b.co">mail</a></p>';
    const allowed = await create("rich-body", editor, { translations: [{ language: "en", title: "Rich", content: rich }] });
    expect(allowed.status).toBe(201);
    expect(allowed.body.translations[0]?.content).toBe(rich);
  });

  it("publishes a scheduled draft at its time on the API's clock, not before; publish or unpublish drops the schedule", async () => {
    const { id } = (await create("scheduled-post")).body;
    const schedule = (publishAt: number, page = id) =>
      api.call<AuthoredPage>("POST", `/admin/page/${page}/schedule`, { token: editor, body: { publishAt } });
    const listed = async () =>
      (await api.call<Page[]>("GET", `/page?type=${PageType.blog}&per-page=100&q=scheduled-post`)).body.map((page) => page.id);

    const past = await api.call<ErrorBody>("POST", `/admin/page/${id}/schedule`, { token: editor, body: { publishAt: api.clock.now } });
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual([{ field: "publishAt", message: "must be in the future" }]);

    const at = api.clock.now + 600;
    const scheduled = await schedule(at);
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({ publishAt: at, isActive: false, version: 2 });
    await publishDuePages(api.database, at - 1);
    expect(await listed()).toEqual([]);

    api.clock.now = at;
    await publishDuePages(api.database, api.clock.now);
    expect(await listed()).toEqual([id]);
    const live = await api.call<AuthoredPage>("GET", `/admin/page/${id}`, { token: editor });
    expect(live.body).toMatchObject({ isActive: true, publishAt: null, version: 3 });
    const [latest] = pageRevisionList.parse((await api.call("GET", `/admin/page/${id}/revision`, { token: editor })).body);
    expect(latest).toMatchObject({ action: "publish", author: { id: scheduled.body.updatedBy?.id } });
    expect((await schedule(at + 600)).status).toBe(409);

    const cancelled = (await create("scheduled-then-cancelled")).body.id;
    await schedule(at + 60, cancelled);
    const unpublished = await api.call<AuthoredPage>("POST", `/admin/page/${cancelled}/unpublish`, { token: editor });
    expect(unpublished.body).toMatchObject({ publishAt: null, isActive: false });
    await publishDuePages(api.database, at + 120);
    expect((await api.call<AuthoredPage>("GET", `/admin/page/${cancelled}`, { token: editor })).body.isActive).toBe(false);
  });

  it("runs the due-check by itself: a scheduled page goes live without anyone calling", async () => {
    const { id } = (await create("published-by-the-clock")).body;
    await api.call("POST", `/admin/page/${id}/schedule`, { token: editor, body: { publishAt: api.clock.now + 30 } });
    const publisher = new SchedulePublisher(api.database, () => api.clock.now, 10);
    publisher.start();
    try {
      api.clock.now += 30;
      await vi.waitFor(async () => expect((await api.call("POST", "/page/published-by-the-clock")).status).toBe(200), { timeout: 5000 });
    } finally {
      await publisher.stop();
    }
  });

  it("answers 404 for a page that does not exist", async () => {
    expect((await api.call("GET", "/admin/page/999999", { token: editor })).status).toBe(404);
    expect((await save(999999, 1, post("nowhere"))).status).toBe(404);
    expect((await publish(999999)).status).toBe(404);
  });
});
