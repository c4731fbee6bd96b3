import { liveSettings } from "@/domain/site-config";

/**
 * The project whose story styles (GET /project/{id}/story-styles) the game, short-item and landing pages
 * use: `STORY_STYLES_PROJECT` (an id or slug). Empty means no call and no styles.
 */
export function storyStylesProject(configured: string | undefined = liveSettings.storyStylesProject()): string | null {
  const value = configured?.trim();
  return value && /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : null;
}
