"use client";
// Every renderer block as a Builder.io custom component. Builder passes options as props; they are checked
// with the block schema, so content from Builder meets the same contract as content files.
import type { RegisteredComponent } from "@builder.io/react";
import { blockJsonSchemas, blockSchema, blockTypes, type BlockType } from "@storyfront/schemas";
import { createContext, useContext } from "react";
import { plainAdapters, type RendererAdapters } from "../adapters";
import { defaultBlockLabels, type BlockLabels } from "../labels";
import { RenderBlocks } from "../render-blocks";
import { blockInputs, fromBuilderOptions, type JsonSchema } from "./schema-to-inputs";

export interface BuilderRenderContext {
  adapters: RendererAdapters;
  labels: BlockLabels;
  preview: boolean;
}

export const BuilderRenderContext = createContext<BuilderRenderContext>({
  adapters: plainAdapters,
  labels: defaultBlockLabels,
  preview: false,
});

/** Builder component name of a block type, e.g. "Storyfront intro". */
export function builderComponentName(type: BlockType): string {
  return `Storyfront ${type}`;
}

const jsonSchemas = blockJsonSchemas() as Map<BlockType, JsonSchema>;

function BuilderBlock({ type, options }: { type: BlockType; options: Record<string, unknown> }) {
  const { adapters, labels, preview } = useContext(BuilderRenderContext);
  const { builderBlock: _block, builderState: _state, attributes: _attributes, ...fields } = options;
  const parsed = blockSchema.safeParse({ ...(fromBuilderOptions(jsonSchemas.get(type) ?? {}, fields) as object), type });
  if (!parsed.success) {
    // Half-filled blocks are normal while editing: say what is missing in preview, show nothing to visitors.
    return preview ? (
      <div role="note">
        {builderComponentName(type)}: {parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}
      </div>
    ) : null;
  }
  return <RenderBlocks blocks={[parsed.data]} adapters={adapters} labels={labels} preview={preview} />;
}

export const storyfrontBuilderComponents: RegisteredComponent[] = blockTypes.map((type) => ({
  name: builderComponentName(type),
  inputs: blockInputs(jsonSchemas.get(type) ?? {}),
  component: (props: Record<string, unknown>) => <BuilderBlock type={type} options={props} />,
}));
