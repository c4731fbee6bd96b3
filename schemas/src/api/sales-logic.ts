// GET /sales-logic?user_ip= — which sales mode a visitor sees (spec §3, §7).
import { z } from "zod";

export const salesLogicQuery = z.object({
  user_ip: z.union([z.ipv4(), z.ipv6()], { error: "must be an IPv4 or IPv6 address" }).optional(),
});

/** The site keeps `behavior` only when it is an object. */
export const salesLogicBehavior = z.object({ salesLogic: z.enum(["default", "salesTeam"]) });
export const salesLogic = z.object({ behavior: salesLogicBehavior });
export type SalesLogic = z.infer<typeof salesLogic>;
