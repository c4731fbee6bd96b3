// Blocks are a discriminated union on `type`. Two forms exist: the render form the renderer takes (everything
// inline, also what Builder.io sends) and the content form of landing files, where shared items are slugs.
// Each block is defined once (defineBlock in its file) and listed once here; everything else is derived.
import type { z } from "zod";
import { awardsBlock } from "./awards";
import { benefitsBlock } from "./benefits";
import { ctaBlock } from "./cta";
import { blockUnions } from "./define-block";
import { featuresBlock } from "./features";
import { forWhoBlock } from "./for-who";
import { inspoGuideBlock } from "./inspo-guide";
import { introBlock } from "./intro";
import { numbersBlock } from "./numbers";
import { richTextBlock } from "./rich-text";
import { salesBlock } from "./sales-block";
import { signupEmailBlock } from "./signup-email";
import { successesBlock } from "./successes";
import { videoGuideBlock } from "./video-guide";

export * from "./define-block";
export * from "./awards";
export * from "./benefits";
export * from "./cta";
export * from "./features";
export * from "./for-who";
export * from "./inspo-guide";
export * from "./intro";
export * from "./numbers";
export * from "./rich-text";
export * from "./sales-block";
export * from "./signup-email";
export * from "./successes";
export * from "./video-guide";

/** Every block, in the order the block gallery and Builder.io list them. */
export const blockDefinitions = [
  introBlock,
  numbersBlock,
  featuresBlock,
  forWhoBlock,
  benefitsBlock,
  videoGuideBlock,
  awardsBlock,
  successesBlock,
  inspoGuideBlock,
  salesBlock,
  richTextBlock,
  ctaBlock,
  signupEmailBlock,
] as const;

export const { blockSchema, landingBlockSchema, blockTypes } = blockUnions(blockDefinitions);
export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block["type"];
export type BlockOfType<T extends BlockType> = Extract<Block, { type: T }>;
export type LandingBlock = z.infer<typeof landingBlockSchema>;
