import { describe, expect, it } from "vitest";
import { maxSearchLength, readSearchQuery } from "./search-query";

describe("readSearchQuery", () => {
  it("keeps ordinary text, trimmed, and treats none as empty", () => {
    expect(readSearchQuery("  story telling ")).toEqual({ ok: true, q: "story telling" });
    expect(readSearchQuery("Истории 🎬")).toEqual({ ok: true, q: "Истории 🎬" });
    expect(readSearchQuery(null)).toEqual({ ok: true, q: "" });
    expect(readSearchQuery("x".repeat(maxSearchLength))).toEqual({ ok: true, q: "x".repeat(maxSearchLength) });
  });

  it("refuses control characters and over-long text with a message saying what is wrong", () => {
    for (const q of ["\u0000", "a\u0000b", "\u001f", "\u007f", "a\nb", "\u0085x"]) {
      const read = readSearchQuery(q);
      expect(read.ok, JSON.stringify(q)).toBe(false);
      if (!read.ok) expect(read.message).toMatch(/search text/);
    }
    const long = readSearchQuery("x".repeat(maxSearchLength + 1));
    expect(long).toEqual({ ok: false, message: `The search text is too long (at most ${maxSearchLength} characters)` });
  });
});
