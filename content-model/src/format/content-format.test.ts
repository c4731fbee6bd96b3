import { introBlockContentSchema } from "@storyfront/schemas";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { repositoryContent, repositoryText } from "../test/repository-content";
import { formatContentFile, hasCanonicalFormat, parseContentFile, serializeContent } from "./content-format";
import { formatDifferences } from "./format-differences";

const formatted = repositoryContent.files.filter((file) => hasCanonicalFormat(file.path));

/** The lines that differ between two texts once their common first and last lines are set aside. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split("\n");
  const b = after.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) };
}

function jsonOf(path: string): Record<string, unknown> {
  const parsed = parseContentFile(path, repositoryText(path));
  if (parsed.format !== "json") throw new Error(`${path} is not JSON`);
  return parsed.value as Record<string, unknown>;
}

function mdxOf(path: string, text = repositoryText(path)) {
  const parsed = parseContentFile(path, text);
  if (parsed.format !== "mdx") throw new Error(`${path} is not MDX`);
  return parsed.value;
}

describe("the canonical format over the repository's content", () => {
  it("covers every collection file and message catalogue, and leaves generated schemas, media and rich text alone", () => {
    expect(formatted.length).toBeGreaterThan(100);
    const paths = formatted.map((file) => file.path);
    expect(paths).toEqual(expect.arrayContaining(["landings/home.json", "legal/terms.fr.mdx", "messages/fr.json", "settings/site.json"]));
    expect(hasCanonicalFormat("schemas/landings.schema.json")).toBe(false);
    expect(hasCanonicalFormat("rich-text/where-to-begin.mdx")).toBe(false);
    expect(hasCanonicalFormat("landings/nested/home.json")).toBe(false);
  });

  it.each(formatted.map((file) => [file.path, file.text]))("%s is canonical: formatting it changes no byte", (path, text) => {
    expect(formatDifferences(path, text)).toEqual([]);
    expect(formatContentFile(path, text)).toBe(text);
  });

  it.each(formatted.map((file) => [file.path, file.text]))("%s opened and saved without a change is byte-identical", (path, text) => {
    const { value } = parseContentFile(path, text);
    expect(serializeContent(path, value, text)).toBe(text);
  });
});

/** The value with every object's keys in reverse order, at every depth; a record's own order (keepOrder) is the author's. */
function reversed(value: unknown, keepOrder = false): unknown {
  if (Array.isArray(value)) return value.map((item) => reversed(item));
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value).map(([key, child]) => [key, reversed(child)] as const);
  return Object.fromEntries(keepOrder ? entries : entries.reverse());
}

describe("the schema decides the order, not the writer", () => {
  it.each(formatted.map((file) => [file.path, file.text]))("%s with every key order reversed formats back to its bytes", (path, text) => {
    const parsed = parseContentFile(path, text);
    if (parsed.format === "json") {
      // Message catalogues have no schema: their order is the writer's, so reversing it is a real change.
      if (path.startsWith("messages/")) return;
      expect(formatContentFile(path, JSON.stringify(reversed(parsed.value)))).toBe(text);
      return;
    }
    const comment = /^# yaml-language-server:.*$/m.exec(text)?.[0] ?? "";
    // Placed blocks are a record by id: their order is the author's, the order inside each block the schema's.
    const { blocks, ...fields } = parsed.value.frontMatter;
    const yaml = stringify({ ...(reversed(fields) as object), ...(blocks ? { blocks: reversed(blocks, true) } : {}) }, { indent: 4 });
    expect(formatContentFile(path, `---\n${yaml}${comment}\n---\n${parsed.value.body}`)).toBe(text);
  });
});

