// A landing translation that no page serves is an error naming the file, the field and the fix.
import { describe, expect, it } from "vitest";
import { serializeContent } from "../format";
import { landingScaffold } from "../landing-scaffold";
import { repositoryContent, withFile } from "../test/repository-content";
import { checkContent } from "./check-content";

const scaffold = serializeContent("landings/pet-care.json", landingScaffold("pet-care"));
const withPetCare = (text: string) => [...withFile("landings/pet-care.json", text), { path: "landings/pet-care.fr.json", text }];

describe("translations nothing serves", () => {
  it("refuses a French file of a landing at /solutions/… (English only in the route table)", () => {
    const { problems } = checkContent(withPetCare(scaffold), repositoryContent.mediaPaths);
    expect(problems).toEqual([
      expect.objectContaining({
        file: "landings/pet-care.fr.json",
        path: "path",
        message: "nothing serves this translation: /fr/solutions/pet-care answers 404, as /solutions/pet-care is served in English only",
        fix: expect.stringMatching(/^delete landings\/pet-care\.fr\.json, or give the landing a path served in fr/),
      }),
    ]);
  });

  it("refuses a French file of an industry page (catalogue entries are served in English only)", () => {
    const telecom = repositoryContent.files.find((file) => file.path === "solutions/telecom.json");
    if (!telecom) throw new Error("the repository has no solutions/telecom.json");
    const files = [...repositoryContent.files, { path: "solutions/telecom.fr.json", text: telecom.text }];
    expect(checkContent(files, repositoryContent.mediaPaths).problems).toEqual([
      expect.objectContaining({
        file: "solutions/telecom.fr.json",
        path: "slug",
        message: "nothing serves this translation: /fr/solutions/telecom answers 404, as /solutions/telecom is served in English only",
        fix: "delete solutions/telecom.fr.json: the route table (schemas/src/route-table) serves /solutions/telecom in English only",
      }),
    ]);
  });

  it("accepts translations of landings at paths served in their language (the home page in French)", () => {
    expect(checkContent(repositoryContent.files, repositoryContent.mediaPaths).problems).toEqual([]);
    expect(repositoryContent.files.some((file) => file.path === "landings/home.fr.json")).toBe(true);
  });
});
