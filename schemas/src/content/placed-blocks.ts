// Landing blocks placed inside an MDX body: declared as data in the front matter under an id of the
// author's choosing, checked by the same block schemas as landings, placed with <Block id="…" />.
import { z } from "zod";
import { landingBlockSchema } from "./blocks";
import { slugSchema } from "./primitives";
import { successStorySchema } from "./success-story";
import { whitePaperSchema } from "./white-paper";

export const placedBlocksSchema = z
  .record(slugSchema, landingBlockSchema)
  .describe('Blocks by id (a slug), each placed in the text with <Block id="…" />');

export const successStoryPageSchema = successStorySchema.extend({ blocks: placedBlocksSchema.optional() });
export const whitePaperPageSchema = whitePaperSchema.extend({ blocks: placedBlocksSchema.optional() });
