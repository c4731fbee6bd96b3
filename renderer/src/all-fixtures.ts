// Every block's fixtures, for the registry test and the block gallery.
import type { Block } from "@storyfront/schemas";
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

export const allBlockFixtures: readonly Block[] = [
  ...introFixtures,
  ...numbersFixtures,
  ...featuresFixtures,
  ...forWhoFixtures,
  ...benefitsFixtures,
  ...videoGuideFixtures,
  ...awardsFixtures,
  ...successesFixtures,
  ...inspoGuideFixtures,
  ...salesBlockFixtures,
  ...richTextFixtures,
  ...ctaFixtures,
  ...signupEmailFixtures,
];
