/**
 * The project whose story styles (GET /project/{id}/story-styles) the game, short-item and landing pages
 * use: `STORY_STYLES_PROJECT` (an id or slug). Empty means no call and no styles.
 */
export function storyStylesProject(env: Record<string, string | undefined> = process.env): string | null {
  const value = env.STORY_STYLES_PROJECT?.trim();
  return value && /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : null;
}
