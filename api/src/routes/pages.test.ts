import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listEnvelope, page, pageList, pageReadAnswer, PageType, paginationHeaders, type Page } from "@storyfront/schemas";
import { backends, startTestApi, type TestApi } from "../test/harness";

const total = (headers: Headers) => Number(headers.get(paginationHeaders.totalCount));

describe.each(backends)("pages on %s", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api?.close());

  it("lists blog posts newest first with pagination headers, valid under the contract", async () => {
    const answer = await api.call<Page[]>("GET", `/page?type=${PageType.blog}&per-page=12`);
    expect(answer.status).toBe(200);
    const pages = pageList.parse(answer.body);
    expect(pages).toHaveLength(12);
    expect(total(answer.headers)).toBeGreaterThanOrEqual(40);
    expect(answer.headers.get(paginationHeaders.currentPage)).toBe("1");
    expect(answer.headers.get(paginationHeaders.pageCount)).toBe(String(Math.ceil(total(answer.headers) / 12)));
    const times = pages.map((p) => p.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(pages.every((p) => p.type === 4 && p.language === "en" && p.image !== null && p.content === undefined)).toBe(true);
  });

  it("reads empty query values as absent", async () => {
    const empty = await api.call<Page[]>("GET", "/page?type=&q=&category=&expand=&per-page=5");
    const none = await api.call<Page[]>("GET", "/page?per-page=5");
    expect(empty.status).toBe(200);
    expect(empty.body.map((p) => p.id)).toEqual(none.body.map((p) => p.id));
    expect(total(empty.headers)).toBe(total(none.headers));
  });

  it("treats page 0 as page 1 and answers an empty last-plus-one page", async () => {
    const first = await api.call<Page[]>("GET", "/page?type=4&per-page=5&page=0");
    expect(first.headers.get(paginationHeaders.currentPage)).toBe("1");
    const one = await api.call<Page[]>("GET", "/page?type=4&per-page=5&page=1");
    expect(first.body.map((p) => p.id)).toEqual(one.body.map((p) => p.id));

    const count = total(first.headers);
    const lastPage = Math.ceil(count / 5);
    const last = await api.call<Page[]>("GET", `/page?type=4&per-page=5&page=${lastPage}`);
    expect(last.body).toHaveLength(count - (lastPage - 1) * 5);
    const beyond = await api.call<Page[]>("GET", `/page?type=4&per-page=5&page=${lastPage + 1}`);
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual([]);
  });

  it("answers { items, meta } with envelope=items", async () => {
    const answer = await api.call("GET", "/page?type=4&per-page=3&page=2&envelope=items");
    const body = listEnvelope(page).parse(answer.body);
    expect(body.items).toHaveLength(3);
    expect(body.meta).toMatchObject({ perPage: 3, currentPage: 2 });
    expect(body.meta.totalCount).toBe(total(answer.headers));
  });

  it("selects the language with the lang header; a page lists its languages", async () => {
    const fr = await api.call<Page[]>("GET", "/page?type=4&expand=languages", { lang: "fr" });
    expect(fr.body.length).toBeGreaterThan(0);
    expect(fr.body.every((p) => p.language === "fr" && p.languages?.includes("fr"))).toBe(true);
    const translated = fr.body.find((p) => p.slug === "why-stories-beat-banners");
    expect(translated?.title).toMatch(/bannières/);
    expect(translated?.languages).toEqual(["de", "en", "es", "fr"]);

    const ru = await api.call<Page[]>("GET", "/page?type=4", { lang: "ru" });
    expect(ru.body.length).toBeGreaterThanOrEqual(5);
    const en = await api.call<Page[]>("GET", "/page?type=4&per-page=100");
    const enSlugs = new Set(en.body.map((p) => p.slug));
    expect(ru.body.some((p) => enSlugs.has(p.slug))).toBe(false);
  });

  it("filters by category slug or id, searches with q, and sorts", async () => {
    const bySlug = await api.call<Page[]>("GET", "/page?type=4&category=gamification&per-page=100");
    expect(bySlug.body.length).toBeGreaterThan(2);
    const categoryId = bySlug.body[0]?.categoryIds[0];
    const byId = await api.call<Page[]>("GET", `/page?type=4&category=${categoryId}&per-page=100`);
    expect(byId.body.map((p) => p.id)).toEqual(bySlug.body.map((p) => p.id));
    const unknown = await api.call<Page[]>("GET", "/page?category=no-such-category");
    expect(unknown.body).toEqual([]);

    const search = await api.call<Page[]>("GET", "/page?type=4&q=onboarding");
    expect(search.body.length).toBeGreaterThan(0);
    expect(search.body.every((p) => /onboarding/i.test(p.title + p.description))).toBe(true);
    const wildcard = await api.call<Page[]>("GET", "/page?q=%25%25");
    expect(wildcard.body).toEqual([]);

    const stories = await api.call<Page[]>("GET", `/page?type=${PageType.webStory}&sort=order`);
    expect(stories.body.map((p) => p.order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(stories.body.every((p) => p.storyCover !== null)).toBe(true);
  });

  it("recommends other pages of the same type sharing a category", async () => {
    const answer = await api.call<Page[]>("GET", "/page?recommend=quizzes-that-teach&per-page=3");
    expect(answer.status).toBe(200);
    const [source] = (await api.call<Page[]>("GET", "/page?type=4&q=teach")).body;
    expect(answer.body.length).toBeGreaterThan(0);
    for (const p of answer.body) {
      expect(p.slug).not.toBe("quizzes-that-teach");
      expect(p.categoryIds.some((id) => source?.categoryIds.includes(id))).toBe(true);
    }
  });

  it("answers landing pages by category (industry and features), 20 per category", async () => {
    for (const category of ["industry", "features"]) {
      const answer = await api.call<Page[]>("GET", `/page?type=9&category=${category}&page=1&per-page=20&sort=-created_at`);
      expect(answer.body.length).toBe(2);
    }
  });

  it("gives one page by slug or id with expanded fields, previous/next links and tags", async () => {
    const answer = await api.call(
      "POST",
      "/page/why-stories-beat-banners?expand=content,seoTitle,seoDescription,seoKeywords,languages,tags,tags.languages,imageSquare",
    );
    expect(answer.status).toBe(200);
    const one = page.parse(answer.body);
    expect(one.content).toContain("<p>");
    expect(one.seoTitle).toBeTruthy();
    expect(one.imageSquare).toMatch(/^\/media\/blog\/.+\.svg$/);
    expect(one.tags?.map((tag) => tag.slug)).toEqual(["stories", "retention"]);
    expect(one.tags?.[0]?.languages?.length).toBeGreaterThan(1);
    expect(one.paginationData?.prev).not.toBeNull();

    const byId = await api.call<Page>("POST", `/page/${one.id}`);
    expect(byId.body.slug).toBe(one.slug);
    expect(byId.body.content).toBeUndefined();

    const de = await api.call<Page>("POST", `/page/${one.slug}?expand=tags`, { lang: "de" });
    expect(de.body.language).toBe("de");
    expect(de.body.title).toMatch(/Banner/);
  });

  it("answers 404 for unknown, unpublished, untranslated and wrongly typed pages", async () => {
    for (const path of ["/page/no-such-page", "/page/draft-upcoming-feature", "/page/why-stories-beat-banners?type=6", "/page/999999"]) {
      const answer = await api.call<{ message: string }>("POST", path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.message).toMatch(/not found/);
    }
    const untranslated = await api.call("POST", "/page/first-story-in-an-afternoon", { lang: "ru" });
    expect(untranslated.status).toBe(404);
  });

  it("counts a read once per client id and marks the page read and opened for that client", async () => {
    const before = (await api.call<Page>("POST", "/page/sport-live-moments")).body.views;
    const first = await api.call("POST", "/page/sport-live-moments/event/read", { clientId: "client-a" });
    expect(first.status).toBe(200);
    expect(pageReadAnswer.parse(first.body).views).toBe(before + 1);
    const again = await api.call<{ views: number }>("POST", "/page/sport-live-moments/event/read", { clientId: "client-a" });
    expect(again.body.views).toBe(before + 1);
    const other = await api.call<{ views: number }>("POST", "/page/sport-live-moments/event/read", { clientId: "client-b" });
    expect(other.body.views).toBe(before + 2);

    const seenByA = await api.call<Page>("POST", "/page/sport-live-moments", { clientId: "client-a" });
    expect(seenByA.body).toMatchObject({ wasRead: true, wasOpen: true, views: before + 2 });
    const listed = await api.call<Page[]>("GET", "/page?type=4&q=Live%20moments", { clientId: "client-a" });
    expect(listed.body[0]).toMatchObject({ wasRead: true, wasOpen: true });
    const seenByC = await api.call<Page>("GET", "/page?type=4&q=Live%20moments", { clientId: "client-c" });
    expect(seenByC.body).toMatchObject([{ wasRead: false, wasOpen: false }]);

    const missing = await api.call("POST", "/page/no-such-page/event/read", { clientId: "client-a" });
    expect(missing.status).toBe(404);
  });

  it.each([
    ["/page?type=11", "type"],
    ["/page?type=blog", "type"],
    ["/page?page=-1", "page"],
    ["/page?page=abc", "page"],
    ["/page?per-page=0", "per-page"],
    ["/page?per-page=101", "per-page"],
    ["/page?expand=password", "expand"],
    ["/page?sort=drop", "sort"],
    ["/page?envelope=all", "envelope"],
    ["/page?recommend=bad%20slug", "recommend"],
    ["/page?q=" + "x".repeat(201), "q"],
  ])("rejects %s naming the field %s", async (path, field) => {
    const answer = await api.call<{ message: string; errors: { field: string; message: string }[] }>("GET", path);
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((error) => error.field)).toContain(field);
    expect(answer.body.errors[0]?.message.length).toBeGreaterThan(3);
  });

  it("names the catalogue rule for a zero page size", async () => {
    const answer = await api.call<{ errors: { field: string; message: string }[] }>("GET", "/page?per-page=0");
    expect(answer.body.errors).toEqual([{ field: "per-page", message: "Must be greater than 0" }]);
  });
});
