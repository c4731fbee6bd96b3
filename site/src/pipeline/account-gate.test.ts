import { describe, expect, it } from "vitest";
import { accountGate } from "./account-gate";

const gate = (routePath: string, cookies: Record<string, string> = {}, locale: "en" | "fr" = "en", search = "") =>
  accountGate({ routePath, locale, pathname: locale === "en" ? routePath : `/${locale}${routePath}`, search, cookies });

describe("accountGate", () => {
  it("leaves every other page alone", () => {
    expect(gate("/pricing")).toEqual({ kind: "open" });
    expect(gate("/login")).toEqual({ kind: "open" });
  });

  it("sends a visitor without session cookies to the localized /login and back", () => {
    expect(gate("/admin/tags", {}, "en", "?page=2")).toEqual({ kind: "signIn", redirect: "/login?next=%2Fadmin%2Ftags%3Fpage%3D2" });
    expect(gate("/profile", {}, "fr")).toEqual({ kind: "signIn", redirect: "/fr/login?next=%2Ffr%2Fprofile" });
  });

  it("asks for a rights check when a session cookie is there", () => {
    expect(gate("/admin/leads", { sf_token: "abc" })).toEqual({ kind: "check", area: "leads", token: "abc" });
    expect(gate("/admin/tag-groups", { sf_refresh_token: "r" })).toEqual({ kind: "check", area: "tagGroups", token: null });
  });
});
