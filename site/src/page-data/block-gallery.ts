import { allBlockFixtures } from "@storyfront/renderer/all-fixtures.ts";

/** Every block fixture, plus an unknown type showing the preview placeholder. */
export const galleryBlocks = () => [...allBlockFixtures, { type: "notABlockYet" }];
