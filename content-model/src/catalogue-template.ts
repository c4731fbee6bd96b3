// The template that turns an industry or feature entry (spec §3 shape) into the blocks of /solutions/{slug}.
import type { Block, LandingBlock, CatalogueEntry, SiteSettings } from "@storyfront/schemas";
import { resolveBlocks, type ContentLibrary } from "./library";

export function catalogueEntryBlocks(entry: CatalogueEntry, template: SiteSettings["solutionTemplate"], library: ContentLibrary): Block[] {
  const guideSlug = /^\/white-papers\/([a-z0-9-]+)$/.exec(entry.inspoGuide.reportLink)?.[1];
  const cover = guideSlug ? library.whitePapers.get(guideSlug)?.cover : undefined;
  const contentBlocks: LandingBlock[] = [
    {
      type: "intro",
      titleLines: entry.title,
      subtitle: entry.subtitle,
      primaryButton: template.primaryButton,
      secondaryButton: template.secondaryButton,
      image: entry.picture,
      partnersTitle: template.partnersTitle,
      partners: entry.partnerships,
    },
    { type: "numbers", title: template.numbersTitle, items: entry.numbers },
    {
      type: "features",
      title: entry.features.title,
      subtitle: entry.features.subtitle,
      items: entry.features.items,
      button: template.primaryButton,
      secondButton:
        entry.features.btn2 && entry.features.btn2Resource ? { label: entry.features.btn2, href: entry.features.btn2Resource } : undefined,
    },
    {
      type: "awards",
      title: template.awardsTitle,
      reviewsTitle: template.reviewsTitle,
      badges: template.awards,
      reviews: entry.reviews,
    },
    { type: "successes", title: template.successesTitle, stories: entry.successes },
  ];
  return [...resolveBlocks(contentBlocks, library), { type: "inspoGuide", ...entry.inspoGuide, cover }, template.salesBlock];
}
