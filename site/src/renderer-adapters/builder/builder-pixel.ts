import type { BuilderContentProps } from "@storyfront/renderer/builder";

export type BuilderContentJson = BuilderContentProps["content"];
type Blocks = NonNullable<NonNullable<BuilderContentJson["data"]>["blocks"]>;

/**
 * The SDK appends a tracking-pixel image (cdn.builder.io) to any content without a block whose id starts with
 * "builder-pixel", whatever canTrack says. An empty, hidden stand-in with such an id keeps visitors' browsers
 * from calling Builder.
 */
export function withoutBuilderPixel(content: BuilderContentJson): BuilderContentJson {
  const blocks: Blocks = content.data?.blocks ?? [];
  if (blocks.some((block) => block.id?.startsWith("builder-pixel"))) return content;
  const standIn = {
    "@type": "@builder.io/sdk:Element",
    id: "builder-pixel-none",
    tagName: "span",
    properties: { hidden: "" },
  } as Blocks[number];
  return { ...content, data: { ...content.data, blocks: [...blocks, standIn] } };
}
