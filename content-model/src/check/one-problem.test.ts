// One mistake, one problem, in the file that has it, with the nearest valid name where there is one.
import { describe, expect, it } from "vitest";
import { landingScaffold } from "../landing-scaffold";
import { repositoryContent, repositoryText, withFile } from "../test/repository-content";
import { checkContent } from "./check-content";

const home = "landings/home.json";
const check = (path: string, text: string, strict = false) => checkContent(withFile(path, text), repositoryContent.mediaPaths, { strict });
const homeWith = (from: string, to: string) => {
  const text = repositoryText(home);
  expect(text).toContain(from);
  return check(home, text.replace(from, to));
};

describe("one mistake, one problem", () => {
  it("reports a misspelt block type once, in the source, and not as drift of its four translations", () => {
    const { problems, warnings } = homeWith('"type": "numbers"', '"type": "numbrs"');
    expect(problems).toEqual([
      expect.objectContaining({ file: home, path: "blocks[1].type", message: 'unknown block type "numbrs" — did you mean "numbers"?' }),
    ]);
    expect(warnings).toEqual([]);
  });

  it("reports a misspelt required field as one unknown field that names the field meant", () => {
    const { problems } = homeWith('"subtitle"', '"subtitel"');
    expect(problems).toEqual([
      expect.objectContaining({
        file: home,
        path: "blocks[0]",
        message: 'unknown field "subtitel" — did you mean "subtitle"?',
        fix: 'rename "subtitel" to "subtitle" (a required field)',
      }),
    ]);
    // It points at the misspelt field's own line, where the author has to type.
    expect(problems[0]?.line).toBe(
      repositoryText(home)
        .split("\n")
        .findIndex((line) => line.includes('"subtitle"')) + 1,
    );
  });

  it("names the nearest allowed field for an unknown optional one", () => {
    const { problems } = homeWith('"partnersTitle"', '"partnerTitle"');
    expect(problems).toEqual([expect.objectContaining({ message: 'unknown field "partnerTitle" — did you mean "partnersTitle"?' })]);
  });

  it("lists the allowed fields when no allowed one is close", () => {
    const { problems } = homeWith('"partnersTitle"', '"colourScheme"');
    expect(problems).toEqual([
      expect.objectContaining({ message: 'unknown field "colourScheme"', fix: expect.stringContaining("partnersTitle") }),
    ]);
  });

  it("suggests the review meant, felix-brandt, for felix-brant", () => {
    const { problems } = homeWith('"felix-brandt"', '"felix-brant"');
    expect(problems).toEqual([
      expect.objectContaining({
        message: 'review "felix-brant" does not exist — did you mean "felix-brandt"?',
        fix: expect.stringMatching(/^write "felix-brandt"/),
      }),
    ]);
  });

  it("gives an unreadable MDX body one position, in the file, and no second one counted from the body", () => {
    const terms = repositoryText("legal/terms.mdx");
    const broken = terms.replace("## Trial\n", '## Trial\n\n<Callout title="Note">\n\nNever closed.\n');
    const { problems, warnings } = check("legal/terms.mdx", broken);
    expect(problems).toEqual([
      expect.objectContaining({
        file: "legal/terms.mdx",
        message: "the text cannot be read as MDX: Expected a closing tag for `<Callout>`",
      }),
    ]);
    expect(problems[0]?.line).toBe(broken.split("\n").indexOf('<Callout title="Note">') + 1);
    expect(problems[0]?.column).toBe(1);
    expect(warnings).toEqual([]);
  });
});

describe("scaffold placeholders", () => {
  const scaffold = JSON.stringify(landingScaffold("pet-care"), null, 2);

  it("are warnings while the page is written", () => {
    const { problems, warnings } = check("landings/pet-care.json", scaffold);
    expect(problems).toEqual([]);
    expect(warnings.map((warning) => warning.path)).toEqual([
      "seo.description",
      "blocks[0].subtitle",
      "blocks[1].items[0].description",
      "blocks[1].items[1].description",
      "blocks[1].items[2].description",
    ]);
    expect(warnings[2]).toMatchObject({ severity: "warning", message: expect.stringContaining("Replace with a result") });
  });

  it("are errors under validate --strict", () => {
    const { problems } = check("landings/pet-care.json", scaffold, true);
    expect(problems).toHaveLength(5);
    expect(problems.every((problem) => problem.severity === "error" && problem.file === "landings/pet-care.json")).toBe(true);
  });
});

describe("translated FAQ and pricing", () => {
  it("warn in the translation that drops a question, naming its group", () => {
    const french = JSON.parse(repositoryText("faq/faq.fr.json")) as { groups: { entries: unknown[] }[] };
    french.groups[1]?.entries.pop();
    const { problems, warnings } = check("faq/faq.fr.json", JSON.stringify(french, null, 2));
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      expect.objectContaining({
        file: "faq/faq.fr.json",
        path: "groups[1].entries",
        message: "the translation has 2 questions, the source has 3, unlike faq/faq.json",
      }),
    ]);
  });

  it("warn in the pricing translation that lacks a tier", () => {
    const german = JSON.parse(repositoryText("pricing/pricing.de.json")) as { tiers: unknown[] };
    german.tiers.pop();
    const { warnings } = check("pricing/pricing.de.json", JSON.stringify(german, null, 2));
    expect(warnings).toEqual([
      expect.objectContaining({
        file: "pricing/pricing.de.json",
        path: "tiers",
        message: expect.stringContaining("has 3 tiers, the source has 4"),
      }),
    ]);
  });
});
