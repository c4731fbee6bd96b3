// The long text of a content entry: paragraphs with inline marks from a JSON file, or one MDX body from
// an .mdx file (the checker puts the text under the front matter into the same field).
import type { SourceFormat } from "@storyfront/content-model/source-format";
import { InlineText } from "@storyfront/renderer/shared/inline-text.tsx";
import { contentAdapters } from "@/renderer-adapters/content-adapters";
import { MdxBody, type PlacedBlocks } from "./mdx-body";

/** A legal page in MDX as one document again: each section under its "## heading", which gets an anchor. */
export function legalSource(sections: readonly { heading: string; paragraphs: readonly string[] }[]): string {
  return sections.map((section) => `## ${section.heading}\n\n${section.paragraphs.join("\n\n")}`).join("\n\n");
}

export function ContentBody({
  paragraphs,
  format,
  blocks,
}: {
  paragraphs: readonly string[];
  format: SourceFormat;
  blocks?: PlacedBlocks;
}) {
  if (format === "mdx") return <MdxBody source={paragraphs.join("\n\n")} blocks={blocks} />;
  return paragraphs.map((paragraph, index) => (
    <p key={index}>
      <InlineText text={paragraph} adapters={contentAdapters} />
    </p>
  ));
}
