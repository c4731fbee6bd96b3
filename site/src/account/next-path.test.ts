import { describe, expect, it } from "vitest";
import { loginUrl, safeNextPath } from "./next-path";

describe("safeNextPath", () => {
  it("keeps same-site relative paths with their query and hash", () => {
    expect(safeNextPath("/admin/tags")).toBe("/admin/tags");
    expect(safeNextPath("/fr/profile?tab=1#name")).toBe("/fr/profile?tab=1#name");
  });

  it("refuses absolute, protocol-relative and disguised addresses", () => {
    for (const raw of [
      "https://evil.io/",
      "//evil.io/x",
      "/\\evil.io",
      "\\\\evil.io",
      "javascript:alert(1)",
      "admin",
      "/a\tb",
      "",
      null,
      undefined,
    ]) {
      const result = safeNextPath(raw);
      expect(result.startsWith("/") && !result.startsWith("//")).toBe(true);
      expect(result).not.toContain("evil");
    }
    expect(safeNextPath("https://evil.io/", "/fr")).toBe("/fr");
  });

  it("builds the login address with the way back", () => {
    expect(loginUrl("/login", "/admin/tags?page=2")).toBe("/login?next=%2Fadmin%2Ftags%3Fpage%3D2");
    expect(loginUrl("/de/login", "//evil.io")).toBe("/de/login?next=%2F");
  });
});