describe("changing one field changes only that field's lines", () => {
  it("a landing block's text", () => {
    const path = "landings/home.json";
    const landing = jsonOf(path) as { blocks: { type: string; subtitle?: string }[] };
    const intro = landing.blocks.find((block) => block.type === "intro");
    if (!intro) throw new Error("home has no intro");
    const old = intro.subtitle;
    intro.subtitle = "Stories people finish, in every app you ship.";
    expect(changedLines(repositoryText(path), serializeContent(path, landing, repositoryText(path)))).toEqual({
      removed: [`      "subtitle": ${JSON.stringify(old)},`],
      added: ['      "subtitle": "Stories people finish, in every app you ship.",'],
    });
  });

  it("a review's text, with quotes and a line break written as JSON writes them", () => {
    const path = "reviews/ada-moreno.json";
    const review = jsonOf(path);
    const old = review.text;
    review.text = 'We said "wow".\nThen we shipped.';
    expect(changedLines(repositoryText(path), serializeContent(path, review))).toEqual({
      removed: [`  "text": ${JSON.stringify(old)},`],
      added: ['  "text": "We said \\"wow\\".\\nThen we shipped.",'],
    });
  });

  it("an MDX front-matter field, top-level and nested, leaving the body as it was", () => {
    const path = "case-studies/greenbasket-weekly-offers.mdx";
    const text = repositoryText(path);
    const page = mdxOf(path);
    page.frontMatter.title = "Weekly offers: every shopper, every week";
    (page.frontMatter.metrics as { text: string }[])[1]!.text = "more offers redeemed";
    const saved = serializeContent(path, page, text);
    expect(changedLines(text.split("\nmetrics:")[0]!, saved.split("\nmetrics:")[0]!)).toEqual({
      removed: ["title: Greenbasket's weekly offers reach every shopper"],
      added: ['title: "Weekly offers: every shopper, every week"'],
    });
    expect(changedLines(text.split("\nmetrics:")[1]!, saved.split("\nmetrics:")[1]!)).toEqual({
      removed: ["    text: offer redemption"],
      added: ["    text: more offers redeemed"],
    });
    expect(mdxOf(path, saved).body).toBe(page.body);
  });
});

