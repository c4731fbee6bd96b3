import type { Step } from "./types";

/**
 * Rewrites a visible page path to the internal one, `/{site}/{locale}{routePath}`, so every page is
 * rendered statically once per host and locale (app/[site]/[locale]/…) while server components still
 * know the domain they serve. The visitor's URL never changes.
 */
export const i18nRouting: Step = (state) => {
  const { site, locale, routePath, request } = state;
  if (!site || !locale || routePath === undefined) return state;
  const trimmed = routePath === "/" ? "" : routePath.replace(/\/+$/, "");
  return { ...state, rewrite: `/${encodeURIComponent(site.hostname)}/${locale}${trimmed}${request.search}` };
};
