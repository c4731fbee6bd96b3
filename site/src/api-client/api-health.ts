// Whether the API answers at all, asked by the proxy before it lets an API-backed page render for the
// first time: a page whose data fetch fails while rendering reaches the visitor as Next's empty error
// shell (React renders error boundaries only in the browser), so when the API is down the proxy answers
// the complete 500 page itself — unless this process already served the route, whose cached copy
// Next keeps serving while revalidation fails.
import { matchRoute } from "@storyfront/schemas";
import { serverApi } from "./api-context";
import { callApi } from "./call-api";
import type { DomainInfo } from "@/domain/domain-info";

const healthTtlMs = 5_000;
let lastHealth: { baseUrl: string; healthy: boolean; until: number } | undefined;

export async function apiHealthy(domain: DomainInfo): Promise<boolean> {
  const now = Date.now();
  if (lastHealth && lastHealth.baseUrl === domain.ssrApiBaseUrl && lastHealth.until > now) return lastHealth.healthy;
  let healthy: boolean;
  try {
    await callApi({ ...serverApi(domain, domain.defaultLocale), timeoutMs: 2_000 }, "health");
    healthy = true;
  } catch {
    healthy = false;
  }
  lastHealth = { baseUrl: domain.ssrApiBaseUrl, healthy, until: now + healthTtlMs };
  return healthy;
}

/** Routes whose page needs the API to render (the route table's `needsApi`: lists, articles, pricing's tariffs, games, short items). */
export function isApiBackedRoute(routePath: string): boolean {
  const path = routePath.length > 1 ? routePath.replace(/\/+$/, "") : routePath;
  return matchRoute(path)?.family.needsApi ?? false;
}

const maxServed = 20_000;
const served = new Set<string>();

/** Routes this process let render while the API was up: Next holds a copy of each. */
export const servedRoutes = {
  has: (key: string) => served.has(key),
  add(key: string) {
    if (served.has(key)) return;
    if (served.size >= maxServed) served.delete(served.values().next().value as string);
    served.add(key);
  },
};
