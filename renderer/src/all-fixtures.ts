// Every block's fixtures, for the registry test and the block gallery. Keyed by block type, so a block defined in
// the schemas without fixtures here fails typecheck.
import { blockTypes, type Block, type BlockOfType, type BlockType } from "@storyfront/schemas";
import { awardsFixtures } from "./blocks/awards/fixtures";
import { benefitsFixtures } from "./blocks/benefits/fixtures";
import { ctaFixtures } from "./blocks/cta/fixtures";
import { featuresFixtures } from "./blocks/features/fixtures";
import { forWhoFixtures } from "./blocks/for-who/fixtures";
import { inspoGuideFixtures } from "./blocks/inspo-guide/fixtures";
import { introFixtures } from "./blocks/intro/fixtures";
import { numbersFixtures } from "./blocks/numbers/fixtures";
import { richTextFixtures } from "./blocks/rich-text/fixtures";
import { salesBlockFixtures } from "./blocks/sales-block/fixtures";
import { signupEmailFixtures } from "./blocks/signup-email/fixtures";
import { successesFixtures } from "./blocks/successes/fixtures";
import { videoGuideFixtures } from "./blocks/video-guide/fixtures";

const fixturesByType: { readonly [T in BlockType]: readonly BlockOfType<T>[] } = {
  intro: introFixtures,
  numbers: numbersFixtures,
  features: featuresFixtures,
  forWho: forWhoFixtures,
  benefits: benefitsFixtures,
  videoGuide: videoGuideFixtures,
  awards: awardsFixtures,
  successes: successesFixtures,
  inspoGuide: inspoGuideFixtures,
  salesBlock: salesBlockFixtures,
  richText: richTextFixtures,
  cta: ctaFixtures,
  signupEmail: signupEmailFixtures,
};

/** In the order of the block definitions. */
export const allBlockFixtures: readonly Block[] = blockTypes.flatMap((type): readonly Block[] => fixturesByType[type]);
