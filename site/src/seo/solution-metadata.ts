import type { Metadata } from "next";
import { pageDomain } from "@/domain/page-domain";
import { findApiLanding } from "@/page-data/api-landing-page";
import { findSolution } from "@/page-data/solution-content";
import type { SolutionParams } from "@/page-data/solution-page";
import { contentMetadata } from "./content-metadata";
import { pageMetadata } from "./page-metadata";

/** Metadata of /solutions/{slug} and /{slug}: the content's, else the API landing's (canonical at /solutions/{slug}). */
export async function solutionMetadata(params: Promise<SolutionParams>): Promise<Metadata> {
  const resolved = await params;
  const page = pageDomain(resolved);
  const solution = page && findSolution(resolved.slug, page.locale);
  if (page && !solution) {
    const landing = await findApiLanding(page.domain, page.locale, resolved.slug).catch(() => null);
    // Like every page: absolute canonical at /solutions/{slug}, social card, and the structured data the layout writes.
    return landing
      ? pageMetadata({
          ...page,
          routePath: `/solutions/${landing.slug}`,
          title: landing.seoTitle ? { absolute: landing.seoTitle } : landing.title,
          description: landing.seoDescription || landing.description,
          languages: [page.locale],
        })
      : {};
  }
  if (!page || !solution) return {};
  return contentMetadata({ ...page, routePath: solution.routePath, seo: solution.seo, contentLocales: solution.locales });
}
