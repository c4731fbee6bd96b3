// Where the e-mailed links point: the site the visitor used, as the site's server names it (x-forwarded-host and
// x-forwarded-proto of its API calls) — but only a host of a site allowed to use the API (the hostnames of the CORS
// origins), so a caller cannot make the API mail links to another domain. Anything else gets the default site.
import type { RequestContext } from "../http/context";

const hostPattern = /^([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?$/;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim().toLowerCase();

export function linkOrigin(ctx: RequestContext): string {
  const { corsOrigins, siteBaseUrl } = ctx.options;
  const match = hostPattern.exec(first(ctx.request.headers["x-forwarded-host"]) ?? "");
  const hostnames = new Set(corsOrigins.map((origin) => (URL.canParse(origin) ? new URL(origin).hostname : "")));
  if (!match?.[1] || !hostnames.has(match[1])) return siteBaseUrl;
  const proto = first(ctx.request.headers["x-forwarded-proto"]);
  const local = match[1] === "localhost" || match[1].endsWith(".localhost");
  const scheme = proto === "http" || proto === "https" ? proto : local ? "http" : "https";
  return `${scheme}://${match[0]}`;
}
