import type { SiteConfig } from "@/domain/site-config";
import { ensureClientId } from "./ensure-client-id";
import { ensureDomain } from "./ensure-domain";
import { i18nRouting } from "./i18n-routing";
import { lpLocale } from "./lp-locale";
import { responseHeaders } from "./response-headers";
import type { IncomingRequest, PipelineState, Step } from "./types";

/** The named steps the configuration may list (spec §4 "Middleware before each page, in order of names"). */
export const steps: Record<string, Step> = { ensureDomain, ensureClientId, lpLocale, i18nRouting, responseHeaders };

export function runPipeline(request: IncomingRequest, config: SiteConfig): PipelineState {
  let state: PipelineState = { request, config, setCookies: [], headers: {} };
  for (const name of config.pipeline) {
    const step = Object.hasOwn(steps, name) ? steps[name] : undefined;
    if (!step) return { ...state, answer: { status: 500, message: `Unknown middleware ${name}` } };
    state = step(state);
    if (state.answer || state.redirect) break;
  }
  return state;
}
