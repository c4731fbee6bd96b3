import { describe, expect, it } from "vitest";
import { contentGraph } from "../graph/content-graph";
import { libraryFor } from "../content-index";
import { resolvePlacedBlocks } from "../library";
import { repositoryContent, repositoryText } from "../test/repository-content";
import { checkContent } from "./check-content";

const file = "case-studies/greenbasket-weekly-offers.mdx";
const original = repositoryText(file);

function check(text: string) {
  return checkContent(
    [...repositoryContent.files.filter((entry) => entry.path !== file), { path: file, text }],
    repositoryContent.mediaPaths,
  );
}

/** 1-based line of the first line that contains `needle` in the text. */
const lineOf = (text: string, needle: string) => text.split("\n").findIndex((line) => line.includes(needle)) + 1;

describe("landing blocks placed in an MDX body", () => {
  it("validate the real case study, and resolve its blocks like a landing's", () => {
    const { content, problems, warnings } = check(original);
    expect(problems).toEqual([]);
    expect(warnings.filter((warning) => warning.file === file)).toEqual([]);
    const study = content.caseStudies.get("greenbasket-weekly-offers")!.source;
    const blocks = resolvePlacedBlocks(study.blocks, libraryFor(content, "en"));
    expect([...blocks.keys()]).toEqual(["results", "next-step"]);
    expect(blocks.get("results")).toMatchObject({ type: "numbers", items: [{ number: "4x" }, { number: "+15%" }, { number: "2 weeks" }] });
    expect(study.body[0]).toContain('<Block id="results" />');
  });

  it("reports a block field with the same schema as landings, at its YAML line and column", () => {
    const { problems } = check(original.replace("      - number: 2 weeks\n        description: from contract to the first story\n", ""));
    expect(problems).toEqual([
      expect.objectContaining({
        file,
        path: "blocks.results.items",
        line: 31,
        column: 7,
        message: "too few items",
        fix: "give at least 3 item(s)",
      }),
    ]);
  });

  it("reports a wrong block type at the type's line", () => {
    const { problems } = check(original.replace("type: cta", "type: banner"));
    expect(problems).toEqual([
      expect.objectContaining({ file, path: "blocks.next-step.type", line: 38, column: 11, message: 'unknown block type "banner"' }),
    ]);
  });

  it("reports an unknown id at the tag's line:column, naming the known ids", () => {
    const text = original.replace('<Block id="next-step" />', '<Block id="next-steps" />');
    const { problems } = check(text);
    expect(problems).toContainEqual({
      severity: "error",
      file,
      line: lineOf(text, "next-steps"),
      column: 1,
      path: "body",
      message: 'no block "next-steps" is declared in the front matter',
      fix: 'use one of the ids declared under blocks: "results", "next-step", or declare "next-steps" there',
    });
  });

  it("warns about a declared block the text never places, at its id in the front matter", () => {
    const { problems, warnings } = check(original.replace('\n<Block id="next-step" />\n', "\n"));
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      expect.objectContaining({
        severity: "warning",
        file,
        line: 37,
        column: 3,
        path: "blocks.next-step",
        message: 'the block "next-step" is declared but the text never places it',
      }),
    ]);
  });

  it("refuses expressions in <Block>, a Block inside a sentence, and Block on pages that cannot place blocks", () => {
    const text = original
      .replace('<Block id="results" />', "<Block id={name} />")
      .replace("The result: 4x", 'The result <Block id="results" />: 4x');
    const { problems } = check(text);
    expect(problems.map(({ line, column, message }) => [line, column, message])).toEqual([
      [lineOf(text, "<Block id={name}"), 8, "the id of <Block> is a JavaScript expression {…}"],
      [lineOf(text, "The result <Block"), 12, "<Block> is inside a sentence"],
    ]);
    const legal = checkContent(
      [
        ...repositoryContent.files.filter((entry) => entry.path !== "legal/terms.mdx"),
        { path: "legal/terms.mdx", text: `${repositoryText("legal/terms.mdx")}\n<Block id="results" />\n` },
      ],
      repositoryContent.mediaPaths,
    );
    expect(legal.problems).toEqual([
      expect.objectContaining({ file: "legal/terms.mdx", message: "<Block> places landing blocks in case studies and white papers only" }),
    ]);
  });

  it("reports a missing reference inside a placed block, and the graph follows the block's references", () => {
    const text = original
      .replace(
        "      href: /solutions/food-retail",
        "      href: /solutions/food-retail\n  stories:\n    type: successes\n    title: More\n    stories: [case-study-ugc-forkful, " +
          "no-such-study]",
      )
      .replace('<Block id="next-step" />', '<Block id="next-step" />\n\n<Block id="stories" />');
    const { problems, content } = check(text);
    expect(problems).toEqual([
      expect.objectContaining({
        file,
        path: "blocks.stories.stories[1]",
        line: lineOf(text, "no-such-study"),
        message: 'case study "no-such-study" does not exist',
      }),
    ]);
    const fixed = check(text.replace(", no-such-study", ""));
    const readers = contentGraph(fixed.content)
      .readersOf("case-studies/case-study-ugc-forkful.mdx")
      .map((page) => page.path);
    expect(readers).toContain("/case-studies/greenbasket-weekly-offers");
    expect(content.caseStudies.has("greenbasket-weekly-offers")).toBe(true);
  });
});
