// A TEST-ONLY block, never listed in blockDefinitions: tests add it to prove that a new block's reference,
// media file and link are checked, resolved and edited with no code beyond this definition. It imports the
// block files it needs directly, so a test may mock the block list (blocks/index.ts) and still load it.
import { z } from "zod";
import { defineBlock } from "../content/blocks/define-block";
import { hrefSchema, mediaPathSchema, reference, textSchema } from "../content/primitives";
import { reviewCardSchema } from "../content/review";

const spotlightFields = {
  type: z.literal("spotlight"),
  title: textSchema,
  picture: mediaPathSchema,
  more: hrefSchema.describe("Where the spotlight's link leads"),
};

export const spotlightBlock = defineBlock(z.strictObject({ ...spotlightFields, review: reviewCardSchema }), {
  content: z.strictObject({ ...spotlightFields, review: reference("reviews", "Slug of the review in content/reviews") }),
});
