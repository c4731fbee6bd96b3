// Runs once as the site's server starts (next start, next dev, and src/server/main.ts through Next), before any
// request: a setting that would make the site unsafe stops the start with a message instead of acting per request.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ siteConfig }, { checkSessionCookieDomain }] = await Promise.all([
    import("@/domain/site-config"),
    import("@/requests/session-cookie-domain"),
  ]);
  checkSessionCookieDomain(process.env.SESSION_COOKIE_DOMAIN, siteConfig);
}
