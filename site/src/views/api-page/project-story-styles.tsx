import type { loadStoryStyles } from "@/page-data/story-project";

/** The project's story CSS as a <style> element; nothing when there is none. */
export function ProjectStoryStyles({ styles }: { styles: Awaited<ReturnType<typeof loadStoryStyles>> }) {
  if (!styles) return null;
  return <style data-project-styles={styles.project} dangerouslySetInnerHTML={{ __html: styles.css }} />;
}
