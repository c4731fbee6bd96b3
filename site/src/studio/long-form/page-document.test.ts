import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseContentFile, serializeContent, type MdxContent } from "@storyfront/content-model";
import { describe, expect, it } from "vitest";
import { documentFileOf } from "@storyfront/content-store/document-kinds";
import { placeBlockTag, removeBlockTag } from "./block-tags";
import { pageFields, pageFormOf, pageOf, type PageForm } from "./page-document";

const content = join(import.meta.dirname, "../../../../content");
const pages = ["case-studies", "white-papers", "legal"].flatMap((folder) =>
  readdirSync(join(content, folder))
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => `${folder}/${name}`),
);

function open(file: string) {
  const text = readFileSync(join(content, file), "utf8");
  const parsed = parseContentFile(file, text);
  if (parsed.format !== "mdx") throw new Error(`${file} is not MDX`);
  const collection = documentFileOf(file)?.kind.collection;
  if (!collection) throw new Error(`${file} is not a Studio document`);
  const fields = pageFields(collection);
  const keyOrder = Object.keys(parsed.value.frontMatter);
  return {
    text,
    fields,
    form: pageFormOf(parsed.value, fields),
    save: (form: PageForm) => serializeContent(file, pageOf(form, fields, keyOrder), text),
  };
}

/** The lines that differ between two texts, as a diff shows them (removed, then added). */
function changedLines(before: string, after: string) {
  const a = before.split("\n");
  const b = after.split("\n");
  return { removed: a.filter((line) => !b.includes(line)), added: b.filter((line) => !a.includes(line)) };
}

describe("a long-form page ↔ the Studio's form", () => {
  it("covers case studies, white papers and legal pages", () => {
    expect(pages).toEqual(
      expect.arrayContaining(["case-studies/greenbasket-weekly-offers.mdx", "white-papers/fintech-report.mdx", "legal/terms.fr.mdx"]),
    );
  });

  it.each(pages)("opens and saves %s byte for byte unchanged", (file) => {
    const { text, form, save } = open(file);
    expect(save(form)).toBe(text);
  });

  it("makes the front matter a form from its schema: the text and the placed blocks are not among its fields", () => {
    const { fields, form } = open("case-studies/greenbasket-weekly-offers.mdx");
    expect(Object.keys(fields.fields)).toEqual(
      expect.arrayContaining(["slug", "customer", "title", "logo", "img", "metrics", "seo", "cards"]),
    );
    expect(fields.fields).not.toHaveProperty("body");
    expect(fields.fields).not.toHaveProperty("blocks");
    expect(fields.fields.metrics).toMatchObject({ kind: "list", item: { kind: "object", fields: { number: { kind: "text" } } } });
    expect(fields.fields.industry).toMatchObject({ kind: "reference", target: "solutions" });
    expect(fields.fields.logo).toMatchObject({ kind: "object", fields: { src: { kind: "media" }, width: { kind: "number" } } });
    // A card's texts per locale: a group per locale, each optional, with the card's own fields.
    expect(fields.fields.cards).toMatchObject({ kind: "object", optional: true, fields: { fr: { kind: "object", optional: true } } });
    expect(form.fields.logo).toMatchObject({ width: "160" });
    expect(form.blocks.map((block) => [block.id, block.type])).toEqual([
      ["results", "numbers"],
      ["next-step", "cta"],
    ]);
    expect(form.body).toContain('<Block id="results" />');
  });

  it("gives placed blocks the landing blocks' fields and legal pages none", () => {
    const study = open("case-studies/greenbasket-weekly-offers.mdx");
    expect(study.fields.placesBlocks).toBe(true);
    expect(study.fields.blocks.get("cta")?.button).toMatchObject({ kind: "object", fields: { href: { kind: "link" } } });
    const legal = open("legal/terms.mdx");
    expect(legal.fields.placesBlocks).toBe(false);
    expect(legal.fields.bodyField).toBe("sections");
    expect(Object.keys(legal.fields.fields)).toEqual(["slug", "title", "updated", "seo"]);
    expect(legal.fields.fields.slug).toMatchObject({ kind: "choice", options: ["legal", "policy", "terms", "offer"] });
    // A date (YYYY-MM-DD) is a text field; the checker says when it is not one.
    expect(legal.fields.fields.updated).toMatchObject({ kind: "text", multiline: false });
  });

  it("saves a changed field, paragraph and block field as exactly those lines", () => {
    const { text, form, save } = open("case-studies/greenbasket-weekly-offers.mdx");
    const results = form.blocks[0]!;
    const items = results.values.items as { number: string; description: string }[];
    const edited: PageForm = {
      fields: { ...form.fields, title: "Greenbasket puts its weekly offers in stories" },
      blocks: [
        {
          ...results,
          values: { ...results.values, items: items.map((item, index) => (index === 1 ? { ...item, number: "+18%" } : item)) },
        },
        form.blocks[1]!,
      ],
      body: form.body.replace("kept the winner.", "kept the best one."),
    };
    expect(changedLines(text, save(edited))).toEqual({
      removed: [
        "title: Greenbasket's weekly offers reach every shopper",
        "      - number: +15%",
        "Every story was measured: views, taps and completion per slide. " +
          "The team compared up to five versions in A/B tests and kept the winner.",
      ],
      added: [
        "title: Greenbasket puts its weekly offers in stories",
        "      - number: +18%",
        "Every story was measured: views, taps and completion per slide. " +
          "The team compared up to five versions in A/B tests and kept the best one.",
      ],
    });
  });

  it("leaves out an emptied optional field and the blocks key when the last block is removed", () => {
    const { form, fields } = open("case-studies/greenbasket-weekly-offers.mdx");
    const page: MdxContent = pageOf({ ...form, fields: { ...form.fields, industry: "" }, blocks: [] }, fields, []);
    expect(page.frontMatter).not.toHaveProperty("industry");
    expect(page.frontMatter).not.toHaveProperty("blocks");
  });
});

describe("<Block id> tags in the text", () => {
  const body = "\nFirst paragraph.\n\nSecond paragraph.\n";

  it("places a tag as a paragraph of its own at the cursor, or at the end", () => {
    expect(placeBlockTag(body, "stats", body.indexOf("Second"))).toBe('\nFirst paragraph.\n\n<Block id="stats" />\n\nSecond paragraph.\n');
    expect(placeBlockTag(body, "stats")).toBe('\nFirst paragraph.\n\nSecond paragraph.\n\n<Block id="stats" />\n');
  });

  it("takes a block's tag out with the blank line it leaves, and nothing else", () => {
    expect(removeBlockTag(placeBlockTag(body, "stats", body.indexOf("Second")), "stats")).toBe(body);
    expect(removeBlockTag(placeBlockTag(body, "stats"), "stats")).toBe(body);
    expect(removeBlockTag(body, "stats")).toBe(body);
  });
});
