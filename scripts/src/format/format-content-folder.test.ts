import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { validateContent } from "../validate/validate-content";
import { formatContentFolder, formattingReport } from "./format-content-folder";

let folder = "";
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "storyfront-format-"));
  cpSync(fileURLToPath(new URL("../validate/fixtures/base/", import.meta.url)), folder, { recursive: true });
  // The fixture starts canonical, like the repository's content.
  formatContentFolder(folder, { check: false });
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const read = (path: string) => readFileSync(join(folder, path), "utf8");

describe("npm run content:format", () => {
  it("--check lists each file not in the canonical format with why, fails, and changes nothing", () => {
    const review = JSON.parse(read("reviews/happy-customer.json")) as Record<string, unknown>;
    const scrambled = JSON.stringify({ author: review.author, ...review }, null, 4);
    writeFileSync(join(folder, "reviews/happy-customer.json"), scrambled);
    writeFileSync(join(folder, "landings/broken.json"), '{ "slug": ');
    const result = formatContentFolder(folder, { check: true });
    const report = formattingReport(result, { check: true, label: "content" });
    expect(report.lines).toEqual([
      "content/reviews/happy-customer.json: key order, final newline, indent",
      expect.stringMatching(/^content\/landings\/broken\.json: cannot be read \(not valid JSON: .*\); npm run validate shows where$/),
    ]);
    expect(report.failed).toBe(true);
    expect(report.summary).toMatch(/^✖ 1 of \d+ content files are not in the canonical format: run npm run content:format\. 1 file\(s\)/);
    expect(read("reviews/happy-customer.json")).toBe(scrambled);
  });

  it("rewrites those files so that --check passes and the content still validates", () => {
    const review = JSON.parse(read("reviews/happy-customer.json")) as Record<string, unknown>;
    writeFileSync(join(folder, "reviews/happy-customer.json"), JSON.stringify({ author: review.author, ...review }));
    const written = formattingReport(formatContentFolder(folder, { check: false }), { check: false, label: "content" });
    expect(written).toMatchObject({ lines: ["content/reviews/happy-customer.json: key order, final newline, line breaks"], failed: false });
    expect(Object.keys(JSON.parse(read("reviews/happy-customer.json")) as object)).toEqual(Object.keys(review));
    expect(read("reviews/happy-customer.json")).toMatch(/^\{\n {2}"\$schema": .*\n\}\n$/s);
    const checked = formattingReport(formatContentFolder(folder, { check: true }), { check: true, label: "content" });
    const summary = expect.stringMatching(/^✔ \d+ content files are in the canonical format\.$/);
    expect(checked).toMatchObject({ lines: [], failed: false, summary });
    expect(validateContent(folder).problems).toEqual([]);
  });
});
