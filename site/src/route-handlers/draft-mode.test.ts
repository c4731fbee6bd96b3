import { describe, expect, it } from "vitest";
import { isDraftSecret, sameSitePath } from "./draft-mode";

describe("draft mode's gate", () => {
  it("accepts only the configured secret, and nothing when none is configured", () => {
    expect(isDraftSecret("s3cret-value", "s3cret-value")).toBe(true);
    expect(isDraftSecret("s3cret-valuE", "s3cret-value")).toBe(false);
    expect(isDraftSecret("s3cret", "s3cret-value")).toBe(false);
    expect(isDraftSecret("", "s3cret-value")).toBe(false);
    expect(isDraftSecret(null, "s3cret-value")).toBe(false);
    expect(isDraftSecret("", undefined)).toBe(false);
    expect(isDraftSecret("anything", "")).toBe(false);
  });

  it("redirects only to same-site relative paths", () => {
    expect(sameSitePath("/fr/enterprise")).toBe("/fr/enterprise");
    expect(sameSitePath("/solutions/spring-offer?ref=review#awards")).toBe("/solutions/spring-offer?ref=review#awards");
    expect(sameSitePath("/")).toBe("/");
    for (const hostile of ["//evil.io", "/\\evil.io", "\\/evil.io", "https://evil.io", "http:evil.io", "javascript:alert(1)", "evil.io", "/\tevil", "//\\evil.io", "", null, " /fr"]) {
      expect(sameSitePath(hostile), String(hostile)).toBeUndefined();
    }
  });
});
