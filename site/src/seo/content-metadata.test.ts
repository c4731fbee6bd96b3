import { describe, expect, it } from "vitest";
import { contentAlternates } from "@/i18n/content-alternates";
import { contentMetadata } from "./content-metadata";

const com = { baseUrl: "https://storyfront.com", availableLocales: ["en", "fr", "de", "es"] as const, defaultLocale: "en" as const };
const ru = { baseUrl: "https://storyfront.ru", availableLocales: ["ru"] as const, defaultLocale: "ru" as const };
const seo = { title: "Enterprise | Storyfront", description: "For large apps." };

describe("content alternates", () => {
  it("lists only the locales of this domain that have the file", () => {
    expect(contentAlternates("/enterprise", com, ["en", "de"])).toEqual({ en: "/enterprise", de: "/de/enterprise" });
    expect(contentAlternates("/", ru, ["en", "fr", "ru"])).toEqual({ ru: "/" });
    expect(contentAlternates("/faq", com)).toEqual({ en: "/faq", fr: "/fr/faq", de: "/de/faq", es: "/es/faq" });
  });
});

describe("content metadata", () => {
  it("gives the content's title as is, its description, and the localized canonical", () => {
    const metadata = contentMetadata({ domain: com, locale: "fr", routePath: "/enterprise", seo, contentLocales: ["en", "fr"] });
    expect(metadata.title).toEqual({ absolute: "Enterprise | Storyfront" });
    expect(metadata.description).toBe("For large apps.");
    expect(metadata.alternates?.canonical).toBe("https://storyfront.com/fr/enterprise");
    expect(metadata.alternates?.languages).toEqual({
      en: "https://storyfront.com/enterprise",
      fr: "https://storyfront.com/fr/enterprise",
      "x-default": "https://storyfront.com/enterprise",
    });
  });

  it("points an English fallback at the English original and lists no alternates for one language", () => {
    const metadata = contentMetadata({ domain: com, locale: "de", routePath: "/white-papers/fintech-report", seo, contentLocales: ["en"] });
    expect(metadata.alternates?.canonical).toBe("https://storyfront.com/white-papers/fintech-report");
    expect(metadata.alternates?.languages).toBeUndefined();
  });

  it("uses the ru domain's base URL on ru", () => {
    const metadata = contentMetadata({ domain: ru, locale: "ru", routePath: "/", seo, contentLocales: ["en", "ru"] });
    expect(metadata.alternates?.canonical).toBe("https://storyfront.ru/");
  });
});
