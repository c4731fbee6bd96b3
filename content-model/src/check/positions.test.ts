import { describe, expect, it } from "vitest";
import { repositoryContent, repositoryText, withFile } from "../test/repository-content";
import { checkContent } from "./check-content";

/** 1-based line and column of the first occurrence of needle in text. */
function positionOf(text: string, needle: string): { line: number; column: number } {
  const offset = text.indexOf(needle);
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

const landing = (blocks: string) => `{
  "$schema": "../schemas/landings.schema.json",
  "slug": "pet-care",
  "path": "/solutions/pet-care",
  "seo": { "title": "Pet care", "description": "Stories for pet care apps." },
  "blocks": [
${blocks}
  ]
}
`;

describe("problem positions", () => {
  it("point at the offending value of a JSON file", () => {
    const text = landing(
      `    { "type": "cta", "title": "Try it", "button": { "label": "Go", "href": "/sales" } },\n    { "type": "carousel" }`,
    );
    const { problems } = checkContent(withFile("landings/pet-care.json", text), repositoryContent.mediaPaths);
    expect(problems).toEqual([
      expect.objectContaining({
        file: "landings/pet-care.json",
        path: "blocks[1].type",
        ...positionOf(text, '"carousel"'),
        severity: "error",
      }),
    ]);
  });

  it("point at an unknown field's name and at the object that lacks a required field", () => {
    // "headline" is no misspelling of "title" (that would be one problem, see one-problem.test.ts): two problems.
    const text = landing(
      `    {\n      "type": "cta",\n      "headline": "Try it",\n      "button": { "label": "Go", "href": "/sales" }\n    }`,
    );
    const { problems } = checkContent(withFile("landings/pet-care.json", text), repositoryContent.mediaPaths);
    const unknown = problems.find((problem) => problem.message.includes('"headline"'));
    expect(unknown).toMatchObject(positionOf(text, '"headline"'));
    const missing = problems.find((problem) => problem.path === "blocks[0].title");
    expect(missing).toMatchObject(positionOf(text, '{\n      "type": "cta"'));
  });

  it("point at a dead link and a missing reference inside the real content", () => {
    const path = "case-studies/case-study-onboarding-northwind-bank.mdx";
    const text = repositoryText(path).replace("industry: fintech", "industry: fintek");
    const { problems } = checkContent(withFile(path, text), repositoryContent.mediaPaths);
    expect(problems).toEqual([expect.objectContaining({ file: path, path: "industry", ...positionOf(text, "fintek") })]);
  });

  it("point at the syntax error of a file that is not valid JSON", () => {
    const text = '{\n  "$schema": "../schemas/reviews.schema.json",\n  "slug": "broken",\n}\n';
    const { problems } = checkContent(withFile("reviews/broken.json", text), repositoryContent.mediaPaths);
    expect(problems).toEqual([expect.objectContaining({ file: "reviews/broken.json", line: 4, column: 1 })]);
  });
});

describe("translation drift", () => {
  const source = "landings/home.json";
  const translation = "landings/home.fr.json";

  it("is a warning naming both files when a block is missing, not an error", () => {
    const french = JSON.parse(repositoryText(translation)) as { blocks: { type: string }[] };
    const dropped = french.blocks.splice(1, 1)[0]?.type;
    const { problems, warnings } = checkContent(withFile(translation, JSON.stringify(french, null, 2)), repositoryContent.mediaPaths);
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      expect.objectContaining({
        severity: "warning",
        file: translation,
        relatedFile: source,
        path: "blocks",
        message: expect.stringContaining(`lacks the block ${dropped}`),
      }),
    ]);
    expect(warnings[0]?.message).toContain(source);
  });

  it("names an extra block and a different order", () => {
    const french = JSON.parse(repositoryText(translation)) as { blocks: unknown[] };
    const extra = checkContent(
      withFile(translation, JSON.stringify({ ...french, blocks: [...french.blocks, french.blocks[0]] })),
      repositoryContent.mediaPaths,
    );
    expect(extra.warnings[0]?.message).toMatch(/has the extra block intro/);
    const swapped = checkContent(
      withFile(translation, JSON.stringify({ ...french, blocks: [french.blocks[1], french.blocks[0], ...french.blocks.slice(2)] })),
      repositoryContent.mediaPaths,
    );
    expect(swapped.warnings[0]?.message).toMatch(/has the blocks in another order/);
  });

  it("lets a ru translation leave out blocks that lead only to com-only pages, and no other", () => {
    const russian = JSON.parse(repositoryText("landings/home.ru.json")) as { blocks: { type: string }[] };
    expect(russian.blocks.map((block) => block.type)).not.toContain("successes");
    const withoutAwards = { ...russian, blocks: russian.blocks.filter((block) => block.type !== "awards") };
    const { warnings } = checkContent(
      withFile("landings/home.ru.json", JSON.stringify(withoutAwards, null, 2)),
      repositoryContent.mediaPaths,
    );
    expect(warnings).toEqual([
      expect.objectContaining({ file: "landings/home.ru.json", message: expect.stringContaining("lacks the block awards") }),
    ]);
  });

  it("is absent from today's content", () => {
    expect(checkContent(repositoryContent.files, repositoryContent.mediaPaths).warnings).toEqual([]);
  });
});
