import { z } from "zod";
import { defineBlock } from "./define-block";
import { imageSchema, longTextSchema, textSchema } from "../primitives";

export const forWhoItemSchema = z.strictObject({
  title: textSchema,
  text: longTextSchema,
  points: z.array(textSchema).max(6).default([]),
  image: imageSchema.optional(),
});

/** For-who section: exactly two blocks (e.g. product owners and marketers). */
export const forWhoBlockSchema = z.strictObject({
  type: z.literal("forWho"),
  title: textSchema,
  items: z.tuple([forWhoItemSchema, forWhoItemSchema]).describe("Exactly two blocks"),
});

export const forWhoBlock = defineBlock(forWhoBlockSchema);
