import { describe, expect, it } from "vitest";
import { localeRegistry as registry } from "./registry";
import { localeEnum } from "./locale-schema";

describe("locale registry", () => {
  it("serves en (default), fr, de, es on com and ru alone on ru", () => {
    expect(registry.localesOf("com")).toEqual(["en", "fr", "de", "es"]);
    expect(registry.localesOf("ru")).toEqual(["ru"]);
    expect([registry.defaultOf("com"), registry.defaultOf("ru")]).toEqual(["en", "ru"]);
    expect(registry.translations).toEqual(["fr", "de", "es", "ru"]);
    expect(localeEnum(registry).safeParse("it").success).toBe(false);
  });

  it("writes a prefix only for a locale that is not its variant's default", () => {
    expect(registry.codes.map((code) => registry.prefixOf(code))).toEqual(["", "/fr", "/de", "/es", ""]);
    expect([registry.localePath("fr", "/"), registry.localePath("de", "pricing"), registry.localePath("ru", "/blog")]).toEqual([
      "/fr",
      "/de/pricing",
      "/blog",
    ]);
  });

  it("splits a locale prefix once: every locale of a variant for routing, the written prefixes otherwise", () => {
    expect(registry.splitLocale("/en/pricing", "com")).toEqual({ locale: "en", route: "/pricing" });
    expect(registry.splitLocale("/de", "ru")).toEqual({ locale: undefined, route: "/de" });
    expect(registry.splitLocale("/ru/blog")).toEqual({ locale: undefined, route: "/ru/blog" });
    expect(registry.splitLocale("/french")).toEqual({ locale: undefined, route: "/french" });
    expect([registry.hrefRoute("/es"), registry.hrefRoute("/fr/blog/?a=1#x"), registry.hrefRoute("/")]).toEqual(["/", "/blog", "/"]);
  });
});
