import { collections } from "@storyfront/schemas";
import { describe, expect, it } from "vitest";
import { contentGraph } from "../graph/content-graph";
import { resolveBlocks } from "../library";
import { libraryFor } from "../content-index";
import { repositoryContent } from "../test/repository-content";
import { translationStatus } from "../translations/translation-status";
import { checkContent } from "./check-content";

/** A small landing whose second block is a rich-text section (line 9 names its source, value at column 17). */
function landing(source: string, slug = "prose-test"): string {
  return `{
  "$schema": "../schemas/landings.schema.json",
  "slug": "${slug}",
  "path": "/quick-demo",
  "seo": { "title": "Prose", "description": "A landing with prose." },
  "blocks": [
    { "type": "cta", "title": "Talk to us", "button": { "label": "Contact sales", "href": "/sales" } },
    { "type": "richText", "title": "Why stories",
      "source": "${source}" }
  ]
}
`;
}

const prose = "Stories are **short**.\n\nRead the [guide](/white-papers/mobile-onboarding).\n";

function check(files: Record<string, string>) {
  const added = Object.entries(files).map(([path, text]) => ({ path, text }));
  return checkContent([...repositoryContent.files.filter((file) => !(file.path in files)), ...added], repositoryContent.mediaPaths);
}

describe("rich-text sections in MDX", () => {
  it("puts the locale's MDX text into the landing's block, and the translation's where one exists", () => {
    const { content, problems } = check({
      "landings/prose-test.json": landing("rich-text/why-stories.mdx"),
      "landings/prose-test.fr.json": landing("rich-text/why-stories.mdx"),
      "landings/prose-test.de.json": landing("rich-text/why-stories.mdx"),
      "rich-text/why-stories.mdx": prose,
      "rich-text/why-stories.fr.mdx": "Les stories sont **courtes**.\n",
    });
    expect(problems).toEqual([]);
    const entry = content.landings.get("prose-test")!;
    const render = (locale: "en" | "fr" | "de") =>
      resolveBlocks((entry.translations[locale] ?? entry.source).blocks, libraryFor(content, locale))[1];
    expect(render("en")).toEqual({ type: "richText", title: "Why stories", mdx: prose });
    expect(render("fr")).toEqual({ type: "richText", title: "Why stories", mdx: "Les stories sont **courtes**.\n" });
    // No German text yet: the German page shows the English prose.
    expect(render("de")).toEqual({ type: "richText", title: "Why stories", mdx: prose });
  });

  it("leaves the parsed landing as its content schema has it: the text travels through the content index", () => {
    const { content } = check({ "landings/prose-test.json": landing("rich-text/why-stories.mdx"), "rich-text/why-stories.mdx": prose });
    const entry = content.landings.get("prose-test")!;
    expect(entry.source.blocks[1]).toEqual({ type: "richText", title: "Why stories", source: "rich-text/why-stories.mdx" });
    expect(collections.landings.schema.safeParse(entry.source).success).toBe(true);
    expect(content.richTexts.get("rich-text/why-stories.mdx")).toBe(prose);
  });

  it("reports a missing MDX file at the landing's source value, naming the path and the fix", () => {
    const { problems } = check({ "landings/prose-test.json": landing("rich-text/why-storys.mdx"), "rich-text/why-stories.mdx": prose });
    expect(problems).toEqual([
      {
        severity: "error",
        file: "landings/prose-test.json",
        line: 9,
        column: 17,
        path: "blocks[1].source",
        message: "the rich-text file content/rich-text/why-storys.mdx does not exist",
        fix: expect.stringMatching(
          new RegExp(
            String.raw`^create content/rich-text/why-storys\.mdx with the section's text in MDX, ` +
              String.raw`or name an existing one, e\.g\. .*rich-text/why-stories\.mdx`,
          ),
        ),
      },
    ]);
  });

  it("reports a source outside content/rich-text at the value, from the schema", () => {
    const { problems } = check({ "landings/prose-test.json": landing("legal/terms.mdx") });
    expect(problems).toEqual([
      expect.objectContaining({
        file: "landings/prose-test.json",
        line: 9,
        column: 17,
        path: "blocks[1].source",
        message: '"legal/terms.mdx" is not accepted here',
        fix: 'it must be "rich-text/<name>.mdx", a file under content/rich-text',
      }),
    ]);
  });

  it("points problems inside the MDX file into that file: expressions, raw HTML, unknown components, dead links", () => {
    const text = 'Intro line.\n\nWe grew {40 + 2} times.\n\n<div>raw</div>\n\n<Block id="results" />\n\nSee [careers](/careers).\n';
    const { problems } = check({ "landings/prose-test.json": landing("rich-text/why-stories.mdx"), "rich-text/why-stories.mdx": text });
    expect(problems.map(({ file, line, column, message }) => `${file}:${line}:${column} ${message}`)).toEqual([
      "rich-text/why-stories.mdx:3:9 the JavaScript expression {40 + 2} is not allowed",
      "rich-text/why-stories.mdx:5:1 raw HTML <div> is not allowed",
      "rich-text/why-stories.mdx:7:1 <Block> places landing blocks in case studies and white papers only",
      expect.stringMatching(/^rich-text\/why-stories\.mdx:9:5 the link \/careers leads nowhere/),
    ]);
  });

  it("does not cascade: a broken MDX text is reported once, the landing that names it is not", () => {
    const { problems } = check({
      "landings/prose-test.json": landing("rich-text/why-stories.mdx"),
      "rich-text/why-stories.mdx": '<Callout title="x">never closed\n',
    });
    expect(problems).toEqual([
      expect.objectContaining({
        file: "rich-text/why-stories.mdx",
        line: 1,
        column: 1,
        message: expect.stringContaining("Expected a closing tag for `<Callout>`"),
      }),
    ]);
  });

  it("warns about a text no landing uses and refuses a translation without its source", () => {
    const { problems, warnings } = check({ "rich-text/orphan.mdx": prose, "rich-text/lonely.fr.mdx": prose });
    expect(problems).toEqual([
      expect.objectContaining({
        file: "rich-text/lonely.fr.mdx",
        line: 1,
        column: 1,
        message: "a translation without an English source (rich-text/lonely.mdx does not exist)",
      }),
    ]);
    expect(warnings).toContainEqual(
      expect.objectContaining({ file: "rich-text/orphan.mdx", line: 1, column: 1, message: "no landing uses this text" }),
    );
  });

  it("tells the dependency graph that the landing reads the MDX file of its locale", () => {
    const { content } = check({
      "landings/prose-test.json": landing("rich-text/why-stories.mdx"),
      "landings/prose-test.fr.json": landing("rich-text/why-stories.mdx"),
      "rich-text/why-stories.mdx": prose,
      "rich-text/why-stories.fr.mdx": "Les stories.\n",
    });
    const graph = contentGraph(content);
    expect(graph.readersOf("rich-text/why-stories.mdx").map((page) => page.path)).toEqual(["/quick-demo"]);
    expect(graph.readersOf("rich-text/why-stories.fr.mdx").map((page) => page.path)).toEqual(["/fr/quick-demo"]);
    expect(graph.readersOf("rich-text/where-to-begin.mdx").map((page) => page.path)).toEqual(["/use-cases"]);
  });

  it("appear in the translations report: a translated landing whose prose has no file in that locale, or an older one", () => {
    const files = {
      "landings/prose-test.json": landing("rich-text/why-stories.mdx"),
      "landings/prose-test.fr.json": landing("rich-text/why-stories.mdx"),
      "landings/prose-test.de.json": landing("rich-text/why-stories.mdx"),
      "rich-text/why-stories.mdx": prose,
      "rich-text/why-stories.fr.mdx": "Les stories.\n",
    };
    const all = [
      ...repositoryContent.files.filter((file) => !(file.path in files)),
      ...Object.entries(files).map(([path, text]) => ({ path, text })),
    ];
    const times: Record<string, number> = { "rich-text/why-stories.mdx": 2_000, "rich-text/why-stories.fr.mdx": 1_000 };
    const rows = translationStatus(checkContent(all, repositoryContent.mediaPaths).content, all, (file) => times[file] ?? 1_500);
    expect(rows.filter((row) => row.page === "rich-text/why-stories")).toEqual([
      expect.objectContaining({
        locale: "fr",
        source: "rich-text/why-stories.mdx",
        translation: "rich-text/why-stories.fr.mdx",
        needs: ["older"],
      }),
      expect.objectContaining({ locale: "de", source: "rich-text/why-stories.mdx", translation: undefined, needs: ["missing"] }),
    ]);
  });
});
