import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkContent } from "@storyfront/content-model";
import { readContentFolder } from "@storyfront/content-model/read-content-folder";
import { afterAll, describe, expect, it } from "vitest";
import { workingTree } from "./content-source";
import type { StudioActionError } from "./studio-action-error";
import { createLanding, deleteLanding, duplicateLanding, translateFile } from "./landing-actions";

const root = mkdtempSync(join(tmpdir(), "studio-landings-"));
cpSync(join(import.meta.dirname, "../../content"), root, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));
const source = workingTree(root);

const problemsOf = (file: string) => {
  const { files, mediaPaths } = readContentFolder(root);
  return checkContent(files, mediaPaths).problems.filter((problem) => problem.file === file);
};

describe("landing actions", () => {
  it("creates a landing from the template that passes the checker", () => {
    expect(createLanding("pet-care", source)).toBe("landings/pet-care.json");
    expect(problemsOf("landings/pet-care.json")).toEqual([]);
    expect(() => createLanding("pet-care", source)).toThrow("exists already");
    expect(() => createLanding("Pet Care", source)).toThrow("lower-case words");
  });

  it("duplicates a landing under a new slug and path", () => {
    expect(duplicateLanding("landings/use-cases.json", "use-cases-copy", source)).toBe("landings/use-cases-copy.json");
    const copy = JSON.parse(readFileSync(join(root, "landings/use-cases-copy.json"), "utf8")) as { slug: string; path: string };
    expect(copy).toMatchObject({ slug: "use-cases-copy", path: "/solutions/use-cases-copy" });
    expect(problemsOf("landings/use-cases-copy.json")).toEqual([]);
  });

  it("creates a translation with the source's structure, which the checker accepts", () => {
    expect(translateFile("landings/use-cases.json", "de", source)).toBe("landings/use-cases.de.json");
    expect(readFileSync(join(root, "landings/use-cases.de.json"), "utf8")).toBe(
      readFileSync(join(root, "landings/use-cases.json"), "utf8"),
    );
    expect(problemsOf("landings/use-cases.de.json")).toEqual([]);
    expect(() => translateFile("landings/use-cases.json", "de", source)).toThrow("exists already");
  });

  it("refuses a translation nobody could open: a landing or catalogue entry at /solutions/… is English only", () => {
    createLanding("pet-food", source);
    expect(() => translateFile("landings/pet-food.json", "fr", source)).toThrow(
      "/solutions/pet-food is served in English only: a fr file would be a page nobody can open",
    );
    expect(existsSync(join(root, "landings/pet-food.fr.json"))).toBe(false);
    expect(() => translateFile("solutions/fintech.json", "de", source)).toThrow("/solutions/fintech is served in English only");
  });

  it("refuses to delete a landing other pages link to, naming them, and deletes one nobody uses", () => {
    expect(() => deleteLanding("landings/enterprise.json", source)).toThrow("other pages link to /enterprise (settings/site.json)");
    const refusal = (() => {
      try {
        deleteLanding("landings/enterprise.json", source);
      } catch (error) {
        return error as StudioActionError;
      }
    })();
    expect(refusal?.problems.map((problem) => problem.message)).toContain("settings/site.json links to /enterprise");
    writeFileSync(
      join(root, "landings/use-cases-copy.json"),
      readFileSync(join(root, "landings/use-cases-copy.json"), "utf8").replace('"/sales"', '"/solutions/pet-care"'),
    );
    expect(() => deleteLanding("landings/pet-care.json", source)).toThrow(
      expect.objectContaining({
        problems: [
          expect.objectContaining({
            file: "landings/use-cases-copy.json",
            message: "the page /solutions/use-cases-copy links to /solutions/pet-care",
          }),
        ],
      }),
    );
    expect(existsSync(join(root, "landings/enterprise.json"))).toBe(true);
    expect(() => deleteLanding("landings/home.json", source)).toThrow("this is the home page");
    expect(existsSync(join(root, "landings/home.json"))).toBe(true);
    expect(deleteLanding("landings/use-cases-copy.json", source)).toEqual(["landings/use-cases-copy.json"]);
    expect(existsSync(join(root, "landings/use-cases-copy.json"))).toBe(false);
  });
});
