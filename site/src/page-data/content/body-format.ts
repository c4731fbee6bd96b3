// Whether an entry's long text came from an MDX file (rendered as MDX) or a JSON file (paragraphs with
// inline marks). A locale without its own file shows the English source, so the source's format counts.
import type { Locale } from "@storyfront/schemas";
import type { BodyFormat } from "@/mdx/content-body";
import { loadContent } from "./load-content";

type Files = Partial<Record<Locale, string>>;

function formatOf(files: Files | undefined, locale: Locale): BodyFormat {
  const file = files?.[locale] ?? files?.en ?? "";
  return file.endsWith(".mdx") ? "mdx" : "json";
}

export const legalBodyFormat = (slug: string, locale: Locale) => formatOf(loadContent().legal.get(slug)?.files, locale);
export const whitePaperBodyFormat = (slug: string, locale: Locale) => formatOf(loadContent().whitePapers.get(slug)?.files, locale);
export const caseStudyBodyFormat = (slug: string) => formatOf(loadContent().caseStudies.get(slug)?.files, "en");
