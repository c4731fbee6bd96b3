"use client";

import { useSalesMode } from "@/session/use-sales-logic";
import type { NavLink } from "@/chrome/nav-types";

/** Pricing, or the sales page when the visitor is in the sales-team mode (spec §2.1, §4). */
export function PricingLink({ pricing, sales }: { pricing: NavLink; sales: string }) {
  const mode = useSalesMode();
  return (
    <a href={mode === "salesTeam" ? sales : pricing.href} data-sales-mode={mode}>
      {pricing.label}
    </a>
  );
}
