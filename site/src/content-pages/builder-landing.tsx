"use client";
// Island for Builder.io content: the Builder SDK renders in the browser, so it loads only on Builder routes.
import type { BlockLabels } from "@storyfront/renderer";
import { BuilderContent, type BuilderContentProps } from "@storyfront/renderer/builder";
import { useMemo } from "react";
import { contentAdapters } from "../adapters/content-adapters";

type Content = BuilderContentProps["content"];
type Blocks = NonNullable<NonNullable<Content["data"]>["blocks"]>;

/**
 * The SDK appends a tracking-pixel image (cdn.builder.io) to any content without a block whose id starts with
 * "builder-pixel", whatever canTrack says. An empty, hidden stand-in with such an id keeps visitors' browsers
 * from calling Builder.
 */
export function withoutBuilderPixel(content: Content): Content {
  const blocks: Blocks = content.data?.blocks ?? [];
  if (blocks.some((block) => block.id?.startsWith("builder-pixel"))) return content;
  const standIn = { "@type": "@builder.io/sdk:Element", id: "builder-pixel-none", tagName: "span", properties: { hidden: "" } } as Blocks[number];
  return { ...content, data: { ...content.data, blocks: [...blocks, standIn] } };
}

export function BuilderLanding({ content, labels, preview }: { content: Content; labels: BlockLabels; preview: boolean }) {
  const safeContent = useMemo(() => withoutBuilderPixel(content), [content]);
  return <BuilderContent content={safeContent} adapters={contentAdapters} labels={labels} preview={preview} />;
}
