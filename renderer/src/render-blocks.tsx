import { Activity } from "react";
import type { Block } from "@storyfront/schemas";
import { plainAdapters, type RendererAdapters } from "./adapters";
import type { BlockComponent } from "./block-props";
import { defaultBlockLabels, type BlockLabels } from "./labels";
import { blockRegistry, isKnownBlockType } from "./registry";
import styles from "./render-blocks.module.css";

export interface RenderBlocksProps {
  /** Validated blocks; content from elsewhere (Builder.io) may carry types this renderer does not know. */
  blocks: readonly (Block | { type: string })[];
  adapters?: RendererAdapters;
  labels?: Partial<BlockLabels>;
  /** In preview an unknown block shows a visible placeholder; in production it renders nothing. */
  preview?: boolean;
}

export function RenderBlocks({ blocks, adapters = plainAdapters, labels, preview = false }: RenderBlocksProps) {
  const allLabels = { ...defaultBlockLabels, ...labels };
  return (
    <>
      {blocks.map((block, index) => {
        if (!isKnownBlockType(block.type)) {
          return preview ? (
            <div key={index} role="note" className={styles.unknown}>
              {allLabels.unknownBlock}: <code>{String(block.type)}</code>
            </div>
          ) : null;
        }
        const Component = blockRegistry[block.type] as BlockComponent<Block["type"]>;
        // Each block hydrates on its own, after the page's chrome and in small slices: React leaves an
        // <Activity> boundary's server HTML in place and hydrates it at low priority (at once if clicked).
        return (
          <Activity key={index}>
            <Component block={block as Block} adapters={adapters} labels={allLabels} />
          </Activity>
        );
      })}
    </>
  );
}
