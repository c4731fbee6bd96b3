import { describe, expect, it } from "vitest";
import { isChunkLoadError, shouldReload } from "./chunk-reload";

describe("chunk reload guard", () => {
  it("recognises chunk load failures and nothing else", () => {
    expect(isChunkLoadError(Object.assign(new Error("Loading chunk 123 failed."), { name: "ChunkLoadError" }))).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /_next/static/chunks/a.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Loading CSS chunk app/page failed"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it("reloads once, then not again within 60 s", () => {
    expect(shouldReload(1_000_000, null)).toBe(true);
    expect(shouldReload(1_000_000 + 59_999, 1_000_000)).toBe(false);
    expect(shouldReload(1_000_000 + 60_000, 1_000_000)).toBe(true);
  });
});
