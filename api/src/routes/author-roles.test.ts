// An article's byline in the reader's language (issue 42): the author's role comes from the page's translation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@storyfront/schemas";
import { backends, startTestApi, type TestApi } from "../test/harness";

describe.each(backends)("author roles per language on %s", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api?.close());

  it("answers an article's author role in the requested language, and the page's own where a language has none", async () => {
    const role = async (slug: string, lang: string) => (await api.call<Page>("POST", `/page/${slug}`, { lang })).body.authorSubtitle;
    const english = await role("five-versions-one-winner", "en");
    expect(english).toMatch(/^[A-Z][a-z]+ [a-z]+$/);
    const french = await role("five-versions-one-winner", "fr");
    expect(french).not.toBe(english);
    expect(await role("ab-testy-istoriy", "ru")).toMatch(/^[А-Я][а-я ]+$/);
    const [row] = await api.database.query<{ id: number }>("select id from page where slug = 'five-versions-one-winner'");
    await api.database.query("update page_translation set author_subtitle = null where page_id = $1 and language = 'fr'", [row?.id]);
    expect(await role("five-versions-one-winner", "fr")).toBe(english);
  });
});
