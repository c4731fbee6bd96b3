import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  authoredCategory,
  categoryList,
  pageConflict,
  PageType,
  type AuthoredCategory,
  type CategoryCreateBody,
  type PageCategory,
} from "@storyfront/schemas";
import { backends, demo, startTestApi, type TestApi } from "../test/harness";

type ErrorBody = { message: string; errors?: { field: string; message: string }[]; pages?: number };

const newCategory = (slug: string, overrides: Partial<CategoryCreateBody> = {}): CategoryCreateBody => ({
  type: PageType.blog,
  slug,
  translations: [
    { language: "en", title: `Desk notes ${slug}`, seoTitle: "Desk notes", seoDescription: "What the desk learnt." },
    { language: "fr", title: `Notes de la rédaction ${slug}` },
  ],
  ...overrides,
});

describe.each(backends)("category authoring on %s", (backend) => {
  let api: TestApi;
  let editor: string;
  let manager: string;
  let admin: string;
  let user: string;

  const create = (slug: string, token = manager, overrides: Partial<CategoryCreateBody> = {}) =>
    api.call<AuthoredCategory>("POST", "/admin/category", { token, body: newCategory(slug, overrides) });
  const count = async () => (await api.database.query<{ n: number }>("select count(*)::int as n from category"))[0]?.n;
  const publicList = async (lang = "en", type: number = PageType.blog) =>
    categoryList.parse((await api.call<PageCategory[]>("GET", `/category?all=1&type=${type}&expand=pages`, { lang })).body);

  beforeAll(async () => {
    api = await startTestApi(backend);
    editor = (await api.signIn(demo.editor.email, demo.editor.password, demo.editor.twoFactorSecret)).token;
    manager = (await api.signIn(demo.manager.email, demo.manager.password)).token;
    admin = (await api.signIn(demo.admin.email, demo.admin.password)).token;
    user = (await api.signIn(demo.user.email, demo.user.password)).token;
  });
  afterAll(() => api?.close());

  it("answers 401 without a token and 403 to a plain user, storing nothing", async () => {
    const calls = [
      ["GET", "/admin/category", undefined],
      ["GET", "/admin/category/1", undefined],
      ["POST", "/admin/category", newCategory("refused")],
      ["PUT", "/admin/category/1", { slug: "refused", translations: [], baseVersion: 1 }],
      ["DELETE", "/admin/category/1", undefined],
      ["PUT", "/admin/category-order", { type: PageType.blog, ids: [1] }],
    ] as const;
    const before = await count();
    for (const [method, path, body] of calls) {
      expect((await api.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await api.call(method, path, { body, token: user })).status, `${method} ${path}`).toBe(403);
    }
    expect(await count()).toBe(before);
  });

  it("lets page-edit, managers and administrators list categories with every language and the pages using them", async () => {
    for (const token of [editor, manager, admin]) {
      const list = await api.call<AuthoredCategory[]>("GET", `/admin/category?type=${PageType.blog}`, { token });
      expect(list.status).toBe(200);
      const growth = list.body.find((category) => category.slug === "growth");
      expect(growth?.translations.map((translation) => translation.language)).toEqual(["en", "de", "es", "fr", "ru"]);
      expect(growth?.pages).toBeGreaterThan(0);
      expect(growth?.version).toBe(1);
      const archive = list.body.find((category) => category.slug === "archive");
      expect(archive?.translations).toEqual([]);
    }
  });

  it("creates a category last in its type, shown by GET /category in each language it has", async () => {
    const created = await create("desk-notes");
    expect(created.status).toBe(201);
    const category = authoredCategory.parse(created.body);
    expect(category).toMatchObject({ slug: "desk-notes", type: PageType.blog, version: 1, pages: 0, updatedBy: { name: "Milo Planner" } });
    const english = await publicList();
    expect(english.at(-1)).toMatchObject({ id: category.id, title: "Desk notes desk-notes", seoTitle: "Desk notes", pages: 0 });
    const french = await api.call<PageCategory>("GET", "/category/desk-notes", { lang: "fr" });
    expect(french.body.title).toBe("Notes de la rédaction desk-notes");
    const german = await api.call<PageCategory>("GET", `/category/${category.id}`, { lang: "de" });
    expect(german.body.title).toBeNull();
  });

  it("refuses a slug taken within the type or breaking the slug rule, naming the field, but allows it in another type", async () => {
    const before = await count();
    const taken = await create("growth");
    expect(taken.status).toBe(422);
    expect((taken.body as unknown as ErrorBody).errors).toEqual([{ field: "slug", message: 'Slug "growth" has already been taken' }]);
    const badSlug = await create("Not A Slug");
    expect(badSlug.status).toBe(422);
    expect((badSlug.body as unknown as ErrorBody).errors?.[0]?.field).toBe("slug");
    expect(await count()).toBe(before);
    const otherType = await create("growth", manager, { type: PageType.pressRelease });
    expect(otherType.status).toBe(201);
  });

  it("names unknown fields and wrong types with 422 and stores nothing", async () => {
    const before = await count();
    const answer = await api.call<ErrorBody>("POST", "/admin/category", {
      token: manager,
      body: { ...newCategory("strange"), colour: "red", translations: [{ language: "en", title: 5 }] },
    });
    expect(answer.status).toBe(422);
    const fields = answer.body.errors?.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(["colour", "translations.0.title"]));
    const typeChange = await api.call<ErrorBody>("PUT", "/admin/category/1", {
      token: manager,
      body: { slug: "product-updates", translations: [], type: 9, baseVersion: 1 },
    });
    expect(typeChange.status).toBe(422);
    expect(typeChange.body.errors?.map((error) => error.field)).toEqual(["type"]);
    expect(await count()).toBe(before);
  });

  it("renames a category over its version and answers 409 with who changed it to a stale save", async () => {
    const created = (await create("renamed-soon")).body;
    api.clock.now += 60;
    const renamed = await api.call<AuthoredCategory>("PUT", `/admin/category/${created.id}`, {
      token: editor,
      body: { slug: "renamed-now", translations: [{ language: "en", title: "Renamed", seoKeywords: "renamed, desk" }], baseVersion: 1 },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ slug: "renamed-now", version: 2, updatedAt: api.clock.now, updatedBy: { name: "Eli Marker" } });
    expect((await api.call<PageCategory>("GET", "/category/renamed-now")).body).toMatchObject({
      title: "Renamed",
      seoKeywords: "renamed, desk",
    });
    expect((await api.call("GET", "/category/renamed-soon")).status).toBe(404);

    const stale = await api.call<ErrorBody>("PUT", `/admin/category/${created.id}`, {
      token: manager,
      body: { slug: "someone-else", translations: [{ language: "en", title: "Lost" }], baseVersion: 1 },
    });
    expect(stale.status).toBe(409);
    expect(pageConflict.parse(stale.body)).toMatchObject({ version: 2, changedBy: { name: "Eli Marker" }, changedAt: api.clock.now });
    expect((await api.call<AuthoredCategory>("GET", `/admin/category/${created.id}`, { token: manager })).body.slug).toBe("renamed-now");
  });

  it("refuses to delete a category pages use, naming how many, and deletes an unused one", async () => {
    const growth = (await publicList()).find((category) => category.slug === "growth")!;
    const [used] = await api.database.query<{ n: number }>("select count(*)::int as n from page where category_ids @> array[$1::int]", [
      growth.id,
    ]);
    const refused = await api.call<ErrorBody>("DELETE", `/admin/category/${growth.id}`, { token: manager });
    expect(refused.status).toBe(409);
    expect(refused.body.pages).toBe(used?.n);
    expect(refused.body.message).toContain(`used by ${used?.n} pages`);
    expect((await publicList()).some((category) => category.id === growth.id)).toBe(true);

    const unused = (await create("short-lived")).body;
    expect((await api.call("DELETE", `/admin/category/${unused.id}`, { token: manager })).status).toBe(204);
    expect((await api.call("GET", "/category/short-lived")).status).toBe(404);
    expect((await api.call("DELETE", `/admin/category/${unused.id}`, { token: manager })).status).toBe(404);
  });

  it("reorders a type's categories, and refuses a list that does not name exactly them", async () => {
    const before = (await publicList()).map((category) => category.id);
    const reversed = [...before].reverse();
    const answer = await api.call<AuthoredCategory[]>("PUT", "/admin/category-order", {
      token: manager,
      body: { type: PageType.blog, ids: reversed },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.map((category) => category.id)).toEqual(reversed);
    expect((await publicList()).map((category) => category.id)).toEqual(reversed);
    // Reordering is not an edit of the categories: their versions stay.
    expect(answer.body.find((category) => category.slug === "growth")?.version).toBe(1);

    const missing = await api.call("PUT", "/admin/category-order", {
      token: manager,
      body: { type: PageType.blog, ids: reversed.slice(1) },
    });
    expect(missing.status).toBe(409);
    const twice = await api.call<ErrorBody>("PUT", "/admin/category-order", {
      token: manager,
      body: { type: PageType.blog, ids: [reversed[0], ...reversed] },
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors?.[0]?.field).toBe("ids");
    expect((await publicList()).map((category) => category.id)).toEqual(reversed);
  });
});
