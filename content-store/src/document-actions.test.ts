import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkContent, formatContentFile } from "@storyfront/content-model";
import { readContentFolder } from "@storyfront/content-model/read-content-folder";
import { afterAll, describe, expect, it } from "vitest";
import { workingTree } from "./content-source";
import { documentKinds } from "./document-kinds";
import { createDocument, deleteDocument, duplicateDocument } from "./document-actions";

const root = mkdtempSync(join(tmpdir(), "studio-documents-"));
cpSync(join(import.meta.dirname, "../../content"), root, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));
const source = workingTree(root);

const check = () => {
  const { files, mediaPaths } = readContentFolder(root);
  return checkContent(files, mediaPaths);
};

describe("long-form page and library entry actions", () => {
  it("creates each kind as a canonical file whose texts the checker flags as placeholders, and nothing else", () => {
    for (const kind of documentKinds.filter((entry) => entry.editor !== "canvas" && entry.collection !== "legal")) {
      const file = createDocument(kind.folder, "new-one", source);
      expect(file).toBe(`${kind.folder}/new-one.${kind.extension}`);
      const text = readFileSync(join(root, file), "utf8");
      expect(formatContentFile(file, text)).toBe(text);
      const { problems, warnings } = check();
      expect(problems.filter((problem) => problem.file === file)).toEqual([]);
      const own = warnings.filter((problem) => problem.file === file);
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((problem) => problem.message.startsWith("the scaffold's placeholder text is still here"))).toBe(true);
    }
    expect(() => createDocument("reviews", "new-one", source)).toThrow("reviews/new-one.json exists already");
    expect(() => createDocument("legal", "cookies", source)).toThrow("legal pages are served at /legal, /policy, /terms, /offer only");
    expect(() => createDocument("landings", "x", source)).toThrow("not a kind");
  });

  it("duplicates a case study under a new slug, its text kept", () => {
    expect(duplicateDocument("case-studies/greenbasket-weekly-offers.mdx", "greenbasket-copy", source)).toBe(
      "case-studies/greenbasket-copy.mdx",
    );
    const copy = readFileSync(join(root, "case-studies/greenbasket-copy.mdx"), "utf8");
    expect(copy).toBe(
      readFileSync(join(root, "case-studies/greenbasket-weekly-offers.mdx"), "utf8").replace(
        "slug: greenbasket-weekly-offers",
        "slug: greenbasket-copy",
      ),
    );
    expect(check().problems.filter((problem) => problem.file === "case-studies/greenbasket-copy.mdx")).toEqual([]);
  });

  it("refuses to delete a review a page shows or a case study a page links to, naming them; deletes one nobody uses", () => {
    expect(() => deleteDocument("reviews/ada-moreno.fr.json", source)).toThrow(
      /^other pages use reviews\/ada-moreno\.json \(.*solutions\//,
    );
    expect(existsSync(join(root, "reviews/ada-moreno.json"))).toBe(true);
    const landing = join(root, "landings/use-cases.json");
    writeFileSync(landing, readFileSync(landing, "utf8").replace('"/sales"', '"/case-studies/greenbasket-copy"'));
    expect(() => deleteDocument("case-studies/greenbasket-copy.mdx", source)).toThrow(
      "other pages link to /case-studies/greenbasket-copy (landings/use-cases.json): change their links first",
    );
    expect(() => deleteDocument("legal/offer.mdx", source)).toThrow("other pages link to /offer (legal/terms.de.mdx, legal/terms.es.mdx");
    expect(deleteDocument("reviews/new-one.json", source)).toEqual(["reviews/new-one.json"]);
    expect(deleteDocument("addons/games.json", source)).toEqual([
      "addons/games.de.json",
      "addons/games.es.json",
      "addons/games.fr.json",
      "addons/games.json",
      "addons/games.ru.json",
    ]);
    expect(existsSync(join(root, "addons/games.fr.json"))).toBe(false);
  });
});
