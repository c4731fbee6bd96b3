"use client";
// Island for Builder.io content: the Builder SDK renders in the browser, so it loads only on Builder routes.
import type { BlockLabels } from "@storyfront/renderer";
import { BuilderContent } from "@storyfront/renderer/builder";
import { useMemo } from "react";
import { contentAdapters } from "@/renderer-adapters/content-adapters";
import { withoutBuilderPixel, type BuilderContentJson } from "./builder-pixel";

export function BuilderLanding({ content, labels, preview }: { content: BuilderContentJson; labels: BlockLabels; preview: boolean }) {
  const safeContent = useMemo(() => withoutBuilderPixel(content), [content]);
  return <BuilderContent content={safeContent} adapters={contentAdapters} labels={labels} preview={preview} />;
}
