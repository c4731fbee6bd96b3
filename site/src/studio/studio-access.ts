// Who may reach the Studio: only `next dev` started by `npm run studio` (STORYFRONT_STUDIO=1), only on this
// machine's own host names, and for changes only from the Studio's own page (same origin). A production
// build never serves it: the proxy and the page both answer 404 there.

/** Host names of this machine; the Studio writes files, so it never answers a name another machine could use. */
const localHostnames = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function studioEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV === "development" && env.STORYFRONT_STUDIO === "1";
}

export function isStudioPath(pathname: string): boolean {
  return pathname === "/studio" || pathname.startsWith("/studio/") || pathname === "/api/studio" || pathname.startsWith("/api/studio/");
}

/** The host name of a Host header without its port, lower-cased; null when malformed. */
function hostnameOf(host: string | null): string | null {
  if (!host) return null;
  const match = /^(\[[0-9a-f:]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(host.trim());
  return match?.[1]?.toLowerCase() ?? null;
}

export function isLocalHost(host: string | null): boolean {
  const name = hostnameOf(host);
  return name !== null && localHostnames.has(name);
}

/** A request the Studio may answer: enabled, local host, and for writes sent by the Studio page itself. */
export function studioRequestAllowed(
  request: { method: string; headers: Headers },
  env: Record<string, string | undefined> = process.env,
): boolean {
  if (!studioEnabled(env) || !isLocalHost(request.headers.get("host"))) return false;
  if (request.method === "GET" || request.method === "HEAD") return true;
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return false;
  const origin = request.headers.get("origin");
  if (origin === null) return site === "same-origin";
  try {
    return new URL(origin).host === request.headers.get("host");
  } catch {
    return false;
  }
}
