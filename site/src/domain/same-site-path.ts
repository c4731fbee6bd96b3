// The one check for every path a visitor hands us to go back to (`/api/draft?path=`, `/api/draft/exit?path=`,
// `/login?next=`, the proxy's own redirects): runs in route handlers, the proxy and the login page alike.

/** Stands in for our origin when the caller has none at hand; only equality with it matters. */
const placeholderOrigin = "http://same-site.invalid";

/** Longer than any page path we route (see pipeline/malformed-url.ts) with room for a query. */
const maxLength = 2000;

/**
 * The normalised same-origin path (pathname + search + hash) for `path`, or undefined when it is not a
 * path on this site. The input must be a root-relative path without control characters or backslashes
 * (browsers read `\` as `/` and drop tabs and newlines); it is resolved against `origin` the way a browser
 * resolves a Location header, and kept only when the result is on that origin and its normalised path
 * does not start with `//` (dot segments can collapse `/.//evil` into `//evil`, which a browser reads as
 * another host).
 */
export function sameSitePath(path: string | null | undefined, origin: string = placeholderOrigin): string | undefined {
  if (!path || path.length > maxLength || !path.startsWith("/") || path.startsWith("//")) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return undefined;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(path, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base.origin) return undefined;
  // Our pages never hold an encoded slash or backslash; one decoding step further down the line (a CDN, a
  // rewrite) could turn `/..%2F%2Fevil` into `//evil`, so such paths are refused rather than passed on.
  if (/%(2f|5c)/i.test(url.pathname)) return undefined;
  const result = `${url.pathname}${url.search}${url.hash}`;
  if (!result.startsWith("/") || result.startsWith("//") || result.startsWith("/\\")) return undefined;
  return result;
}
