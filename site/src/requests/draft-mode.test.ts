import { describe, expect, it } from "vitest";
import { isDraftSecret } from "./draft-mode";

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
});
