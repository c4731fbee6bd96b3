/** A path that ends in a file extension (`/x.php`, `/media/a.svg`). */
export const isFilePath = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname);

/** A path under /api, where only route handlers answer. */
export const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

/** Paths served by route handlers or as files, which have no locale and no page layout. */
export function isPagePath(pathname: string): boolean {
  return !isApiPath(pathname) && !isFilePath(pathname);
}

// What the site serves as files: build assets, public/ (favicon, error pictures) and the file routes (media,
// sitemaps, robots.txt, social cards, the feeds; under their folders only names with an extension, so /media/x stays a page
// path and a 404 from the proxy). The proxy checks only their host and adds the file headers (build assets under
// _next/static, which its matcher leaves alone, get the same headers from next.config.ts); proxy-matcher.test.ts
// checks every file in public/ is in this list.
const feedFiles = /^\/(?:[a-z]{2}\/)?(?:blog|press-releases)\/(?:rss|atom)\.xml$/i;
const servedFiles =
  /^\/(?:_next\/static\/|_next\/image|(?:media|sitemaps|social-card|errors)\/.*\.[a-z0-9]+$|sitemap\.xml$|robots\.txt$|favicon\.svg$)/i;

/** A file the site serves (build assets, public/, file routes): the proxy checks only its host (see `fileAnswer`). */
export const isServedFilePath = (pathname: string) => servedFiles.test(pathname) || feedFiles.test(pathname);

/** A file path the site serves nothing at (`/wp-login.php`, `/fr/x.txt`): a 404 from the proxy (see `nothingAt`). */
export const isUnservedFilePath = (pathname: string) => isFilePath(pathname) && !isServedFilePath(pathname);
