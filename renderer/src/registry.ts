// Block type -> component. Adding a block type to the schema without a component here fails typecheck.
import type { BlockType } from "@storyfront/schemas";
import type { BlockComponent } from "./block-props";
import { AwardsBlock } from "./blocks/awards/awards-block";
import { BenefitsBlock } from "./blocks/benefits/benefits-block";
import { CtaBlock } from "./blocks/cta/cta-block";
import { FeaturesBlock } from "./blocks/features/features-block";
import { ForWhoBlock } from "./blocks/for-who/for-who-block";
import { InspoGuideBlock } from "./blocks/inspo-guide/inspo-guide-block";
import { IntroBlock } from "./blocks/intro/intro-block";
import { NumbersBlock } from "./blocks/numbers/numbers-block";
import { RichTextBlock } from "./blocks/rich-text/rich-text-block";
import { SalesBlock } from "./blocks/sales-block/sales-block";
import { SignupEmailBlock } from "./blocks/signup-email/signup-email-block";
import { SuccessesBlock } from "./blocks/successes/successes-block";
import { VideoGuideBlock } from "./blocks/video-guide/video-guide-block";

export type BlockRegistry = { readonly [T in BlockType]: BlockComponent<T> };

export const blockRegistry: BlockRegistry = {
  intro: IntroBlock,
  numbers: NumbersBlock,
  features: FeaturesBlock,
  forWho: ForWhoBlock,
  benefits: BenefitsBlock,
  videoGuide: VideoGuideBlock,
  awards: AwardsBlock,
  successes: SuccessesBlock,
  inspoGuide: InspoGuideBlock,
  salesBlock: SalesBlock,
  richText: RichTextBlock,
  cta: CtaBlock,
  signupEmail: SignupEmailBlock,
};

export function isKnownBlockType(type: unknown): type is BlockType {
  return typeof type === "string" && Object.hasOwn(blockRegistry, type);
}
