import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { AnswerCache } from "./answer-cache";

const page = (title: string) =>
  `<!DOCTYPE html><html><body><h1>${title}</h1>${"<p>In-app stories for every app.</p>".repeat(200)}</body></html>`;

describe("answer cache", () => {
  it("compresses a version once, then hands every visitor the same bytes, unchanged", async () => {
    const cache = new AnswerCache();
    const first = await cache.get("storyfront.com /", page("Stories"), "br");
    // Next renders the same page again as a new string: still the same version, the very same buffer.
    const again = await cache.get("storyfront.com /", page("Stories"), "br");
    expect(again).toBe(first);
    expect(brotliDecompressSync(first).toString()).toBe(page("Stories"));
    expect(first.length).toBeLessThan(page("Stories").length / 10);
  });

  it("serves each encoding of the same page", async () => {
    const cache = new AnswerCache();
    const expected = page("Stories");
    expect(gunzipSync(await cache.get("k", expected, "gzip")).toString()).toBe(expected);
    expect(brotliDecompressSync(await cache.get("k", expected, "br")).toString()).toBe(expected);
    expect((await cache.get("k", expected, "identity")).toString()).toBe(expected);
  });

  it("never sends an older version: a changed page is compressed anew", async () => {
    const cache = new AnswerCache();
    const before = await cache.get("storyfront.com /", page("Stories"), "gzip");
    const changed = await cache.get("storyfront.com /", page("Games"), "gzip");
    expect(changed).not.toBe(before);
    expect(gunzipSync(changed).toString()).toBe(page("Games"));
  });

  it("drops the least recently used pages beyond its size", async () => {
    const oneEntry = page("a").length * 3 + 100; // the rendered text twice and its bytes once
    const cache = new AnswerCache(oneEntry * 2);
    const a = await cache.get("a", page("a"), "identity");
    const b = await cache.get("b", page("b"), "identity");
    await cache.get("a", page("a"), "identity"); // a is now the more recent
    await cache.get("c", page("c"), "identity");
    expect(cache.size).toBeLessThanOrEqual(oneEntry * 2);
    expect(await cache.get("a", page("a"), "identity")).toBe(a);
    // b went first: it is a new entry now.
    expect(await cache.get("b", page("b"), "identity")).not.toBe(b);
  });
});
