import { getCaseStudy, getPlacedBlocks } from "@/page-data/content";
import { caseStudyBodyFormat } from "@/page-data/content/body-format";

/** Everything a case study's page shows: the story, and its body's format and placed blocks (source language only). */
export function caseStudyPage(slug: string) {
  const study = getCaseStudy(slug);
  return study && { study, format: caseStudyBodyFormat(study.slug), blocks: getPlacedBlocks("caseStudies", study.slug) };
}

export type CaseStudyPage = NonNullable<ReturnType<typeof caseStudyPage>>;
