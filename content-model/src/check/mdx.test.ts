import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mdxComponentNames } from "../mdx-components";
import { sourceFormat } from "../source-format";
import { repositoryContent } from "../test/repository-content";
import { checkContent } from "./check-content";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/mdx/${name}`, import.meta.url), "utf8");
const media = new Set([...repositoryContent.mediaPaths, "/media/reports/cover.svg", "/media/reports/retention.pdf"]);

/** The repository's content with these files added or replaced, and the removed ones left out. */
function check(files: Record<string, string>, removed: readonly string[] = []) {
  const kept = repositoryContent.files.filter((file) => !removed.includes(file.path));
  const replaced = Object.entries(files).reduce((all, [path, text]) => [...all.filter((file) => file.path !== path), { path, text }], kept);
  return checkContent(replaced, media);
}

describe("MDX content files", () => {
  it("validate a good white paper and its .fr.mdx translation into the same entry shape as JSON", () => {
    const { content, problems } = check({
      "white-papers/good-report.mdx": fixture("good-report.mdx"),
      "white-papers/good-report.fr.mdx": fixture("good-report.fr.mdx"),
    });
    expect(problems).toEqual([]);
    const entry = content.whitePapers.get("good-report");
    expect(entry?.files).toEqual({ en: "white-papers/good-report.mdx", fr: "white-papers/good-report.fr.mdx" });
    expect(entry?.source).toMatchObject({ slug: "good-report", kind: "white-paper", published: "2026-05-04", cover: { width: 240 } });
    // The body holds the MDX source itself; the site renders it with the same component list.
    expect(entry?.source.body).toEqual([expect.stringMatching(/^## Why stories work[\s\S]*<Callout title="Key finding">[\s\S]*<Figure /)]);
    expect(entry?.translations.fr?.body[0]).toMatch(/^## Pourquoi/);
    expect(entry && sourceFormat(entry, "fr")).toBe("mdx");
    expect(sourceFormat(content.reviews.get("ada-moreno")!, "en")).toBe("json");
  });

  it("report a bad front matter field at its line in the file", () => {
    const { problems } = check({ "white-papers/bad-front-matter.mdx": fixture("bad-front-matter.mdx") });
    expect(problems).toEqual([
      expect.objectContaining({
        file: "white-papers/bad-front-matter.mdx",
        path: "cover.alt",
        line: 7,
        message: expect.stringContaining('"alt" is missing'),
      }),
      expect.objectContaining({ path: "published", line: 10, column: 12, fix: expect.stringContaining("YYYY-MM-DD") }),
    ]);
  });

  it("refuse JavaScript: import/export and expressions, at their line and column", () => {
    const { problems } = check({ "white-papers/expression-in-body.mdx": fixture("expression-in-body.mdx") });
    expect(problems).toEqual([
      expect.objectContaining({ path: "body", line: 14, column: 1, message: "import and export are not allowed in content" }),
      expect.objectContaining({
        path: "body",
        line: 16,
        column: 19,
        message: "the JavaScript expression {40 + 2} is not allowed",
        fix: expect.stringContaining("\\{"),
      }),
    ]);
  });

  it("refuse a component that is not registered, and an attribute written as an expression", () => {
    const { problems } = check({ "white-papers/unknown-component.mdx": fixture("unknown-component.mdx") });
    expect(problems).toEqual([
      expect.objectContaining({
        line: 16,
        column: 1,
        message: "unknown component <Carousel>",
        fix: expect.stringContaining(mdxComponentNames.map((name) => `<${name}>`).join(", ")),
      }),
      expect.objectContaining({ line: 18, message: '<Figure> has no attribute "width"' }),
    ]);
  });

  it("check links and files written in the body where they are written", () => {
    const text = fixture("good-report.mdx")
      .replace("(/pricing)", "(/careers)")
      .replace('src="/media/reports/cover.svg"', 'src="/media/reports/missing.svg"');
    const { problems } = check({ "white-papers/good-report.mdx": text });
    expect(problems.map((problem) => [problem.line, problem.message])).toEqual([
      [17, expect.stringContaining("the link /careers leads nowhere")],
      [23, "the file /media/reports/missing.svg does not exist"],
    ]);
  });

  it("turn a legal page's ## headings into its sections, with the translations beside it", () => {
    const { content, problems, warnings } = check({ "legal/terms.mdx": fixture("terms.mdx") });
    expect(problems).toEqual([]);
    const terms = content.legal.get("terms");
    expect(terms?.source.sections).toEqual([
      { heading: "Using the service", paragraphs: ["By creating an account you agree to use Storyfront lawfully."] },
      {
        heading: "Trial",
        paragraphs: ["The free trial lasts **30 days** and needs no credit card.\n\nSee [pricing](/pricing) for the plans."],
      },
    ]);
    expect(Object.keys(terms?.files ?? {}).sort()).toEqual(["de", "en", "es", "fr", "ru"]);
    // The translations have more sections than this shorter source: a drift warning names both files.
    expect(warnings).toContainEqual(
      expect.objectContaining({ file: "legal/terms.fr.mdx", relatedFile: "legal/terms.mdx", path: "sections" }),
    );
  });

  it("report text before the first section of a legal page, and a JSON and an MDX file of one entry", () => {
    const text = fixture("terms.mdx").replace("## Using the service", "Intro text.\n\n## Using the service");
    const json = JSON.stringify({
      $schema: "../schemas/legal.schema.json",
      slug: "terms",
      title: "Terms",
      updated: "2026-09-01",
      seo: { title: "Terms", description: "Terms." },
      sections: [{ heading: "Use", paragraphs: ["Lawfully."] }],
    });
    const { problems } = check({ "legal/terms.json": json, "legal/terms.mdx": text });
    expect(problems).toEqual([
      expect.objectContaining({ file: "legal/terms.mdx", line: 2, message: "legal/terms.json holds the same entry" }),
      expect.objectContaining({
        file: "legal/terms.mdx",
        line: 10,
        path: "sections",
        message: expect.stringContaining("before the first one"),
      }),
    ]);
  });

  it("refuse MDX where a collection is structured data", () => {
    const { problems } = check({ "landings/pet-care.mdx": "---\nslug: pet-care\n---\n\nText\n" });
    expect(problems).toEqual([
      expect.objectContaining({ file: "landings/pet-care.mdx", message: "landings are structured data and are written in JSON" }),
    ]);
  });

  it("refuse a file without front matter, and front matter that is not YAML", () => {
    const { problems } = check({
      "white-papers/no-front.mdx": "# Just text\n",
      "white-papers/bad-yaml.mdx": "---\nslug: bad-yaml\nname: [unclosed\nkind: guide\n---\n\nBody\n",
    });
    expect(problems.map((problem) => [problem.file, problem.message.split(":")[0]])).toEqual([
      ["white-papers/bad-yaml.mdx", "the front matter is not valid YAML"],
      ["white-papers/no-front.mdx", "an MDX content file starts with its fields in front matter between --- lines"],
    ]);
  });

  it("still count as existing when broken, so references to them are not reported", () => {
    const broken = fixture("expression-in-body.mdx").replace("slug: expression-in-body", "slug: fintech-report");
    const referencing = repositoryContent.files.filter(
      (file) => file.path !== "white-papers/fintech-report.mdx" && file.text.includes("fintech-report"),
    );
    expect(referencing.length).toBeGreaterThan(0);
    const { problems } = check({ "white-papers/fintech-report.mdx": broken });
    expect(new Set(problems.map((problem) => problem.file))).toEqual(new Set(["white-papers/fintech-report.mdx"]));
  });
});
