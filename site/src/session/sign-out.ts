import Cookies from "js-cookie";
import { localeCookie, type Locale } from "@/i18n/locales";
import { callSiteRoute } from "@/api-client/site-route";

/**
 * Sign-out of spec §4: DELETE /auth (through the same-origin handler, which also drops the token
 * cookies), the locale goes back to the domain's default, then the domain's home reloads.
 */
export async function signOut(defaultLocale: Locale, go: (url: string) => void = (url) => window.location.assign(url)) {
  try {
    await callSiteRoute("/api/auth", { method: "DELETE" });
  } catch (error) {
    console.error("sign-out failed", error);
  }
  Cookies.set(localeCookie.name, defaultLocale, { expires: 365, path: "/", sameSite: "lax" });
  go("/");
}
