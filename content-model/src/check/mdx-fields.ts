// Which collections may be written in MDX, and which field the text under the front matter fills.
import { collections, type CollectionName } from "@storyfront/schemas";
import type { z } from "zod";

/**
 * body: the whole MDX text as the one element of the paragraphs list, so JSON and MDX files give the same
 * typed entry (the entry's file name ends in .mdx when its body is MDX: see sourceFormat).
 * sections (legal pages): one section per "## heading", its MDX text as the section's one paragraph.
 */
export const mdxBodyFields: Partial<Record<CollectionName, "body" | "sections">> = {
  whitePapers: "body",
  caseStudies: "body",
  legal: "sections",
};

export type MdxBodyField = "body" | "sections";

/**
 * The schema of an MDX file's front matter: the collection's fields without the long text (it is the text under
 * the front matter) and without $schema (a comment names the editor's schema; the checker knows it by folder).
 */
export function frontMatterSchema(name: CollectionName, field: MdxBodyField): z.ZodObject {
  const omitted: Record<string, true> = { $schema: true, [field]: true };
  return (collections[name].schema as unknown as z.ZodObject).omit(omitted);
}
