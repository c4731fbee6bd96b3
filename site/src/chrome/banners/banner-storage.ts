/** Where each banner remembers that it was closed (spec §2.5, §9). */
export const topBannerKey = (href: string) => `sf_top_banner_closed:${href}`;

export const runningLineCookie = (version: number) => `sf_running_line_v${version}`;

/** Cookie names of older running-line versions, cleared when a newer version shows. */
export const olderRunningLineCookies = (version: number) =>
  Array.from({ length: Math.max(0, version - 1) }, (_, index) => runningLineCookie(index + 1));

export const consentCookie = "sf_cookie_consent";

/**
 * The attribute on `<html>` that says a banner was closed on an earlier visit: rules about the other banners read it
 * (on a phone the running line waits for the top banner to go, banners.module.css).
 */
export const closedMark = (elementId: string) => `data-closed-${elementId}`;

/**
 * A tiny script that runs while the HTML is parsed, before first paint, and hides a banner the visitor
 * already closed with a style rule, so it can stand before the banner's markup: the scripts at the top
 * of the page then run one after the other, and the parser goes through the page's first screen in one
 * stretch instead of stopping after each banner (which painted the page in slices). Pages stay static,
 * nothing flashes or shifts, and React then agrees (the island removes the banner). It also marks `<html>` (closedMark).
 */
export function hideIfDismissedScript(elementId: string, check: { localStorageKey: string } | { cookie: string }): string {
  const test =
    "localStorageKey" in check
      ? `localStorage.getItem(${JSON.stringify(check.localStorageKey)})`
      : `document.cookie.split("; ").some(function(c){return c.indexOf(${JSON.stringify(`${check.cookie}=`)})===0})`;
  const rule = JSON.stringify(`#${elementId}{display:none}`);
  const mark = JSON.stringify(closedMark(elementId));
  return (
    `try{if(${test}){var s=document.createElement("style");s.textContent=${rule};document.head.appendChild(s);` +
    `document.documentElement.setAttribute(${mark},"")}}catch(e){}`
  );
}
