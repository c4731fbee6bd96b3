// Renders one block through the registry with plain adapters, as the site would with its own.
import type { Block } from "@storyfront/schemas";
import { render } from "@testing-library/react";
import { plainAdapters, type RendererAdapters } from "./adapters";
import { RenderBlocks } from "./render-blocks";

export function renderBlock(block: Block, adapters: Partial<RendererAdapters> = {}) {
  return render(<RenderBlocks blocks={[block]} adapters={{ ...plainAdapters, ...adapters }} />);
}
