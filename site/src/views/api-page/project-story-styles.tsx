import { getProjectStyles, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { sanitizeCssText } from "@/sanitize/sanitize-css";
import { storyStylesProject } from "@/page-data/story-project";

/** The project's story CSS as a <style> element; nothing when unset or when the call fails (only logged). */
export async function ProjectStoryStyles({ domain, locale }: { domain: DomainInfo; locale: Locale }) {
  const project = storyStylesProject();
  if (!project) return null;
  const css = sanitizeCssText(await getProjectStyles(serverApi(domain, locale), project));
  if (!css) return null;
  return <style data-project-styles={project} dangerouslySetInnerHTML={{ __html: css }} />;
}