describe("key order", () => {
  it("follows the schema inside a block picked by its type, $schema first and unknown keys kept after the known ones", () => {
    const landing = {
      blocks: [
        {
          image: { height: 1, alt: "A", src: "/media/a.svg", width: 2 },
          zeta: 1,
          subtitle: "S",
          type: "intro",
          alpha: 2,
          titleLines: ["T"],
          primaryButton: { href: "/", label: "Go" },
        },
      ],
      slug: "x",
      $schema: "../schemas/landings.schema.json",
      later: true,
      path: "/",
    };
    const text = serializeContent("landings/x.json", landing);
    const written = JSON.parse(text) as { blocks: Record<string, Record<string, unknown>>[] };
    expect(Object.keys(written)).toEqual(["$schema", "slug", "path", "blocks", "later"]);
    const block = written.blocks[0]!;
    const schemaOrder = Object.keys(introBlockContentSchema.shape).filter((key) => key in block);
    expect(Object.keys(block)).toEqual([...schemaOrder, "zeta", "alpha"]);
    expect(schemaOrder).toEqual(["type", "titleLines", "subtitle", "primaryButton", "image"]);
    expect(Object.keys(block.image!)).toEqual(["src", "alt", "width", "height"]);
    expect(Object.keys(block.primaryButton!)).toEqual(["label", "href"]);
    expect(text).toMatch(/^\{\n {2}"\$schema"/);
    expect(text.endsWith("}\n")).toBe(true);
  });

  it("is reported as the reason, with the indent and the final newline", () => {
    const path = "reviews/ada-moreno.json";
    const review = jsonOf(path);
    const scrambled = JSON.stringify({ text: review.text, ...review }, null, 4);
    expect(formatDifferences(path, scrambled)).toEqual(["key order", "final newline", "indent"]);
    expect(formatDifferences(path, `${JSON.stringify(review, null, 4)}\n`)).toEqual(["indent"]);
    expect(formatDifferences(path, repositoryText(path).replace('"Ada Moreno",', '"Ada Moreno",  '))).toEqual(["trailing spaces"]);
  });

  it("ends an MDX file with exactly one newline, and reports one without it", () => {
    const path = "case-studies/greenbasket-weekly-offers.mdx";
    const text = repositoryText(path);
    expect(text.endsWith("/>\n")).toBe(true);
    const page = mdxOf(path);
    // Typed at the end in the Studio: the body lost its newline, or gained blank lines.
    for (const body of [`${page.body.trimEnd()} And more.`, `${page.body.trimEnd()} And more.\n\n\n`]) {
      expect(serializeContent(path, { ...page, body }, text).endsWith("/> And more.\n")).toBe(true);
    }
    const withoutNewline = text.replace(/\n$/, "");
    expect(formatContentFile(path, withoutNewline)).toBe(text);
    expect(formatDifferences(path, withoutNewline)).toEqual(["final newline"]);
    expect(formatDifferences(path, `${text}\n`)).toEqual(["final newline"]);
    expect(formatDifferences(path, text)).toEqual([]);
  });

  it("refuses a JSON file with a key written twice rather than dropping one", () => {
    expect(() => formatContentFile("reviews/x.json", '{ "slug": "a", "slug": "b" }')).toThrow(/"slug" appears twice/);
  });
});

describe("YAML front matter", () => {
  const path = "white-papers/mobile-onboarding.mdx";
  const body = '\n## Why\n\nTwo spaces end this line  \n<Block id="x" />\n';

  it("keeps comments with their fields and the schema comment first, reorders keys, and leaves the body byte-identical", () => {
    const text =
      [
        "---",
        "# yaml-language-server: $schema=../schemas/white-papers.front-matter.schema.json",
        "name:    Onboarding guide # the name in menus",
        "# written by the product team",
        "slug: mobile-onboarding",
        "extra:",
        "    - one",
        "---",
      ].join("\n") + `\n${body}`;
    const output = formatContentFile(path, text);
    expect(output).toBe(
      [
        "---",
        "# yaml-language-server: $schema=../schemas/white-papers.front-matter.schema.json",
        "# written by the product team",
        "slug: mobile-onboarding",
        "name: Onboarding guide # the name in menus",
        "extra:",
        "  - one",
        "---",
      ].join("\n") + `\n${body}`,
    );
    expect(formatDifferences(path, text)).toEqual(expect.arrayContaining(["key order", "indent"]));
    const page = mdxOf(path, output);
    page.frontMatter.name = "First-run guide";
    expect(changedLines(output, serializeContent(path, page, output))).toEqual({
      removed: ["name: Onboarding guide # the name in menus"],
      added: ["name: First-run guide # the name in menus"],
    });
  });

  it("quotes only where a reader would take the text for something else, and never changes a value's type", () => {
    const text = [
      "---",
      "slug: 'mobile-onboarding'",
      'published: "2026-05-04"',
      'name: "Report: stories"',
      'number: "5"',
      "width: 240",
      "flag: 'yes'",
      "---",
      "Text\n",
    ].join("\n");
    const output = formatContentFile(path, text);
    expect(output).toContain("slug: mobile-onboarding\n");
    expect(output).toContain('published: "2026-05-04"\n');
    expect(output).toContain('name: "Report: stories"\n');
    expect(output).toContain('number: "5"\n');
    expect(output).toContain("width: 240\n");
    expect(output).toContain('flag: "yes"\n');
    expect(mdxOf(path, output).frontMatter).toEqual(mdxOf(path, text).frontMatter);
    expect(formatDifferences(path, text)).toContain("quoting");
  });

  it("writes numbers and null one way, and keeps a text's trailing spaces (in quotes) while trimming them everywhere else", () => {
    const fields = ["slug: x", "width: 240.50", "height: 0x10", "alt: ~", "note: |", "  ends in spaces  ", "  next", "# a comment   "];
    const text = ["---", ...fields, "name: N", "---", "Text\n"].join("\n");
    const output = formatContentFile(path, text);
    expect(output).toContain("width: 240.5\nheight: 16\nalt: null\n");
    expect(output).toContain('note: "ends in spaces \\ \\nnext\\n"\n');
    expect(output).not.toMatch(/[ \t]$/m);
    expect(mdxOf(path, output).frontMatter).toEqual(mdxOf(path, text).frontMatter);
    expect(formatContentFile(path, output)).toBe(output);
  });

  it("a new MDX file gets the editor's schema comment as its first line", () => {
    const output = serializeContent("case-studies/new-story.mdx", { frontMatter: { title: "T", slug: "new-story" }, body: "\nText\n" });
    const comment = "# yaml-language-server: $schema=../schemas/case-studies.front-matter.schema.json";
    expect(output).toBe(`---\n${comment}\nslug: new-story\ntitle: T\n---\n\nText\n`);
  });
});
