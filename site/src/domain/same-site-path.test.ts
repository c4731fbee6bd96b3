import { describe, expect, it } from "vitest";
import { loginUrl, safeNextPath } from "@/account/next-path";
import { sameSitePath } from "./same-site-path";

const origin = "https://storyfront.com";

/**
 * Paths a visitor can put in `?path=` or `?next=` that a browser would follow off the site if they came back
 * as a redirect unchanged or half-normalised: dot segments and encoded slashes that collapse into `//host`,
 * backslashes that browsers read as slashes, schemes, and control characters that the URL parser drops.
 */
export const hostilePaths = [
  "/.//evil.example",
  "/a/..//evil.example",
  "/%2e//evil.example",
  "/%2E//evil.example",
  "/..%2F%2Fevil.example",
  "/./%2F/evil.example",
  "/..//evil.example",
  "/a/b/../..//evil.example",
  "/%2e%2e//evil.example",
  "/.%2e//evil.example",
  "/./\\evil.example",
  "/.\\/evil.example",
  "//evil.example",
  "///evil.example",
  "//\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "https:evil.example",
  "https://evil.example/",
  "HTTPS://evil.example",
  "http:/evil.example",
  "//evil.example@storyfront.com",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  " //evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%00",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "/%5c/evil.example",
  "/%252F%252Fevil.example",
  "/%25%32%46/evil.example",
  "/%2F%2Fevil.example",
  "\uFF0F\uFF0Fevil.example",
  "evil.example",
  "/" + "a".repeat(5000),
  "",
];

/** What a browser does with a Location header: resolves it against the page it came from. */
function staysHome(result: string): boolean {
  return (
    result.startsWith("/") &&
    !result.startsWith("//") &&
    !result.startsWith("/\\") &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f\\]/.test(result) &&
    new URL(result, origin).origin === origin
  );
}

describe("sameSitePath", () => {
  it("keeps same-site paths, normalised, with their query and hash", () => {
    expect(sameSitePath("/fr/enterprise", origin)).toBe("/fr/enterprise");
    expect(sameSitePath("/solutions/spring-offer?ref=review#awards", origin)).toBe("/solutions/spring-offer?ref=review#awards");
    expect(sameSitePath("/", origin)).toBe("/");
    expect(sameSitePath("/a/../fr/./enterprise", origin)).toBe("/fr/enterprise");
    expect(sameSitePath("/x?next=//evil.example", origin)).toBe("/x?next=//evil.example");
    expect(sameSitePath("/@evil.example", origin)).toBe("/@evil.example");
  });

  it("refuses every path that would leave the site or hide a way off it", () => {
    for (const hostile of hostilePaths) {
      const result = sameSitePath(hostile, origin);
      expect(result === undefined || staysHome(result), JSON.stringify(hostile) + " → " + JSON.stringify(result)).toBe(true);
    }
    const fromTheIssue = ["/.//evil.example", "/a/..//evil.example", "/%2e//evil.example", "/..%2F%2Fevil.example", "/./%2F/evil.example"];
    fromTheIssue.push("/\t/evil.example");
    for (const hostile of fromTheIssue) {
      expect(sameSitePath(hostile, origin), hostile).toBeUndefined();
    }
    expect(sameSitePath(null, origin)).toBeUndefined();
  });

  it("works the same against any origin of ours, loopback included", () => {
    expect(sameSitePath("/.//evil.example", "http://localhost:3000")).toBeUndefined();
    expect(sameSitePath("/fr", "http://localhost:3000")).toBe("/fr");
  });
});

describe("the callers use it", () => {
  it("/login?next= falls back to the home page for every hostile path", () => {
    for (const hostile of hostilePaths) {
      const result = safeNextPath(hostile, "/fr");
      expect(staysHome(result), JSON.stringify(hostile) + " → " + JSON.stringify(result)).toBe(true);
    }
    expect(safeNextPath("/a/..//evil.example", "/fr")).toBe("/fr");
    expect(loginUrl("/login", "/.//evil.example")).toBe("/login?next=%2F");
  });
});
