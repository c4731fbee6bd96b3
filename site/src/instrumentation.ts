// Runs once as the site's server starts (next start, next dev, and src/server/main.ts through Next), before any
// request: a setting that would make the site unsafe stops the start with a message instead of acting per request,
// and content from a git remote is cloned before it is read.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ siteConfig }, { checkSessionCookieDomain }] = await Promise.all([
    import("@/domain/site-config"),
    import("@/requests/session-cookie-domain"),
  ]);
  checkSessionCookieDomain(process.env.SESSION_COOKIE_DOMAIN, siteConfig);
  // Content from a git remote: its bare clone is made (or fetched) before the first request reads content.
  const { prepareContentRepository } = await import("@/content-branches/content-repository");
  await prepareContentRepository();
}
