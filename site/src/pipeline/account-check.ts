import { mayEnter } from "@/account/permissions";
import { domainInfoFor } from "@/domain/domain-info";
import { getCurrentUser, serverApi } from "@/api-client";
import { accountGate } from "./account-gate";
import type { PipelineState } from "./types";

/**
 * The proxy's answer for the signed-in area, after the pipeline: a redirect to /login for visitors, 403
 * for a signed-in user whose rights do not cover the page (so the status is right even without
 * JavaScript), nothing otherwise. An expired token or an API failure lets the page through: its island
 * refreshes the session and checks the same rule.
 */
export async function accountCheck(state: PipelineState): Promise<{ redirect: string } | { status: 403 } | null> {
  const gate = accountGate({ routePath: state.routePath, locale: state.locale, ...state.request });
  if (gate.kind === "signIn") return { redirect: gate.redirect };
  if (gate.kind !== "check" || !gate.token || !state.site || !state.locale) return null;
  const domain = domainInfoFor(state.site, state.config);
  try {
    const user = await getCurrentUser({ ...serverApi(domain, state.locale), token: gate.token });
    if (user !== "expired" && !mayEnter(gate.area, user)) return { status: 403 };
  } catch (error) {
    console.error("account check failed", error instanceof Error ? error.message : error);
  }
  return null;
}
