// Blocks are a discriminated union on `type`. Two forms exist: the render form the renderer takes (everything
// inline, also what Builder.io sends) and the content form of landing files, where shared items are slugs.
import { z } from "zod";
import { awardsBlockContentSchema, awardsBlockSchema } from "./awards";
import { benefitsBlockSchema } from "./benefits";
import { ctaBlockSchema } from "./cta";
import { featuresBlockSchema } from "./features";
import { forWhoBlockSchema } from "./for-who";
import { inspoGuideBlockContentSchema, inspoGuideBlockSchema } from "./inspo-guide";
import { introBlockContentSchema, introBlockSchema } from "./intro";
import { numbersBlockSchema } from "./numbers";
import { richTextBlockContentSchema, richTextBlockSchema } from "./rich-text";
import { salesBlockSchema } from "./sales-block";
import { signupEmailBlockSchema } from "./signup-email";
import { successesBlockContentSchema, successesBlockSchema } from "./successes";
import { videoGuideBlockSchema } from "./video-guide";

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

export const blockSchema = z.discriminatedUnion("type", [
  introBlockSchema,
  numbersBlockSchema,
  featuresBlockSchema,
  forWhoBlockSchema,
  benefitsBlockSchema,
  videoGuideBlockSchema,
  awardsBlockSchema,
  successesBlockSchema,
  inspoGuideBlockSchema,
  salesBlockSchema,
  richTextBlockSchema,
  ctaBlockSchema,
  signupEmailBlockSchema,
]);
export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block["type"];
export type BlockOfType<T extends BlockType> = Extract<Block, { type: T }>;
export const blockTypes = blockSchema.options.map((option) => option.shape.type.value) as BlockType[];

export const landingBlockSchema = z.discriminatedUnion("type", [
  introBlockContentSchema,
  numbersBlockSchema,
  featuresBlockSchema,
  forWhoBlockSchema,
  benefitsBlockSchema,
  videoGuideBlockSchema,
  awardsBlockContentSchema,
  successesBlockContentSchema,
  inspoGuideBlockContentSchema,
  salesBlockSchema,
  richTextBlockContentSchema,
  ctaBlockSchema,
  signupEmailBlockSchema,
]);
export type LandingBlock = z.infer<typeof landingBlockSchema>;
