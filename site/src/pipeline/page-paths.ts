/** Paths served by route handlers or as files, which have no locale and no page layout. */
export function isPagePath(pathname: string): boolean {
  return !pathname.startsWith("/api/") && pathname !== "/api" && !/\.[a-z0-9]+$/i.test(pathname);
}
