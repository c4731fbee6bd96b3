import { z } from "zod";
import { defineBlock } from "./define-block";
import { hrefSchema, longTextSchema, textSchema } from "../primitives";

/**
 * The landing sign-up e-mail (spec §5 "footer and landing sign-up e-mail"): name and e-mail fields whose
 * submit stays disabled until the e-mail passes the sign-up rule; a valid submit goes to `salesHref` (the
 * page's localized /sales) with e-mail and name as query parameters. Nothing is sent to a server.
 */
export const signupEmailBlockSchema = z.strictObject({
  type: z.literal("signupEmail"),
  title: textSchema,
  text: longTextSchema.optional(),
  namePlaceholder: textSchema.describe("Placeholder of the name field, e.g. Your name"),
  emailPlaceholder: textSchema.describe("Placeholder of the e-mail field, e.g. Work e-mail"),
  submit: textSchema.describe("Button text, e.g. Get a demo"),
  salesHref: hrefSchema.default("/sales").describe('The sales page of the landing\'s language: "/sales", "/fr/sales"…'),
});

export const signupEmailBlock = defineBlock(signupEmailBlockSchema);
