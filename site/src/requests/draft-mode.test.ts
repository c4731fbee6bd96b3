import { describe, expect, it } from "vitest";
import { draftTicket, isDraftSecret, isDraftTicket } from "./draft-mode";

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

  it("takes the Studio's ticket for its one path until it expires, and only under the secret it was made with", () => {
    const ticket = draftTicket("/fr/blog/new-post", 1000, "s3cret");
    expect(isDraftTicket({ path: "/fr/blog/new-post", expires: 1000, ticket }, "s3cret", 999)).toBe(true);
    expect(isDraftTicket({ path: "/fr/blog/other", expires: 1000, ticket }, "s3cret", 999)).toBe(false);
    expect(isDraftTicket({ path: "/fr/blog/new-post", expires: 2000, ticket }, "s3cret", 999)).toBe(false);
    expect(isDraftTicket({ path: "/fr/blog/new-post", expires: 1000, ticket }, "s3cret", 1001)).toBe(false);
    expect(isDraftTicket({ path: "/fr/blog/new-post", expires: 1000, ticket }, "other", 999)).toBe(false);
    expect(isDraftTicket({ path: "/fr/blog/new-post", expires: 1000, ticket }, undefined, 999)).toBe(false);
    expect(isDraftTicket({ path: "/fr/blog/new-post", expires: Number.NaN, ticket }, "s3cret", 999)).toBe(false);
  });
});
