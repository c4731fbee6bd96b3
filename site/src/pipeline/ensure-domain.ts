import { findSite } from "@/domain/allowed-hosts";
import type { Step } from "./types";

/** Spec §5: a host outside the allow-list gets the 403 page. */
export const ensureDomain: Step = (state) => {
  const site = findSite(state.request.host, state.config);
  if (!site) return { ...state, answer: { status: 403 } };
  return { ...state, site };
};
