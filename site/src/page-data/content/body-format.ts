// Whether an entry's long text came from an MDX file (rendered as MDX) or a JSON file (paragraphs with
// inline marks). A locale without its own file shows the English source, so the source's format counts.
import { sourceFormat, type SourceFormat } from "@storyfront/content-model/source-format";
import type { Locale } from "@storyfront/schemas";
import { loadContent } from "./load-content";
import { sourceLocale } from "@/i18n/locales";

type Entry = Parameters<typeof sourceFormat>[0] | undefined;

const formatOf = (entry: Entry, locale: Locale): SourceFormat => (entry ? sourceFormat(entry, locale) : "json");

export const legalBodyFormat = (slug: string, locale: Locale) => formatOf(loadContent().legal.get(slug), locale);
export const whitePaperBodyFormat = (slug: string, locale: Locale) => formatOf(loadContent().whitePapers.get(slug), locale);
export const caseStudyBodyFormat = (slug: string) => formatOf(loadContent().caseStudies.get(slug), sourceLocale);
