// Which collections may be written in MDX, and which field the text under the front matter fills.
import type { CollectionName } from "@storyfront/schemas";

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
