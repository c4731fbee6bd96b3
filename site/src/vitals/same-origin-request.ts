// Whether a state-changing request comes from a page of our own site: what browsers say in Sec-Fetch-Site and
// Origin (navigator.sendBeacon sends both). A request with neither is no browser's, and is refused too.
export function isSameOriginRequest(headers: Headers): boolean {
  const site = headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return false;
  const origin = headers.get("origin");
  if (origin === null) return site === "same-origin";
  try {
    return new URL(origin).host === (headers.get("host") ?? "").toLowerCase();
  } catch {
    return false;
  }
}
