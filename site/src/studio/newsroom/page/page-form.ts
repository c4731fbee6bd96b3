// The page as the newsroom's form holds it: the API's pageFields (every default filled in), English first.
import { apiLocales, PageType, type ApiLocale, type AuthoredPage, type PageFields, type PageTypeValue } from "@storyfront/schemas";

export type PageForm = PageFields;
export type Translation = PageForm["translations"][number];

/** The texts each language has, in the order the form shows them. */
export const translationFields = [
  "title",
  "description",
  "content",
  "seoTitle",
  "seoDescription",
  "seoKeywords",
  "navLabel",
  "authorSubtitle",
] as const;
export type TranslationField = (typeof translationFields)[number];

export const translationLabels: Record<TranslationField, string> = {
  title: "Title",
  description: "Description",
  content: "Body",
  seoTitle: "SEO title",
  seoDescription: "SEO description",
  seoKeywords: "SEO keywords",
  navLabel: "Menu label",
  authorSubtitle: "Author role",
};

export const languageNames: Record<ApiLocale, string> = {
  en: "English",
  ru: "Russian",
  fr: "French",
  de: "German",
  es: "Spanish",
} as Record<ApiLocale, string>;

export const allLanguages: readonly ApiLocale[] = apiLocales;

/** Spec §3's page types in words, for the type pickers and the list. */
export const pageTypeLabels: Record<PageTypeValue, string> = {
  [PageType.default]: "Page",
  [PageType.documentation]: "Documentation",
  [PageType.faq]: "FAQ",
  [PageType.news]: "News",
  [PageType.blog]: "Blog post",
  [PageType.webStory]: "Web story",
  [PageType.pressRelease]: "Press release",
  [PageType.caseStudies]: "Case study",
  [PageType.industryInsights]: "Industry insight",
  [PageType.landingPage]: "Landing page",
  [PageType.glossary]: "Glossary",
};

export const emptyTranslation = (language: ApiLocale, title = ""): Translation => ({
  language,
  title,
  description: "",
  content: "",
  seoTitle: null,
  seoDescription: null,
  seoKeywords: null,
  navLabel: null,
  authorSubtitle: null,
});

/** The fields of a page as the API answered it, without its state (id, version, dates). */
export function formOf(page: AuthoredPage | PageFields): PageForm {
  return {
    type: page.type,
    slug: page.slug,
    order: page.order,
    image: page.image,
    imageSquare: page.imageSquare,
    author: page.author,
    authorSubtitle: page.authorSubtitle,
    authorImage: page.authorImage,
    storyCover: page.storyCover,
    icon: page.icon,
    categoryIds: [...page.categoryIds],
    tagIds: [...page.tagIds],
    // English first: it is the source the other languages are written from.
    translations: [...page.translations].sort((a, b) => Number(b.language === "en") - Number(a.language === "en")),
  };
}

export const translationOf = (form: PageForm, language: ApiLocale): Translation | undefined =>
  form.translations.find((translation) => translation.language === language);

/** A copy of the form with one language's texts changed (added when the page lacks that language). */
export function withTranslation(form: PageForm, language: ApiLocale, change: Partial<Translation>): PageForm {
  const existing = translationOf(form, language);
  const translations = existing
    ? form.translations.map((translation) => (translation.language === language ? { ...translation, ...change } : translation))
    : [...form.translations, { ...emptyTranslation(language), ...change }];
  return { ...form, translations };
}

/** A short slug from an English title: lower-case words joined by hyphens, as pageSlug wants. */
export function slugOf(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
}
