/**
 * Where /login sends a visitor back to: `?next=` only when it is a path on this site. Absolute URLs,
 * protocol-relative `//host`, backslash tricks (`/\host`, which browsers read as `//host`) and control
 * characters fall back to the home page, so the sign-in page cannot be used to send people elsewhere.
 */
export function safeNextPath(raw: string | null | undefined, fallback = "/"): string {
  if (!raw || raw.length > 2000) return fallback;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
  try {
    const url = new URL(raw, "http://same.site");
    if (url.origin !== "http://same.site") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The /login address that brings the visitor back to `path` afterwards. */
export function loginUrl(loginPath: string, path: string): string {
  return `${loginPath}?${new URLSearchParams({ next: safeNextPath(path) }).toString()}`;
}
