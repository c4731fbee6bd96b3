import { describe, expect, it } from "vitest";
import { deviceClassOf } from "./device-class";
import { routeFamilyOf, splitLocale } from "./route-family";

describe("the page type of a visited path", () => {
  it.each([
    ["/", "home"],
    ["/gamification-for-fintech", "landing"],
    ["/solutions/fintech", "solution"],
    ["/solutions", "solution"],
    ["/blog", "blog-list"],
    ["/blog/category-growth", "blog-list"],
    ["/blog/page-3", "blog-list"],
    ["/blog/search", "blog-list"],
    ["/blog/holiday-calendar-mechanics", "blog-article"],
    ["/pricing", "pricing"],
    ["/prices", "pricing"],
    ["/sales", "sales"],
    ["/enterprise", "landing"],
    ["/pricing/", "pricing"],
    ["/faq", "faq"],
    ["/terms", "legal"],
    ["/policy", "legal"],
    ["/case-studies/some-story", "case-study"],
    ["/white-papers/fintech-report", "white-paper"],
    ["/login", "other"],
    ["/admin/speed", "other"],
    ["/a/b/c", "other"],
    ["/blog/a/b/c", "other"],
  ])("%s is %s", (path, family) => {
    expect(routeFamilyOf(path)).toBe(family);
  });

  it("takes the locale from a prefix the variant serves, else the variant's default", () => {
    expect(splitLocale("/fr/pricing", "com")).toEqual({ locale: "fr", routePath: "/pricing" });
    expect(splitLocale("/de", "com")).toEqual({ locale: "de", routePath: "/" });
    expect(splitLocale("/pricing", "com")).toEqual({ locale: "en", routePath: "/pricing" });
    expect(splitLocale("/fr/pricing", "ru")).toEqual({ locale: "ru", routePath: "/fr/pricing" });
    expect(splitLocale("/faq", "ru")).toEqual({ locale: "ru", routePath: "/faq" });
    expect(splitLocale("/fresh-landing", "com")).toEqual({ locale: "en", routePath: "/fresh-landing" });
  });
});

describe("the device class", () => {
  it("reads client hints first, then the user agent; tablets count as mobile", () => {
    expect(deviceClassOf(new Headers({ "sec-ch-ua-mobile": "?1" }))).toBe("mobile");
    expect(deviceClassOf(new Headers({ "sec-ch-ua-mobile": "?0", "user-agent": "Android" }))).toBe("desktop");
    expect(deviceClassOf(new Headers({ "user-agent": "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)" }))).toBe("mobile");
    expect(deviceClassOf(new Headers({ "user-agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)" }))).toBe("desktop");
    expect(deviceClassOf(new Headers())).toBe("desktop");
  });
});
