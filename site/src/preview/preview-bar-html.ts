// The preview bar as plain markup, for the error pages the proxy answers before any route renders: a
// reviewer on a preview sees which build a 404 or 500 came from, as on every other page.
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/locale-path";
import { buildChanges } from "./build-changes";
import { previewBuild } from "./preview-build";
import { reviewBarTexts } from "./review-bar-texts";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Empty outside preview builds. */
export function previewBarHtml(locale: Locale): string {
  const build = previewBuild();
  if (!build) return "";
  const texts = reviewBarTexts(locale, buildChanges()?.report?.pages.length);
  const commit = build.commit ? `<span>${escape(texts.commit)} <code>${escape(build.commit.slice(0, 7))}</code></span>` : "";
  const style = "display:flex;flex-wrap:wrap;gap:4px 16px;align-items:center;padding:8px 20px;background:#14171f;color:#fff;font-size:14px";
  return (
    `<aside aria-label="${escape(texts.previewLabel)}" data-preview-bar="" style="${style}">` +
    `<span>${escape(texts.previewOf)} <strong>${escape(build.branch)}</strong></span>${commit}` +
    `<span>${escape(texts.base)} <strong>${escape(build.base)}</strong></span>` +
    `<a href="${localePath(locale, "/_preview/changes")}" ` +
    `style="color:#fff;padding:0;background:none;font-weight:600;text-decoration:underline">${escape(texts.changed)}</a></aside>`
  );
}
