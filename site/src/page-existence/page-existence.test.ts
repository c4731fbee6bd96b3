import { describe, expect, it } from "vitest";
import { pageExistence } from "./page-existence";

const com: { isRu: boolean; environment: "production" | "test" | "dev" } = { isRu: false, environment: "production" };
const ru = { isRu: true, environment: "production" as const };
const kind = (domain: typeof com, locale: Parameters<typeof pageExistence>[1], path: string) => pageExistence(domain, locale, path).kind;

describe("page existence before rendering", () => {
  it("knows the fixed routes of each variant", () => {
    expect(kind(com, "en", "/")).toBe("page");
    expect(kind(ru, "ru", "/")).toBe("page");
    expect(kind(com, "fr", "/pricing/")).toBe("page");
    expect(kind(com, "en", "/case-studies")).toBe("page");
    expect(kind(com, "de", "/case-studies")).toBe("missing");
    expect(kind(ru, "ru", "/white-papers")).toBe("missing");
    // White papers are English reports: the list is English only; a report linked in French shows its original.
    expect(kind(com, "fr", "/white-papers")).toBe("missing");
    expect(kind(com, "fr", "/white-papers/fintech-report")).toBe("page");
    expect(kind(ru, "ru", "/write-for-us")).toBe("missing");
    expect(kind(ru, "ru", "/enterprise")).toBe("page");
    expect(kind(com, "en", "/game")).toBe("page");
    expect(kind(ru, "ru", "/s")).toBe("page");
    expect(kind(com, "en", "/blocks")).toBe("missing");
    expect(kind({ ...com, environment: "dev" }, "en", "/blocks")).toBe("page");
  });

  it("answers content slugs from the content folder", () => {
    expect(kind(com, "en", "/case-studies/case-study-ugc-forkful")).toBe("page");
    expect(kind(com, "en", "/case-studies/no-such-study")).toBe("missing");
    expect(kind(com, "en", "/white-papers/fintech-report")).toBe("page");
    expect(kind(com, "en", "/white-papers/no-such-report")).toBe("missing");
    expect(kind(ru, "ru", "/white-papers/fintech-report")).toBe("missing");
    expect(kind(com, "en", "/solutions/telecom")).toBe("page");
    expect(kind(com, "en", "/telecom")).toBe("page");
    expect(kind(com, "fr", "/solutions/telecom")).toBe("missing");
    // No content file: perhaps a landing page published at the API (English, com only).
    expect(pageExistence(com, "en", "/solutions/nope")).toEqual({
      kind: "ask-api",
      lookup: { kind: "page", idOrSlug: "nope", types: [9] },
    });
    expect(pageExistence(com, "en", "/nope")).toEqual({ kind: "ask-api", lookup: { kind: "page", idOrSlug: "nope", types: [9] } });
    expect(kind(com, "fr", "/nope")).toBe("missing");
    expect(kind(ru, "ru", "/nope")).toBe("missing");
    expect(kind(com, "en", "/a/b/c/d")).toBe("missing");
  });

  it("asks the API about blog, press, game and short-item slugs", () => {
    expect(pageExistence(com, "en", "/blog/some-article")).toEqual({
      kind: "ask-api",
      lookup: { kind: "page", idOrSlug: "some-article", types: [4, 5] },
    });
    expect(pageExistence(com, "en", "/blog/category-news/page-2")).toEqual({
      kind: "ask-api",
      lookup: { kind: "category", idOrSlug: "news", listPage: 2 },
    });
    expect(pageExistence(com, "en", "/press-releases/launch")).toMatchObject({ kind: "ask-api", lookup: { kind: "page", types: [6] } });
    expect(pageExistence(com, "en", "/game/42")).toEqual({ kind: "ask-api", lookup: { kind: "page", idOrSlug: "42" } });
    expect(kind(com, "en", "/blog/page-1")).toBe("missing");
    expect(kind(com, "en", "/blog/bad%20slug")).toBe("missing");
    expect(kind(com, "en", "/blog/%25")).toBe("missing");
    expect(kind(com, "en", "/s/<script>")).toBe("missing");
  });
});
