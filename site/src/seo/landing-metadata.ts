import type { Metadata } from "next";
import { pageDomain, type PageParams } from "@/domain/page-domain";
import { getLandingByPath } from "@/page-data/content";
import { contentMetadata } from "./content-metadata";

/** Metadata of the landing served at a fixed route ("/", "/enterprise"). */
export async function landingMetadata(params: Promise<PageParams>, routePath: string): Promise<Metadata> {
  const resolved = pageDomain(await params);
  const landing = resolved && getLandingByPath(routePath, resolved.locale);
  if (!resolved || !landing) return {};
  return contentMetadata({ ...resolved, routePath, seo: landing.landing.seo, contentLocales: landing.locales });
}
