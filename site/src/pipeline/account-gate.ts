import { accountAreaOf, type AccountArea } from "@/account/permissions";
import { loginUrl } from "@/account/next-path";
import { localePath } from "@/i18n/locale-path";
import { authCookieNames } from "@/requests/auth-cookies";
import type { Locale } from "@/i18n/locales";

export type AccountGate =
  | { kind: "open" }
  /** Nobody signed in: off to /login, and back here afterwards. */
  | { kind: "signIn"; redirect: string }
  /** Someone may be signed in: the proxy asks the API who, and answers 403 when the area is not theirs. */
  | { kind: "check"; area: AccountArea; token: string | null };

/**
 * The signed-in area's door (spec §9 login redirect): decided from the route and the cookies only, so a
 * visitor is sent to /login before anything renders (the page itself stays static).
 */
export function accountGate(input: {
  routePath: string | undefined;
  locale: Locale | undefined;
  pathname: string;
  search: string;
  cookies: Readonly<Record<string, string>>;
}): AccountGate {
  if (!input.routePath || !input.locale) return { kind: "open" };
  const area = accountAreaOf(input.routePath);
  if (!area) return { kind: "open" };
  const token = input.cookies[authCookieNames.token] || null;
  const refreshToken = input.cookies[authCookieNames.refreshToken] || null;
  if (!token && !refreshToken)
    return { kind: "signIn", redirect: loginUrl(localePath(input.locale, "/login"), `${input.pathname}${input.search}`) };
  return { kind: "check", area, token: token ?? null };
}
