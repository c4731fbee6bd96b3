import { PageAlternates } from "./alternates";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "./locales";
import { contentAlternates } from "./content-alternates";

/** Tells the footer's language switch where this content page really exists (only locales with a file). */
export function ContentPageAlternates({
  routePath,
  domain,
  locales,
}: {
  routePath: string;
  domain: Pick<DomainInfo, "availableLocales">;
  locales?: readonly Locale[];
}) {
  return <PageAlternates alternates={contentAlternates(routePath, domain, locales)} />;
}
