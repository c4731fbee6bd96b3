import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { contentRoot } from "@/page-data/content/load-content";
import type { ContentStatus } from "./content-status";
import { watchContent } from "./content-watch";

const folder = mkdtempSync(join(tmpdir(), "storyfront-watch-content-"));
cpSync(contentRoot(), folder, { recursive: true });
vi.stubEnv("STORYFRONT_CONTENT_DIR", folder);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the dev content watcher", () => {
  it("announces a saved file, a broken one with file:line:column, and the fix", async () => {
    const statuses: ContentStatus[] = [];
    const stop = watchContent((status) => statuses.push(status));
    const next = (count: number) => vi.waitFor(() => expect(statuses.length).toBeGreaterThanOrEqual(count), { timeout: 10_000 });
    expect(statuses).toEqual([{ state: "valid", version: 1 }]);

    const file = join(folder, "legal/legal.mdx");
    const legal = readFileSync(file, "utf8");
    writeFileSync(file, legal.replace("title: Legal information", "title: Legal notice"));
    await next(2);
    expect(statuses[1]).toMatchObject({ state: "valid", version: 2 });
    // Only the saved file is parsed again; every other file's reading and schema check come from the cache.
    expect(statuses[1]?.timing).toEqual({ checkMs: expect.any(Number), filesParsed: 1 });

    const broken = legal.replace("## Contact\n", "## Contact\n\nCall {phone} today.\n");
    writeFileSync(file, broken);
    await next(3);
    const line = broken.slice(0, broken.indexOf("{phone}")).split("\n").length;
    expect(statuses[2]).toMatchObject({ state: "invalid", version: 3 });
    expect((statuses[2] as { problems: string[] }).problems[0]).toMatch(
      new RegExp(`^content/legal/legal\\.mdx:${line}:6 sections.*\\{phone\\}`),
    );

    writeFileSync(file, legal);
    await next(4);
    expect(statuses[3]).toMatchObject({ state: "valid", version: 4 });
    stop();
  });
});
