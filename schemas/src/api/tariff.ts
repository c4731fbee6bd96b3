// GET /tariff-displayed — the tariffs shown on the pricing page (spec §3, §9).
import { z } from "zod";

export const displayedTariff = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Display text, e.g. "$599/mo" or "On request". */
  cost: z.string(),
  /** Monthly cost in USD; 0 when on request. */
  cost_numeric: z.number(),
  options_title: z.string(),
  options: z.array(z.string()),
  button: z.object({ text: z.string(), link: z.string() }),
  featured: z.boolean(),
});
export type DisplayedTariff = z.infer<typeof displayedTariff>;
export const displayedTariffList = z.array(displayedTariff);
