// Demo categories, tag groups and tags. All text is written for this project.
import type { ApiLocale } from "@storyfront/schemas";

type Titles = Partial<Record<ApiLocale, string>>;

/** Blog categories (type 4) in menu order. "archive" has no title on purpose: menus skip untitled categories. */
export const demoBlogCategories: { slug: string; titles: Titles }[] = [
  {
    slug: "product-updates",
    titles: {
      en: "Product updates",
      fr: "Nouveautés produit",
      de: "Produkt-Neuigkeiten",
      es: "Novedades del producto",
      ru: "Новости продукта",
    },
  },
  {
    slug: "growth",
    titles: {
      en: "Growth and retention",
      fr: "Croissance et rétention",
      de: "Wachstum und Bindung",
      es: "Crecimiento y retención",
      ru: "Рост и удержание",
    },
  },
  { slug: "onboarding", titles: { en: "Onboarding", fr: "Onboarding", de: "Onboarding", es: "Onboarding", ru: "Онбординг" } },
  { slug: "gamification", titles: { en: "Gamification", fr: "Gamification", de: "Gamification", es: "Gamificación", ru: "Геймификация" } },
  {
    slug: "content-strategy",
    titles: {
      en: "Content strategy",
      fr: "Stratégie de contenu",
      de: "Content-Strategie",
      es: "Estrategia de contenido",
      ru: "Контент-стратегия",
    },
  },
  {
    slug: "analytics",
    titles: {
      en: "Analytics and A/B testing",
      fr: "Analyse et tests A/B",
      de: "Analytik und A/B-Tests",
      es: "Analítica y pruebas A/B",
      ru: "Аналитика и A/B-тесты",
    },
  },
  {
    slug: "industry-notes",
    titles: { en: "Industry notes", fr: "Notes sectorielles", de: "Branchennotizen", es: "Notas del sector", ru: "Отраслевые заметки" },
  },
  { slug: "archive", titles: {} },
];

/** Landing-page categories (type 9). */
export const demoLandingCategories: { slug: "industry" | "features"; titles: Titles }[] = [
  { slug: "industry", titles: { en: "Industries", fr: "Secteurs", de: "Branchen", es: "Sectores", ru: "Отрасли" } },
  { slug: "features", titles: { en: "Features", fr: "Fonctionnalités", de: "Funktionen", es: "Funciones", ru: "Возможности" } },
];

/** Other page types get one category each, so every page has one. */
export const demoOtherCategories: { slug: string; type: number; titles: Titles }[] = [
  { slug: "press", type: 6, titles: { en: "Press releases", ru: "Пресс-релизы" } },
  { slug: "web-stories", type: 5, titles: { en: "Web stories" } },
  { slug: "faq", type: 2, titles: { en: "Frequently asked questions", ru: "Частые вопросы" } },
  { slug: "glossary", type: 10, titles: { en: "Glossary" } },
];

export const demoTagGroups: { key: string; names: Titles }[] = [
  { key: "topic", names: { en: "Topic", fr: "Sujet", de: "Thema", es: "Tema", ru: "Тема" } },
  { key: "format", names: { en: "Format", fr: "Format", de: "Format", es: "Formato", ru: "Формат" } },
];

export const demoTags: { slug: string; group: string; names: Titles }[] = [
  { slug: "stories", group: "format", names: { en: "Stories", fr: "Stories", de: "Stories", es: "Stories", ru: "Истории" } },
  { slug: "video", group: "format", names: { en: "Video", fr: "Vidéo", de: "Video", es: "Vídeo", ru: "Видео" } },
  { slug: "quizzes", group: "format", names: { en: "Quizzes", fr: "Quiz", de: "Quizze", es: "Cuestionarios", ru: "Викторины" } },
  { slug: "widgets", group: "format", names: { en: "Widgets", fr: "Widgets", de: "Widgets", es: "Widgets", ru: "Виджеты" } },
  {
    slug: "onboarding",
    group: "topic",
    names: { en: "Onboarding", fr: "Onboarding", de: "Onboarding", es: "Onboarding", ru: "Онбординг" },
  },
  {
    slug: "gamification",
    group: "topic",
    names: { en: "Gamification", fr: "Gamification", de: "Gamification", es: "Gamificación", ru: "Геймификация" },
  },
  {
    slug: "ab-testing",
    group: "topic",
    names: { en: "A/B testing", fr: "Tests A/B", de: "A/B-Tests", es: "Pruebas A/B", ru: "A/B-тесты" },
  },
  { slug: "retention", group: "topic", names: { en: "Retention", fr: "Rétention", de: "Bindung", es: "Retención", ru: "Удержание" } },
  {
    slug: "ugc",
    group: "topic",
    names: { en: "User content", fr: "Contenu utilisateur", de: "Nutzerinhalte", es: "Contenido de usuarios", ru: "Контент пользователей" },
  },
  {
    slug: "personalization",
    group: "topic",
    names: { en: "Personalization", fr: "Personnalisation", de: "Personalisierung", es: "Personalización", ru: "Персонализация" },
  },
  { slug: "analytics", group: "topic", names: { en: "Analytics", fr: "Analyse", de: "Analytik", es: "Analítica", ru: "Аналитика" } },
];
