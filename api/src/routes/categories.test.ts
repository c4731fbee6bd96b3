import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryList, listEnvelope, pageCategory, paginationFromHeaders, paginationHeaders, type PageCategory } from "@storyfront/schemas";
import { backends, startTestApi, type TestApi } from "../test/harness";

describe.each(backends)("categories on %s", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api?.close());

  it("lists every blog category ordered by position with all=1, titles in the lang language", async () => {
    const answer = await api.call("GET", "/category?all=1&type=4&expand=pages");
    expect(answer.status).toBe(200);
    const categories = categoryList.parse(answer.body);
    expect(categories.map((c) => c.order)).toEqual([...categories.map((c) => c.order)].sort((a, b) => a - b));
    const titled = categories.filter((c) => c.title !== null);
    expect(titled.length).toBeGreaterThanOrEqual(6);
    expect(categories.find((c) => c.slug === "archive")?.title).toBeNull();
    expect(titled.every((c) => (c.pages ?? 0) > 0)).toBe(true);

    const fr = await api.call<PageCategory[]>("GET", "/category?all=1&type=4", { lang: "fr" });
    expect(fr.body.find((c) => c.slug === "growth")?.title).toBe("Croissance et rétention");
    expect(fr.body[0]?.pages).toBeUndefined();
  });

  it("gives a category's meta title and description in the lang language, not English under a French title", async () => {
    const fr = pageCategory.parse((await api.call("GET", "/category/growth", { lang: "fr" })).body);
    expect(fr.seoTitle).toBe("Croissance et rétention | Blog Storyfront");
    expect(fr.seoDescription).toBe("Croissance et rétention\u00a0: les articles de l'équipe Storyfront.");
    const ru = pageCategory.parse((await api.call("GET", "/category/growth", { lang: "ru" })).body);
    expect(ru.seoDescription).toMatch(/статьи команды Storyfront/);
  });

  it("pages the list: page 1 with 1 per page gives the first category and the headers", async () => {
    const answer = await api.call<PageCategory[]>("GET", "/category?type=4&page=1&per-page=1");
    expect(answer.body).toHaveLength(1);
    expect(answer.body[0]?.slug).toBe("product-updates");
    expect(answer.headers.get(paginationHeaders.totalCount)).toBe("8");
    expect(answer.headers.get(paginationHeaders.pageCount)).toBe("8");
    const enveloped = await api.call("GET", "/category?type=9&envelope=items");
    const body = listEnvelope(pageCategory).parse(enveloped.body);
    expect(body.items.map((c) => c.slug)).toEqual(["industry", "features"]);
    expect(body.meta).toEqual({ perPage: 20, totalCount: 2, currentPage: 1, pageCount: 1 });
    expect(paginationFromHeaders(enveloped.headers)).toEqual(body.meta);
  });

  it("gives one category by slug or id, blog by default, 404 otherwise", async () => {
    const bySlug = await api.call("GET", "/category/analytics?expand=pages");
    expect(bySlug.status).toBe(200);
    const category = pageCategory.parse(bySlug.body);
    expect(category.seoTitle).toContain("Analytics");
    const byId = await api.call<PageCategory>("GET", `/category/${category.id}`);
    expect(byId.body.slug).toBe("analytics");
    expect((await api.call("GET", "/category/industry")).status).toBe(404);
    expect((await api.call("GET", "/category/industry?type=9")).status).toBe(200);
    expect((await api.call("GET", "/category/nothing-here")).status).toBe(404);
  });

  it.each([
    ["/category?all=yes", "all"],
    ["/category?type=99", "type"],
    ["/category?expand=everything", "expand"],
    ["/category/bad%20slug", "id"],
  ])("rejects %s naming %s", async (path, field) => {
    const answer = await api.call<{ errors: { field: string }[] }>("GET", path);
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((error) => error.field)).toContain(field);
  });
});
