import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ContentError, contentRoot, loadContent } from "./load-content";

const folder = mkdtempSync(join(tmpdir(), "storyfront-site-content-"));
cpSync(contentRoot(), folder, { recursive: true });
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("loadContent", () => {
  it("picks up an edited file without a restart", () => {
    expect(loadContent(folder).reviews.get("ada-moreno")?.source.author).toBe("Head of Product, Northwind Bank");
    const file = join(folder, "reviews/ada-moreno.json");
    const review = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...review, author: "Chief Product Officer, Northwind Bank" }));
    expect(loadContent(folder).reviews.get("ada-moreno")?.source.author).toBe("Chief Product Officer, Northwind Bank");
  });

  it("refuses invalid content with the file and field, so a build fails", () => {
    writeFileSync(
      join(folder, "reviews/broken.json"),
      JSON.stringify({ $schema: "../schemas/reviews.schema.json", slug: "broken", name: "No text" }),
    );
    expect(() => loadContent(folder)).toThrow(ContentError);
    expect(() => loadContent(folder)).toThrow(/content\/reviews\/broken\.json:1:1 text: the required field "text" is missing/);
  });
});
