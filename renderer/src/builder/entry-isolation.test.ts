// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = fileURLToPath(new URL("..", import.meta.url));

describe("Builder.io entry", () => {
  it("is never imported by the main renderer, so the SDK loads only on Builder routes", () => {
    const offenders = readdirSync(src, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith("builder"))
      .filter((file) => /from "(@builder\.io\/[^"]+|\.{1,2}\/(\.\.\/)*builder[^"]*)"/.test(readFileSync(join(src, file), "utf8")))
      .map((file) => relative(src, join(src, file)));
    expect(offenders).toEqual([]);
  });
});
