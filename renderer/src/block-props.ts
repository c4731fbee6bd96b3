import type { BlockOfType, BlockType } from "@storyfront/schemas";
import type { ReactNode } from "react";
import type { RendererAdapters } from "./adapters";
import type { BlockLabels } from "./labels";

export interface BlockProps<T extends BlockType> {
  block: BlockOfType<T>;
  adapters: RendererAdapters;
  labels: BlockLabels;
}

export type BlockComponent<T extends BlockType> = (props: BlockProps<T>) => ReactNode;
