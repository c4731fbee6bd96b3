import { describe, expect, it } from "vitest";
import { checkContent } from "../check/check-content";
import { inLocale, libraryFor } from "../content-index";
import { resolveBlocks } from "../library";
import { repositoryContent } from "../test/repository-content";
import { translationRows } from "./translation-status";

const { content } = checkContent(repositoryContent.files, repositoryContent.mediaPaths);

function homeBlocks(locale: "en" | "fr" | "de") {
  const home = content.landings.get("home");
  if (!home) throw new Error("content/landings/home.json is missing");
  return resolveBlocks(inLocale(home, locale).blocks, libraryFor(content, locale));
}

describe("card texts of English pages", () => {
  it("shows a translated landing's success stories and guide in its locale, the English landing in English", () => {
    const cards = (locale: "en" | "fr" | "de") => {
      const blocks = homeBlocks(locale);
      const successes = blocks.find((block) => block.type === "successes");
      const guide = blocks.find((block) => block.type === "inspoGuide");
      return {
        successes: successes?.type === "successes" ? successes.stories : [],
        guide: guide?.type === "inspoGuide" ? guide : undefined,
      };
    };
    const english = cards("en");
    const french = cards("fr");
    expect(english.successes[0]).toMatchObject({ description: "Onboarding stories walk new customers through their first savings goal." });
    expect(french.successes[0]).toMatchObject({
      customer: "Northwind Bank",
      link: "/case-studies/case-study-onboarding-northwind-bank",
      description: "Des stories d'accueil guident les nouveaux clients jusqu'à leur premier objectif d'épargne.",
      metrics: [{ text: "de rétention après 30 jours" }, { text: "d'activations de cartes" }],
    });
    expect(french.successes[0]?.img.alt).toBe("L'application de Northwind Bank affichant une story Storyfront");
    expect(french.guide).toMatchObject({ name: "Guide de l'onboarding mobile", reportLink: "/white-papers/mobile-onboarding" });
    expect(cards("de").guide?.cover?.alt).toBe("Titelseite des Leitfadens für mobiles Onboarding");
  });

  it("reports card texts as the translation in the source file, and their absence as missing", () => {
    const rows = translationRows(content, repositoryContent.files, () => 1_000);
    const row = (locale: string, page: string) => rows.find((candidate) => candidate.locale === locale && candidate.page === page);
    expect(row("fr", "case-studies/case-study-onboarding-northwind-bank")).toMatchObject({
      translation: "case-studies/case-study-onboarding-northwind-bank.mdx",
      needs: [],
      shown: true,
    });
    // A study no translated landing shows has no cards, and none are asked for on a page.
    expect(row("fr", "case-studies/case-study-ugc-forkful")).toMatchObject({ needs: ["missing"], shown: false });
  });
});
