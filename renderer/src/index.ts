// Public API of the renderer: blocks in, React out. No next/*, no fetch: the site injects adapters.
// Builder.io lives in its own entry (./builder) so it never loads on routes that do not render Builder content.
export { RenderBlocks, type RenderBlocksProps } from "./render-blocks";
export { blockRegistry, isKnownBlockType, type BlockRegistry } from "./registry";
export { plainAdapters, type ImageAdapterProps, type LinkAdapterProps, type RendererAdapters } from "./adapters";
export { defaultBlockLabels, type BlockLabels } from "./labels";
export type { BlockComponent, BlockProps } from "./block-props";
// Content text with **bold** and [label](href) marks, for pages outside blocks (legal, FAQ, case studies).
export { InlineText } from "./shared/inline-text";
