// The site's landing-page menus (spec §7, §9): type 9, 20 per category (industry, features), newest first; a
// landing published later appears at once, a draft never.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageList, paginationHeaders, type Page } from "@storyfront/schemas";
import { backends, startTestApi, type TestApi } from "../test/harness";

const landingsOf = (api: TestApi, category: string, lang = "en") =>
  api.call<Page[]>("GET", `/page?type=9&category=${category}&per-page=20&sort=-created_at`, { lang });

describe.each(backends)("landing pages from the API on %s", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api?.close());

  /** What publishing a landing writes: the page, its translation and the languages it exists in. */
  async function storeLanding(slug: string, category: string, isActive: boolean) {
    const [categoryRow] = await api.database.query<{ id: number }>("select id from category where slug = $1 and type = 9", [category]);
    const [row] = await api.database.query<{ id: number }>(
      "insert into page (slug, type, is_active, category_ids, created_at, updated_at, languages) " +
        "values ($1, 9, $2, $3::int[], $4, $4, '{en}') returning id",
      [slug, isActive, [categoryRow?.id], api.clock.now],
    );
    await api.database.query(
      "insert into page_translation (page_id, language, title, description) values ($1, 'en', $2, 'Just published')",
      [row?.id, `Stories for ${slug}`],
    );
    return row?.id ?? 0;
  }

  it("answers each category's landings, newest first, with slug and title, under the contract", async () => {
    for (const category of ["industry", "features"]) {
      const answer = await landingsOf(api, category);
      expect(answer.status).toBe(200);
      const pages = pageList.parse(answer.body);
      expect(pages).toHaveLength(2);
      expect(answer.headers.get(paginationHeaders.totalCount)).toBe("2");
      expect(pages.every((page) => page.type === 9 && page.slug && page.title)).toBe(true);
      const times = pages.map((page) => page.createdAt);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    expect((await landingsOf(api, "industry")).body.map((page) => page.slug).sort()).toEqual(["mobility", "streaming"]);
    expect((await landingsOf(api, "features")).body.map((page) => page.slug).sort()).toEqual(["story-analytics", "story-localization"]);
  });

  it("answers each landing's short menu label beside its title, and null for a landing without one", async () => {
    const labels = Object.fromEntries(
      [...(await landingsOf(api, "industry")).body, ...(await landingsOf(api, "features")).body].map((page) => [page.slug, page.navLabel]),
    );
    expect(labels).toEqual({
      streaming: "Streaming",
      mobility: "Mobility",
      "story-analytics": "Story analytics",
      "story-localization": "Localization",
    });
    const id = await storeLanding("label-less", "industry", true);
    const page = (await landingsOf(api, "industry")).body.find((entry) => entry.id === id);
    expect(page).toMatchObject({ title: "Stories for label-less", navLabel: null });
    await api.database.query("delete from page where id = $1", [id]);
  });

  it("shows a newly published landing first in its category only, and a draft only once it is published", async () => {
    api.clock.now += 60;
    await storeLanding("space-tourism", "industry", true);
    const industry = (await landingsOf(api, "industry")).body;
    expect(industry[0]).toMatchObject({ slug: "space-tourism", title: "Stories for space-tourism" });
    expect(industry).toHaveLength(3);
    expect((await landingsOf(api, "features")).body.map((page) => page.slug)).not.toContain("space-tourism");

    const draftId = await storeLanding("live-shopping", "features", false);
    expect((await landingsOf(api, "features")).body.map((page) => page.slug)).not.toContain("live-shopping");
    await api.database.query("update page set is_active = true where id = $1", [draftId]);
    expect((await landingsOf(api, "features")).body[0]?.slug).toBe("live-shopping");
  });

  it("answers an empty list for a language without landings, and a category that does not exist", async () => {
    expect((await landingsOf(api, "industry", "ru")).body).toEqual([]);
    const unknown = await landingsOf(api, "no-such-category");
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual([]);
  });
});
