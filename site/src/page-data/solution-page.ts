// /solutions/{slug} (com, English only): an industry/feature catalogue entry turned into blocks, or a landing
// file whose path is /solutions/{slug} (so adding a landing is one new content file and nothing else), or else
// a landing page published at the API (the content file wins on a slug clash).
import type { DomainInfo } from "@/domain/domain-info";
import type { PageParams } from "@/domain/page-domain";
import type { Locale } from "@/i18n/locales";
import { draftsVisible } from "@/preview/drafts";
import { findApiLanding } from "./api-landing-page";
import { findSolution } from "./solution-content";

export type SolutionParams = PageParams & { slug: string };

/** The solution at a slug; none when there is neither, or the content is a hidden draft. */
export async function solutionPage(domain: DomainInfo, locale: Locale, slug: string) {
  const solution = findSolution(slug, locale);
  if (solution?.draft && !(await draftsVisible())) return undefined;
  if (solution) return { from: "content", solution } as const;
  const landing = await findApiLanding(domain, locale, slug);
  return landing ? ({ from: "api", slug, landing } as const) : undefined;
}

export type SolutionPage = NonNullable<Awaited<ReturnType<typeof solutionPage>>>;
