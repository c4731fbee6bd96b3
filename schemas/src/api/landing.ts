// GET /lp/config?format=json — the landing config (spec §3).
import { z } from "zod";

export const landingConfigQuery = z.object({
  format: z.literal("json", { error: "must be json" }).optional(),
});

export const landingConfig = z.object({
  enabled_introbar: z.boolean(),
  link: z.string(),
  widget_ph: z.string(),
});
export type LandingConfig = z.infer<typeof landingConfig>;
