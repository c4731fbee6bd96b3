import type { Metadata } from "next";
import { pageDomain, type PageParams } from "@/domain/page-domain";
import { findLegalPage, type LegalSlug } from "@/page-data/legal-page";
import { contentMetadata } from "./content-metadata";

/** Metadata of /legal, /policy, /terms and /offer. */
export async function legalMetadata(params: Promise<PageParams>, slug: LegalSlug): Promise<Metadata> {
  const resolved = pageDomain(await params);
  const found = resolved && findLegalPage(slug, resolved.locale);
  if (!resolved || !found) return {};
  return contentMetadata({ ...resolved, routePath: `/${slug}`, seo: found.page.seo, contentLocales: found.locales });
}
