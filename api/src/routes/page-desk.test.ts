import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  authoredPage,
  deskPageList,
  pageAuditList,
  pageAutosave,
  pageGone,
  pageRevisionList,
  paginationHeaders,
  PageType,
  type AuthoredPage,
  type DeskPage,
  type Page,
  type PageCategory,
  type PageFieldsInput,
} from "@storyfront/schemas";
import { backends, demo, startTestApi, type TestApi } from "../test/harness";
import { publishDuePages } from "../pages/page-writes";

const post = (slug: string, overrides: Partial<PageFieldsInput> = {}): PageFieldsInput => ({
  type: PageType.blog,
  slug,
  author: "Desk Editor",
  translations: [
    { language: "en", title: `Desk story ${slug}`, description: "On the editor's desk.", content: "<p>English body.</p>" },
    { language: "fr", title: `Histoire ${slug}`, content: "<p>Corps français.</p>" },
  ],
  ...overrides,
});

describe.each(backends)("the editor's desk on %s", (backend) => {
  let api: TestApi;
  let editor: string;
  let manager: string;
  let admin: string;
  let user: string;
  let editorId: number;

  const create = async (slug: string, overrides: Partial<PageFieldsInput> = {}, token = editor) => {
    const answer = await api.call<AuthoredPage>("POST", "/admin/page", { token, body: post(slug, overrides) });
    expect(answer.status, slug).toBe(201);
    return answer.body;
  };
  const save = (id: number, baseVersion: number, fields: PageFieldsInput, token = editor) =>
    api.call<AuthoredPage>("PUT", `/admin/page/${id}`, { token, body: { ...fields, baseVersion } });
  const act = (id: number, action: string, token = editor, body?: unknown) =>
    api.call<AuthoredPage>("POST", `/admin/page/${id}/${action}`, { token, body });
  const view = async (id: number) => authoredPage.parse((await api.call("GET", `/admin/page/${id}`, { token: editor })).body);
  const list = async (query: string, token = editor) => {
    const answer = await api.call<DeskPage[]>("GET", `/admin/page?${query}`, { token });
    expect(answer.status, query).toBe(200);
    return { pages: deskPageList.parse(answer.body), headers: answer.headers };
  };
  const slugsOf = (pages: DeskPage[]) => pages.map((page) => page.slug);
  const autosave = (id: number, baseVersion: number, fields: PageFieldsInput, token = editor) =>
    api.call("PUT", `/admin/page/${id}/autosave`, { token, body: { baseVersion, fields } });

  beforeAll(async () => {
    api = await startTestApi(backend);
    editor = (await api.signIn(demo.editor.email, demo.editor.password, demo.editor.twoFactorSecret)).token;
    manager = (await api.signIn(demo.manager.email, demo.manager.password)).token;
    admin = (await api.signIn(demo.admin.email, demo.admin.password)).token;
    user = (await api.signIn(demo.user.email, demo.user.password)).token;
    editorId = (await create("desk-whoami")).updatedBy!.id;
  });
  afterAll(() => api?.close());

  it("answers 401 without a token and 403 to a user who may not write pages, on every desk call", async () => {
    const { id } = await create("desk-refused");
    const calls = [
      ["GET", "/admin/page", undefined],
      ["PUT", `/admin/page/${id}/autosave`, { baseVersion: 1, fields: post("desk-refused") }],
      ["GET", `/admin/page/${id}/autosave`, undefined],
      ["POST", `/admin/page/${id}/archive`, undefined],
      ["POST", `/admin/page/${id}/unarchive`, undefined],
      ["GET", `/admin/page/${id}/audit`, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      expect((await api.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await api.call(method, path, { body, token: user })).status, `${method} ${path}`).toBe(403);
    }
    expect((await view(id)).archivedAt).toBeNull();
  });

  it("lists pages newest change first with status and languages, paged, and filtered by q, type and status", async () => {
    const draft = await create("desk-list-draft");
    api.clock.now += 10;
    const scheduled = await create("desk-list-scheduled");
    const publishAt = api.clock.now + 3600;
    await act(scheduled.id, "schedule", editor, { publishAt });
    api.clock.now += 10;
    const published = await create("desk-list-published", { type: PageType.pressRelease });
    await act(published.id, "publish");
    api.clock.now += 10;
    const archived = await create("desk-list-archived");
    await act(archived.id, "archive");

    const all = await list("q=desk-list&per-page=2");
    expect(slugsOf(all.pages)).toEqual(["desk-list-archived", "desk-list-published"]);
    expect(all.headers.get(paginationHeaders.totalCount)).toBe("4");
    expect(all.headers.get(paginationHeaders.pageCount)).toBe("2");
    expect(slugsOf((await list("q=desk-list&per-page=2&page=2")).pages)).toEqual(["desk-list-scheduled", "desk-list-draft"]);
    expect(all.pages[1]).toMatchObject({
      id: published.id,
      type: PageType.pressRelease,
      title: "Desk story desk-list-published",
      status: "published",
      version: 2,
      updatedBy: { id: editorId },
      publishAt: null,
      translations: [
        { language: "en", title: "Desk story desk-list-published", outOfDate: false },
        { language: "fr", title: "Histoire desk-list-published", outOfDate: false },
      ],
    });

    const byStatus = async (status: string) => slugsOf((await list(`q=desk-list&status=${status}`)).pages);
    expect(await byStatus("draft")).toEqual(["desk-list-draft"]);
    expect(await byStatus("scheduled")).toEqual(["desk-list-scheduled"]);
    expect(await byStatus("published")).toEqual(["desk-list-published"]);
    expect(await byStatus("archived")).toEqual(["desk-list-archived"]);
    expect((await list("q=desk-list&status=scheduled")).pages[0]?.publishAt).toBe(publishAt);
    expect(slugsOf((await list(`q=desk-list&type=${PageType.pressRelease}`)).pages)).toEqual(["desk-list-published"]);

    // q finds any language's title, in any case, and the slug.
    expect(slugsOf((await list("q=HISTOIRE%20desk-list-dr")).pages)).toEqual(["desk-list-draft"]);
    expect(slugsOf((await list("q=list-sched")).pages)).toEqual(["desk-list-scheduled"]);
    expect((await list("q=100%25")).pages).toEqual([]);

    // A save moves the page to the top.
    api.clock.now += 10;
    await save(draft.id, 1, post("desk-list-draft", { author: "Someone else" }), manager);
    const [top] = (await list("q=desk-list")).pages;
    expect(top).toMatchObject({ slug: "desk-list-draft", version: 2, updatedAt: api.clock.now });
    expect(top?.updatedBy?.id).not.toBe(editorId);
    expect((await api.call("GET", "/admin/page?status=gone", { token: editor })).status).toBe(422);
  });

  it("keeps an editor's autosave apart from the page, checkpoints it every five minutes, and clears it on their save", async () => {
    const page = await create("desk-autosave");
    const typed = post("desk-autosave", { author: "Half-typed" });
    const stored = await autosave(page.id, 1, typed);
    expect(stored.status).toBe(200);
    expect(pageAutosave.parse(stored.body)).toMatchObject({ baseVersion: 1, savedAt: api.clock.now });

    const readBack = await api.call("GET", `/admin/page/${page.id}/autosave`, { token: editor });
    expect(readBack.status).toBe(200);
    expect(pageAutosave.parse(readBack.body).fields.author).toBe("Half-typed");
    // The page is as it was: same version, same fields, no revision.
    expect(await view(page.id)).toMatchObject({ version: 1, author: "Desk Editor" });
    expect((await api.call("POST", "/page/desk-autosave")).status).toBe(404);
    // Another editor sees no autosave of theirs.
    expect((await api.call("GET", `/admin/page/${page.id}/autosave`, { token: manager })).status).toBe(404);

    const revisions = async () =>
      pageRevisionList.parse((await api.call("GET", `/admin/page/${page.id}/revision`, { token: editor })).body);
    for (let step = 1; step <= 4; step++) {
      api.clock.now += 60;
      await autosave(page.id, 1, post("desk-autosave", { author: `Typing ${step}` }));
    }
    expect((await revisions()).map((revision) => revision.action)).toEqual(["create"]);
    api.clock.now += 60;
    await autosave(page.id, 1, post("desk-autosave", { author: "Five minutes in" }));
    const [checkpoint] = await revisions();
    expect(checkpoint).toMatchObject({ action: "autosave", version: 1, createdAt: api.clock.now, author: { id: editorId } });
    expect(checkpoint?.fields.author).toBe("Five minutes in");
    api.clock.now += 60;
    await autosave(page.id, 1, post("desk-autosave", { author: "Six minutes in" }));
    expect((await revisions()).filter((revision) => revision.action === "autosave")).toHaveLength(1);
    expect((await view(page.id)).version).toBe(1);

    await autosave(page.id, 1, post("desk-autosave", { author: "The manager's typing" }), manager);
    const saved = await save(page.id, 1, post("desk-autosave", { author: "Saved at last" }));
    expect(saved.body.version).toBe(2);
    expect((await api.call("GET", `/admin/page/${page.id}/autosave`, { token: editor })).status).toBe(404);
    const managers = await api.call("GET", `/admin/page/${page.id}/autosave`, { token: manager });
    expect(pageAutosave.parse(managers.body).fields.author).toBe("The manager's typing");

    // Publishing clears it too; an unknown page is a 404.
    await autosave(page.id, 2, post("desk-autosave", { author: "Before publishing" }));
    await act(page.id, "publish");
    expect((await api.call("GET", `/admin/page/${page.id}/autosave`, { token: editor })).status).toBe(404);
    expect((await autosave(999999, 1, typed)).status).toBe(404);
  });

  it("takes an archived page out of every reading list and answers 410 at its address until it is unarchived", async () => {
    const categories = await api.call<PageCategory[]>("GET", `/category?type=${PageType.blog}&expand=pages&all=1`);
    const category = categories.body[0]!;
    const page = await create("desk-archived", { categoryIds: [category.id] });
    await act(page.id, "publish");
    expect((await api.call("POST", "/page/desk-archived")).status).toBe(200);
    const renamed = await save(page.id, 2, post("desk-archived-now", { categoryIds: [category.id] }));
    expect(renamed.body.previousSlugs).toEqual(["desk-archived"]);
    const pagesIn = async () => (await api.call<PageCategory>("GET", `/category/${category.id}?expand=pages`)).body.pages;
    const countBefore = await pagesIn();

    const archived = await act(page.id, "archive");
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ isActive: false, archivedAt: api.clock.now, publishAt: null, version: 4 });

    for (const address of ["desk-archived-now", String(page.id), "desk-archived"]) {
      const read = await api.call("POST", `/page/${address}`);
      expect(read.status, address).toBe(410);
      expect(pageGone.parse(read.body).archived).toBe(true);
      // Even an editor (draft access) reads it as gone.
      expect((await api.call("POST", `/page/${address}`, { token: editor })).status, address).toBe(410);
    }
    expect((await api.call("POST", "/page/desk-archived-now/event/read")).status).toBe(410);
    const listed = async (token?: string) =>
      (await api.call<Page[]>("GET", "/page?q=desk-archived&per-page=100", { token })).body.map((item) => item.id);
    expect(await listed()).toEqual([]);
    expect(await listed(editor)).toEqual([]);
    expect(await pagesIn()).toBe(countBefore! - 1);
    // Publishing or scheduling it needs an unarchive first.
    expect((await act(page.id, "publish")).status).toBe(409);
    expect((await act(page.id, "schedule", editor, { publishAt: api.clock.now + 60 })).status).toBe(409);
    expect((await act(page.id, "archive")).body.version).toBe(4);

    const restored = await act(page.id, "unarchive");
    expect(restored.body).toMatchObject({ archivedAt: null, isActive: false, version: 5 });
    expect((await api.call("POST", "/page/desk-archived-now")).status).toBe(404);
    expect(await listed(editor)).toEqual([page.id]);
    await act(page.id, "publish");
    expect((await api.call("POST", "/page/desk-archived-now")).status).toBe(200);
    expect(await pagesIn()).toBe(countBefore);
  });

  it("never publishes an archived page that had been scheduled", async () => {
    const page = await create("desk-scheduled-archived");
    await act(page.id, "schedule", editor, { publishAt: api.clock.now + 60 });
    const archived = await act(page.id, "archive");
    expect(archived.body.publishAt).toBeNull();
    // Even a schedule left on the row (written before archiving existed) is not published.
    await api.database.query("update page set publish_at = $2 where id = $1", [page.id, api.clock.now + 60]);
    expect(await publishDuePages(api.database, api.clock.now + 120)).not.toContain(page.id);
    expect(await view(page.id)).toMatchObject({ isActive: false, archivedAt: expect.any(Number) });
  });

  it("keeps an audit line for every action, the API's scheduled publish as made by no one; only administrators read it", async () => {
    const page = await create("desk-audited");
    api.clock.now += 5;
    await save(page.id, 1, post("desk-audited-renamed"));
    const publishAt = api.clock.now + 60;
    await act(page.id, "schedule", editor, { publishAt });
    await publishDuePages(api.database, publishAt);
    api.clock.now = publishAt + 5;
    await act(page.id, "unpublish");
    await act(page.id, "publish", manager);
    const [first] = pageRevisionList.parse((await api.call("GET", `/admin/page/${page.id}/revision`, { token: editor })).body).slice(-1);
    await api.call("POST", `/admin/page/${page.id}/revision/${first!.id}/restore`, { token: editor, body: { baseVersion: 6 } });
    await act(page.id, "archive");
    await act(page.id, "unarchive");

    const answer = await api.call("GET", `/admin/page/${page.id}/audit`, { token: admin });
    expect(answer.status).toBe(200);
    const trail = pageAuditList.parse(answer.body).reverse();
    expect(trail.map((entry) => [entry.action, entry.version])).toEqual([
      ["create", 1],
      ["save", 2],
      ["slug-change", 2],
      ["schedule", 3],
      ["publish", 4],
      ["unpublish", 5],
      ["publish", 6],
      ["restore", 7],
      ["slug-change", 7],
      ["archive", 8],
      ["unarchive", 9],
    ]);
    expect(trail[0]).toMatchObject({ user: { id: editorId }, at: page.createdAt, detail: "" });
    expect(trail[2]?.detail).toBe('slug "desk-audited" → "desk-audited-renamed"');
    expect(trail[3]?.detail).toBe(`scheduled for ${new Date(publishAt * 1000).toISOString().replace(".000Z", "Z")}`);
    expect(trail[4]).toMatchObject({ user: null, at: publishAt });
    expect(trail[6]?.user?.id).not.toBe(editorId);
    expect(trail[7]?.detail).toBe(`revision ${first!.id} (version 1)`);

    for (const token of [editor, manager]) expect((await api.call("GET", `/admin/page/${page.id}/audit`, { token })).status).toBe(403);
    expect((await api.call("GET", "/admin/page/999999/audit", { token: admin })).status).toBe(404);
  });

  it("flags a translation out of date once the English texts change after it, until the translation is saved again", async () => {
    const page = await create("desk-translated");
    const status = async () => (await view(page.id)).translationStatus;
    expect(await status()).toEqual([
      { language: "en", outOfDate: false },
      { language: "fr", outOfDate: false },
    ]);
    const needing = async (language: string) => slugsOf((await list(`q=desk-translated&needs-language=${language}`)).pages);
    expect(await needing("fr")).toEqual([]);
    // No German at all: the page needs German.
    expect(await needing("de")).toEqual(["desk-translated"]);

    const base = post("desk-translated");
    const [en, fr] = base.translations;
    // Only the French changes, or only the page's other fields: nothing is out of date.
    await save(page.id, 1, { ...base, translations: [en!, { ...fr!, title: "Histoire retouchée" }] });
    await save(page.id, 2, { ...base, author: "Another author", translations: [en!, { ...fr!, title: "Histoire retouchée" }] });
    expect((await status())[1]).toEqual({ language: "fr", outOfDate: false });

    await save(page.id, 3, {
      ...base,
      translations: [
        { ...en!, title: "A new English title" },
        { ...fr!, title: "Histoire retouchée" },
      ],
    });
    expect(await status()).toEqual([
      { language: "en", outOfDate: false },
      { language: "fr", outOfDate: true },
    ]);
    expect(await needing("fr")).toEqual(["desk-translated"]);
    const [listed] = (await list("q=desk-translated")).pages;
    expect(listed?.translations).toEqual([
      { language: "en", title: "A new English title", outOfDate: false },
      { language: "fr", title: "Histoire retouchée", outOfDate: true },
    ]);

    // The translator catches up: up to date again.
    await save(page.id, 4, {
      ...base,
      translations: [
        { ...en!, title: "A new English title" },
        { ...fr!, title: "Un nouveau titre" },
      ],
    });
    expect((await status())[1]).toEqual({ language: "fr", outOfDate: false });
    expect(await needing("fr")).toEqual([]);
  });
});
