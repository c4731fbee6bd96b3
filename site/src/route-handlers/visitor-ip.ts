import { isIP } from "node:net";

/**
 * The visitor's address for GET /sales-logic (spec §7): the first address of X-Forwarded-For, else
 * the connection's address (Next's server puts the socket address in X-Forwarded-For when no proxy
 * did, and X-Real-IP covers proxies that only set that). Ports and IPv6 brackets are dropped.
 */
export function visitorIp(headers: Headers): string | undefined {
  const candidates = [headers.get("x-forwarded-for")?.split(",")[0], headers.get("x-real-ip") ?? undefined];
  for (const candidate of candidates) {
    const ip = normalize(candidate);
    if (ip) return ip;
  }
  return undefined;
}

function normalize(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let ip = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed?.[1]) ip = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(":"));
  if (ip.startsWith("::ffff:") && isIP(ip.slice(7)) === 4) ip = ip.slice(7);
  return isIP(ip) ? ip : undefined;
}
