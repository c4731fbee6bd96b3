// What the Studio's catalogue forms edit (text fields, one entry per language) and the bodies they send. A language
// is sent when any of its texts is filled in; its position in the body tells the API's field errors where they belong.
import type { AuthoredCategory, AuthoredTariff, Locale } from "@storyfront/schemas";
import { catalogLanguages } from "./catalog-languages";

export type CategoryTexts = { title: string; seoTitle: string; seoKeywords: string; seoDescription: string };
export type CategoryDraft = { slug: string; texts: Record<Locale, CategoryTexts> };

const byLanguage = <T>(make: (language: Locale) => T) =>
  Object.fromEntries(catalogLanguages.map((language) => [language, make(language)])) as Record<Locale, T>;
const filled = (texts: Record<string, string>) => Object.values(texts).some((value) => value.trim() !== "");

export function categoryDraft(category: AuthoredCategory | null): CategoryDraft {
  return {
    slug: category?.slug ?? "",
    texts: byLanguage((language) => {
      const found = category?.translations.find((translation) => translation.language === language);
      return {
        title: found?.title ?? "",
        seoTitle: found?.seoTitle ?? "",
        seoKeywords: found?.seoKeywords ?? "",
        seoDescription: found?.seoDescription ?? "",
      };
    }),
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value);

export function categoryBody(draft: CategoryDraft) {
  const languageAt = catalogLanguages.filter((language) => filled(draft.texts[language]));
  return {
    languageAt,
    body: {
      slug: draft.slug,
      translations: languageAt.map((language) => {
        const texts = draft.texts[language];
        return {
          language,
          title: texts.title,
          seoTitle: orNull(texts.seoTitle),
          seoKeywords: orNull(texts.seoKeywords),
          seoDescription: orNull(texts.seoDescription),
        };
      }),
    },
  };
}

export type TariffTexts = {
  name: string;
  description: string;
  cost: string;
  options_title: string;
  /** One option per line. */
  options: string;
  button_text: string;
};
export type TariffDraft = { costNumeric: string; buttonLink: string; texts: Record<Locale, TariffTexts> };

export function tariffDraft(tariff: AuthoredTariff | null): TariffDraft {
  return {
    costNumeric: tariff ? String(tariff.cost_numeric) : "",
    buttonLink: tariff?.button_link ?? "/sales",
    texts: byLanguage((language) => {
      const found = tariff?.translations.find((translation) => translation.language === language);
      return {
        name: found?.name ?? "",
        description: found?.description ?? "",
        cost: found?.cost ?? "",
        options_title: found?.options_title ?? "",
        options: found?.options.join("\n") ?? "",
        button_text: found?.button_text ?? "",
      };
    }),
  };
}

/** A typed figure: digits become a number, anything else is sent as typed so the API names `cost_numeric`. */
const figure = (typed: string): number | string => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : typed);

export function tariffBody(draft: TariffDraft) {
  const languageAt = catalogLanguages.filter((language) => language === "en" || filled(draft.texts[language]));
  return {
    languageAt,
    body: {
      cost_numeric: figure(draft.costNumeric) as number,
      button_link: draft.buttonLink,
      translations: languageAt.map((language) => {
        const { options, ...texts } = draft.texts[language];
        return {
          language,
          ...texts,
          options: options
            .split("\n")
            .map((line) => line.trim())
            .filter((line) => line !== ""),
        };
      }),
    },
  };
}
