"use client";
// Renders Builder.io content JSON with Storyfront's blocks. Import it only on routes that render Builder
// content: it pulls in the Builder SDK, which the main renderer entry never does.
import { Builder, BuilderComponent, builder } from "@builder.io/react";
import type { ComponentProps } from "react";
import { plainAdapters, type RendererAdapters } from "../adapters";
import { defaultBlockLabels, type BlockLabels } from "../labels";
import { BuilderRenderContext, storyfrontBuilderComponents } from "./storyfront-blocks";

// No tracking requests: visitors are not tracked and tests stay offline.
builder.canTrack = false;
for (const { component, ...definition } of storyfrontBuilderComponents) Builder.registerComponent(component, definition);

type BuilderContentJson = NonNullable<ComponentProps<typeof BuilderComponent>["content"]>;

export interface BuilderContentProps {
  /** Content JSON fetched by the site (or checked in); nothing is fetched here. */
  content: BuilderContentJson;
  model?: string;
  adapters?: RendererAdapters;
  labels?: Partial<BlockLabels>;
  preview?: boolean;
}

export function BuilderContent({ content, model = "page", adapters = plainAdapters, labels, preview = false }: BuilderContentProps) {
  return (
    <BuilderRenderContext.Provider value={{ adapters, labels: { ...defaultBlockLabels, ...labels }, preview }}>
      <BuilderComponent model={model} content={content} customComponents={storyfrontBuilderComponents} />
    </BuilderRenderContext.Provider>
  );
}
