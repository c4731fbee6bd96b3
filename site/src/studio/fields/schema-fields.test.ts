import { imageSchema, linkSchema, longTextSchema, reference, references, textSchema } from "@storyfront/schemas";
import { spotlightBlock } from "@storyfront/schemas/test-fixtures/spotlight-block";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { blockFieldSets } from "./block-fields";
import { emptyObject } from "./empty-value";
import { fromEditorObject, toEditorObject } from "./field-values";
import { describeFields } from "./schema-fields";

// A block the Studio has never heard of, written as blocks are written in schemas/src/content/blocks.
const quoteWallBlockSchema = z.strictObject({
  type: z.literal("quoteWall"),
  heading: textSchema,
  description: longTextSchema.optional(),
  tone: z.enum(["light", "dark"]),
  columns: z.int().positive(),
  cards: z
    .array(z.strictObject({ title: textSchema, icon: imageSchema.optional() }))
    .min(1)
    .max(6),
  lines: z.array(textSchema).min(1),
  reviews: references("reviews", "Slugs of reviews in content/reviews"),
  guide: reference("whitePapers", "Slug of a guide in content/white-papers"),
  button: linkSchema.optional(),
});

describe("schema → fields", () => {
  it("makes a new block editable from its schema alone, with no Studio code", () => {
    const fields = blockFieldSets([quoteWallBlockSchema]).get("quoteWall");
    expect(fields).toBeDefined();
    expect(Object.keys(fields ?? {})).toEqual([
      "heading",
      "description",
      "tone",
      "columns",
      "cards",
      "lines",
      "reviews",
      "guide",
      "button",
    ]);
    expect(fields?.heading).toMatchObject({ kind: "text", label: "Heading", optional: false, multiline: false });
    expect(fields?.description).toMatchObject({ kind: "text", optional: true, multiline: true });
    expect(fields?.tone).toMatchObject({ kind: "choice", options: ["light", "dark"] });
    expect(fields?.columns).toMatchObject({ kind: "number" });
    expect(fields?.cards).toMatchObject({ kind: "list", wrapped: false, min: 1, max: 6, item: { kind: "object" } });
    expect(fields?.lines).toMatchObject({ kind: "list", wrapped: true, min: 1, item: { kind: "text" } });
    expect(fields?.reviews).toMatchObject({ kind: "list", wrapped: true, item: { kind: "reference", target: "reviews" } });
    expect(fields?.guide).toMatchObject({ kind: "reference", target: "whitePapers" });
    expect(fields?.button).toMatchObject({ kind: "object", optional: true, fields: { label: { kind: "text" }, href: { kind: "link" } } });
  });

  it("reads pickers from the schemas' field metadata, not from descriptions or key names", () => {
    // The test-only spotlight block (schemas/src/test-fixtures): a review, a picture and a link.
    const fields = blockFieldSets([spotlightBlock.content]).get("spotlight");
    expect(fields).toEqual({
      title: { kind: "text", label: "Title", optional: false, multiline: false },
      picture: { kind: "media", label: "Picture", optional: false },
      more: { kind: "link", label: "More", optional: false },
      review: { kind: "reference", label: "Review", optional: false, target: "reviews" },
    });
    const described = describeFields(
      z.strictObject({ text: textSchema.describe("Slugs of reviews in content/reviews"), note: longTextSchema }),
    );
    expect(described).toEqual({
      text: { kind: "text", label: "Text", optional: false, multiline: false },
      note: { kind: "text", label: "Note", optional: false, multiline: true },
    });
  });

  it("gives images a media picker, alt text and their size as numbers-as-text", () => {
    const cards = describeFields(quoteWallBlockSchema).cards;
    const icon = cards?.kind === "list" && cards.item.kind === "object" ? cards.item.fields.icon : undefined;
    expect(icon).toMatchObject({
      kind: "object",
      optional: true,
      fields: { src: { kind: "media" }, alt: { kind: "text" }, width: { kind: "number" }, height: { kind: "number" } },
    });
  });

  it("lists every landing block type of the schemas", () => {
    expect([...blockFieldSets().keys()]).toEqual(
      expect.arrayContaining(["intro", "numbers", "features", "awards", "successes", "inspoGuide", "richText", "cta", "signupEmail"]),
    );
    expect(blockFieldSets().get("awards")?.reviews).toMatchObject({ kind: "list", item: { kind: "reference", target: "reviews" } });
    expect(blockFieldSets().get("intro")?.partners).toMatchObject({ kind: "list", item: { kind: "reference", target: "logos" } });
  });

  it("starts a new block with its required fields empty and lists at their minimum", () => {
    const fields = describeFields(quoteWallBlockSchema);
    expect(emptyObject(fields)).toEqual({
      heading: "",
      tone: "light",
      columns: "",
      cards: [{ title: "" }],
      lines: [{ value: "" }],
      reviews: [],
      guide: "",
    });
  });
});

describe("values between a file and the form", () => {
  const fields = describeFields(quoteWallBlockSchema);
  const block = {
    heading: "Loved by teams",
    tone: "dark",
    columns: 3,
    cards: [{ title: "Fast", icon: { src: "/media/icons/rocket.svg", alt: "", width: 48, height: 48 } }],
    lines: ["One", "Two"],
    reviews: ["anna-k", "li-wei"],
    guide: "fintech-report",
  };

  it("round-trips a block unchanged, key order included", () => {
    const back = fromEditorObject(fields, toEditorObject(fields, block));
    expect(JSON.stringify(back)).toBe(JSON.stringify(block));
  });

  it("wraps plain lists as items, shows numbers as text, and reads them back", () => {
    const form = toEditorObject(fields, block);
    expect(form.lines).toEqual([{ value: "One" }, { value: "Two" }]);
    expect(form.columns).toBe("3");
    expect(fromEditorObject(fields, { ...form, columns: "4" }).columns).toBe(4);
  });

  it("leaves out an emptied optional field and keeps a half-typed number for the checker", () => {
    const form = { ...toEditorObject(fields, block), description: "", button: { label: "", href: "" }, columns: "3x" };
    const back = fromEditorObject(fields, form);
    expect(back).not.toHaveProperty("description");
    expect(back).not.toHaveProperty("button");
    expect(back.columns).toBe("3x");
  });
});

describe("valueAt", () => {
  it("reads a field by the checker's path", async () => {
    const { valueAt } = await import("./value-at");
    const data = { seo: { title: "Home" }, blocks: [{ type: "intro" }, { type: "numbers", items: [{ number: "50%" }] }] };
    expect(valueAt(data, "seo.title")).toBe("Home");
    expect(valueAt(data, "blocks[1].items[0].number")).toBe("50%");
    expect(valueAt(data, "blocks[4].title")).toBeUndefined();
  });
});
