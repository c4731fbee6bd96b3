"use client";

import { salesModeOf, type SalesMode } from "./sales-logic";
import { callSiteRoute } from "@/api-client/site-route";
import { useVisitorAnswer } from "./visitor-answer";

const fetchBehavior = async (url: string) => {
  const response = await callSiteRoute(url);
  if (!response.ok) return null;
  return ((await response.json()) as { behavior: Record<string, unknown> | null }).behavior;
};

/** default or salesTeam (spec §4). Until the answer arrives, and when it fails, the default mode. */
export function useSalesMode(): SalesMode {
  return salesModeOf(useVisitorAnswer("/api/sales-logic", fetchBehavior));
}
