import { loginUrl } from "@/account/next-path";
import { authCookieNames } from "@/requests/auth-cookies";

/** Where the online Studio signs people in, on its own host. */
export const studioSignInPath = "/studio/sign-in";

export type StudioGate =
  /** Served as is: the sign-in page, its route handlers, the relays (the API checks those per call), files. */
  | { kind: "pass" }
  | { kind: "redirect"; to: string }
  /** A Studio page: the proxy asks the API who is signed in (403 unless they may use the Studio). */
  | { kind: "check"; token: string | null }
  | { kind: "missing" };

/** Route handlers the Studio's pages call: sign-in (with its two-factor step) and the signed-in relays. */
const studioHandlers = ["/api/auth", "/api/auth/two-factor"];
const studioRelays = ["/api/admin/", "/api/newsroom/"];
/** The content files' routes (issue 40): each checks the session and the permission itself (content-branches/online-editor.ts). */
const contentFileRoutes = "/api/studio/";

/**
 * The files the Studio's pages use: its icon, the error pages' pictures and every picture a page can show (the media
 * library's and the site's own /media/, which the editor previews); not the site's sitemaps, feeds or cards.
 */
const isStudioFile = (pathname: string) =>
  pathname === "/favicon.svg" || pathname === "/favicon.ico" || pathname.startsWith("/errors/") || pathname.startsWith("/media/");

/**
 * The door of the online Studio's host, decided from the path and the cookies only. Nothing of the public site
 * answers here (404). The content files' routes (/api/studio/…) pass to their handlers, which answer 404 unless
 * content comes from git and the signed-in user may edit it. Without a session a Studio page sends the visitor to
 * the sign-in, and back afterwards.
 */
export function studioGate(input: {
  pathname: string;
  search: string;
  cookies: Readonly<Record<string, string>>;
  isFile: boolean;
}): StudioGate {
  const { pathname } = input;
  if (pathname === "/") return { kind: "redirect", to: "/studio" };
  if (pathname === studioSignInPath || (input.isFile && isStudioFile(pathname))) return { kind: "pass" };
  if (studioHandlers.includes(pathname) || studioRelays.some((prefix) => pathname.startsWith(prefix))) return { kind: "pass" };
  if (pathname.startsWith(contentFileRoutes)) return { kind: "pass" };
  if (pathname !== "/studio" && !pathname.startsWith("/studio/")) return { kind: "missing" };
  const token = input.cookies[authCookieNames.token] || null;
  const refreshToken = input.cookies[authCookieNames.refreshToken] || null;
  if (!token && !refreshToken) return { kind: "redirect", to: loginUrl(studioSignInPath, `${pathname}${input.search}`) };
  return { kind: "check", token };
}
