// The site's route handlers (app/api/**/route.ts) as paths: any other /api path is a 404 from the proxy (see
// `nothingAt` there for why). handler-paths.test.ts keeps this list equal to the files.
export const routeHandlerPaths = [
  "/api/admin/[...path]",
  "/api/admin/media-upload",
  "/api/auth",
  "/api/auth/email-change/confirm",
  "/api/auth/invite/[code]",
  "/api/auth/password-reset",
  "/api/auth/password-reset/confirm",
  "/api/auth/signup",
  "/api/auth/signup/confirm",
  "/api/auth/signup/resend",
  "/api/auth/two-factor",
  "/api/blog-search",
  "/api/content/sync",
  "/api/dev/content-events",
  "/api/draft",
  "/api/draft/exit",
  "/api/lead",
  "/api/newsroom/preview",
  "/api/not-found",
  "/api/page-read/[id]",
  "/api/preview-diff/[...path]",
  "/api/profile",
  "/api/profile/[...path]",
  "/api/revalidate",
  "/api/sales-logic",
  "/api/studio/changes",
  "/api/studio/branch-diff",
  "/api/studio/branches",
  "/api/studio/check",
  "/api/studio/diff",
  "/api/studio/diff/report",
  "/api/studio/diff/stop",
  "/api/studio/document",
  "/api/studio/documents",
  "/api/studio/landing",
  "/api/studio/media",
  "/api/studio/media-library",
  "/api/studio/preview",
  "/api/studio/propose",
  "/api/studio/save",
  "/api/vitals",
];

// [...name] takes one or more segments, [name] exactly one.
const patterns = routeHandlerPaths.map(
  (route) => new RegExp(`^${route.replace(/\[\.\.\.[^\]]+\]/g, ".+").replace(/\[[^\]]+\]/g, "[^/]+")}$`),
);

/** Whether a path under /api is one a route handler answers (any other /api path is a 404). */
export function isRouteHandlerPath(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
