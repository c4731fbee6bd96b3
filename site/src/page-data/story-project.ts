import { getProjectStyles, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import { liveSettings } from "@/domain/site-config";
import type { Locale } from "@/i18n/locales";
import { sanitizeCssText } from "@/sanitize/sanitize-css";

/**
 * The project whose story styles (GET /project/{id}/story-styles) the game, short-item and landing pages
 * use: `STORY_STYLES_PROJECT` (an id or slug). Empty means no call and no styles.
 */
export function storyStylesProject(configured: string | undefined = liveSettings.storyStylesProject()): string | null {
  const value = configured?.trim();
  return value && /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : null;
}

/** The project's story CSS, sanitized; null when unset or empty (a failed call is only logged by the client). */
export async function loadStoryStyles(domain: DomainInfo, locale: Locale): Promise<{ project: string; css: string } | null> {
  const project = storyStylesProject();
  if (!project) return null;
  const css = sanitizeCssText(await getProjectStyles(serverApi(domain, locale), project));
  return css ? { project, css } : null;
}
