"use client";

import Cookies from "js-cookie";
import { useLayoutEffect } from "react";
import { localeCookie } from "@/i18n/locales";
import { clientIdMaxAgeDays, isClientId, type ClientIdCookie } from "./client-id-cookie";

type Props = { clientIdCookie: ClientIdCookie; locale: string };

/**
 * Writes the visitor's cookies in the browser, so the HTML every visitor receives carries no Set-Cookie
 * and a CDN may cache it (docs/several-instances.md): the client id (spec §4: read it; if
 * absent make a v4 id, write it, keep it) and the locale of the page (365 days, spec §9). The inline
 * script before it (visitor-cookies-script.ts) already did so while the HTML parsed; this island keeps
 * them right after client-side navigations (another locale's layout), where that script does not run.
 *
 * A layout effect of the first island in <body>: it runs before the effects of every island after it, so the id
 * the inline script wrote is there for their first same-origin API call (and with it x-client-id). When the id is
 * missing (cleared during the visit, or the inline script could not run), a new one is written once `uuid` has
 * loaded: `uuid` rather than crypto.randomUUID, which plain-http pages do not have (DECISIONS.md), and loaded only
 * then, not with every page; a route handler called before that gets its id from the proxy (ensure-client-id.ts).
 */
export function VisitorCookies({ clientIdCookie, locale }: Props) {
  useLayoutEffect(() => {
    const { name, domain } = clientIdCookie;
    if (isClientId(Cookies.get(name))) return;
    void import("uuid").then(({ v4 }) => {
      if (isClientId(Cookies.get(name))) return;
      Cookies.set(name, v4(), { expires: clientIdMaxAgeDays, path: "/", domain, sameSite: "lax", secure: false });
    });
  }, [clientIdCookie]);
  useLayoutEffect(() => {
    if (Cookies.get(localeCookie.name) !== locale) {
      Cookies.set(localeCookie.name, locale, { expires: localeCookie.maxAgeSeconds / 86_400, path: "/", sameSite: "lax", secure: false });
    }
  }, [locale]);
  return null;
}
