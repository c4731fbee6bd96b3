import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { AnswerCache } from "./answer-cache";

const page = (title: string) => `<!DOCTYPE html><html><body><h1>${title}</h1>${"<p>In-app stories for every app.</p>".repeat(200)}</body></html>`;

function countingPrepare() {
  const calls: string[] = [];
  return { calls, prepare: (rendered: string) => (calls.push(rendered), rendered.replace("<h1>", '<h1 class="prepared">')) };
}

describe("answer cache", () => {
  it("prepares and compresses a version once, then hands every visitor the same bytes", async () => {
    const { calls, prepare } = countingPrepare();
    const cache = new AnswerCache();
    const first = await cache.get("storyfront.com /", page("Stories"), "br", prepare);
    // Next renders the same page again as a new string: still the same version.
    const again = await cache.get("storyfront.com /", page("Stories"), "br", prepare);
    expect(again).toBe(first);
    expect(calls).toHaveLength(1);
    expect(brotliDecompressSync(first).toString()).toBe(prepare(page("Stories")));
    expect(first.length).toBeLessThan(page("Stories").length / 10);
  });

  it("serves each encoding from the one prepared body", async () => {
    const { prepare } = countingPrepare();
    const cache = new AnswerCache();
    const expected = prepare(page("Stories"));
    expect(gunzipSync(await cache.get("k", page("Stories"), "gzip", prepare)).toString()).toBe(expected);
    expect(brotliDecompressSync(await cache.get("k", page("Stories"), "br", prepare)).toString()).toBe(expected);
    expect((await cache.get("k", page("Stories"), "identity", prepare)).toString()).toBe(expected);
  });

  it("never sends an older version: a changed page is prepared anew", async () => {
    const { calls, prepare } = countingPrepare();
    const cache = new AnswerCache();
    await cache.get("storyfront.com /", page("Stories"), "gzip", prepare);
    const changed = await cache.get("storyfront.com /", page("Games"), "gzip", prepare);
    expect(gunzipSync(changed).toString()).toContain('<h1 class="prepared">Games</h1>');
    expect(calls).toHaveLength(2);
  });

  it("drops the least recently used pages beyond its size", async () => {
    const { calls, prepare } = countingPrepare();
    const oneEntry = page("a").length * 3 + 100; // the rendered text twice and the prepared body once
    const cache = new AnswerCache(oneEntry * 2);
    await cache.get("a", page("a"), "identity", prepare);
    await cache.get("b", page("b"), "identity", prepare);
    await cache.get("a", page("a"), "identity", prepare); // a is now the more recent
    await cache.get("c", page("c"), "identity", prepare);
    expect(cache.size).toBeLessThanOrEqual(oneEntry * 2);
    await cache.get("a", page("a"), "identity", prepare);
    expect(calls).toEqual([page("a"), page("b"), page("c")]);
    await cache.get("b", page("b"), "identity", prepare);
    expect(calls).toHaveLength(4);
  });
});
