import { z } from "zod";
import { defineBlock } from "./define-block";
import { longTextSchema, textSchema } from "../primitives";

const richTextFields = {
  type: z.literal("richText"),
  title: textSchema.optional(),
  /** Short texts stay in JSON: paragraphs allow **bold** and [label](href) only, so nothing renders raw HTML. */
  paragraphs: z
    .array(longTextSchema)
    .min(1)
    .optional()
    .describe("Short text as paragraphs with **bold** and [label](/route); long prose goes in an MDX file (source)"),
};

/** A rich-text section needs its text, from exactly one place. */
function oneText(field: "source" | "mdx") {
  return (block: { paragraphs?: unknown; source?: unknown; mdx?: unknown }, context: z.RefinementCtx) => {
    const count = Number(block.paragraphs !== undefined) + Number(block[field] !== undefined);
    if (count === 1) return;
    context.addIssue({
      code: "custom",
      path: count === 0 ? ["paragraphs"] : [field],
      message:
        count === 0
          ? `a rich-text section needs "paragraphs" or "${field}"`
          : `a rich-text section takes "paragraphs" or "${field}", not both`,
    });
  };
}

/** Render form: the MDX text itself (resolved from the content file, or typed into Builder.io). */
export const richTextBlockSchema = z
  .strictObject({
    ...richTextFields,
    mdx: z.string().min(1).optional().describe("The section's text in MDX (Markdown and our components, no JavaScript)"),
  })
  .superRefine(oneText("mdx"));

export const richTextSourcePattern = /^rich-text\/[a-z0-9]+(?:-[a-z0-9]+)*\.mdx$/;

/**
 * Content form of landing files: prose lives in content/rich-text/<name>.mdx (translations beside it as
 * <name>.<locale>.mdx), named by `source`; the checker reads it into the render form's `mdx`.
 */
export const richTextBlockContentSchema = z
  .strictObject({
    ...richTextFields,
    source: z
      .string()
      .regex(richTextSourcePattern, 'must be "rich-text/<name>.mdx", a file under content/rich-text')
      .optional()
      .describe("The MDX file with the section's text, relative to content/, e.g. rich-text/why-stories.mdx"),
  })
  .superRefine(oneText("source"));

/** The content form names its MDX file (`source`); the render form carries the text (`mdx`). */
export const richTextBlock = defineBlock(richTextBlockSchema, {
  content: richTextBlockContentSchema,
  toRender: ({ source, ...block }, { richText }) => {
    if (typeof source !== "string") return block;
    const mdx = richText(source);
    return mdx ? { ...block, mdx } : undefined;
  },
});
