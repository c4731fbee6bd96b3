import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { workingTree } from "./content-source";
import { checkDraft, readDocument, saveDocument } from "./documents";

const root = mkdtempSync(join(tmpdir(), "studio-save-"));
cpSync(join(import.meta.dirname, "../../content"), root, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));
const source = workingTree(root);
const file = "reviews/ada-moreno.json";
const review = () => JSON.parse(readFileSync(join(root, file), "utf8")) as Record<string, unknown>;

describe("opening and saving a document", () => {
  it("saves an edit canonically and answers the hash the next save compares", () => {
    const opened = readDocument(file, source);
    const result = saveDocument(file, { ...review(), author: "Ada M." }, opened?.hash ?? "", source);
    expect(result).toMatchObject({ outcome: "saved", changed: true, errors: [] });
    expect(review().author).toBe("Ada M.");
    expect(result.outcome === "saved" && result.hash).toBe(readDocument(file, source)?.hash);
  });

  it("refuses a save over a file that changed since the editor opened it, and leaves the file alone", () => {
    const opened = readDocument(file, source);
    writeFileSync(join(root, file), readFileSync(join(root, file), "utf8").replace("Ada M.", "Ada Moreno"));
    expect(saveDocument(file, { ...review(), author: "Someone else" }, opened?.hash ?? "", source)).toEqual({ outcome: "conflict" });
    expect(review().author).toBe("Ada Moreno");
  });

  it("refuses a document the checker finds errors in, and one the Studio does not edit", () => {
    const opened = readDocument(file, source);
    const broken = { ...review(), slug: "Not A Slug" };
    expect(checkDraft(file, broken, source).errors.length).toBeGreaterThan(0);
    expect(saveDocument(file, broken, opened?.hash ?? "", source)).toMatchObject({ outcome: "refused" });
    expect(review().slug).toBe("ada-moreno");
    expect(saveDocument("settings/site.json", {}, "", source)).toEqual({ outcome: "not editable" });
    expect(readDocument("../package.json", source)).toBeUndefined();
  });
});
