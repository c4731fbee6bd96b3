// Where the e-mailed links point: the site of this deployment as configured (SITE_BASE_URL for the com variant,
// SITE_BASE_URL_RU for the ru variant, chosen by the request's language) — never a host or scheme a request names,
// which a caller could set to another environment's or another owner's host and have a live token mailed there.
import type { RequestContext } from "../http/context";

export function linkOrigin(ctx: RequestContext): string {
  return ctx.lang === "ru" ? ctx.options.siteBaseUrlRu : ctx.options.siteBaseUrl;
}
