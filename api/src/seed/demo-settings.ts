// Demo tariffs (spec §9), landing config, sales logic, projects, users and invites.
import type { ApiLocale, DisplayedTariff, LandingConfig, ProjectSubscription, SalesLogic } from "@storyfront/schemas";

export const demoTariffs: Omit<DisplayedTariff, "id">[] = [
  {
    name: "Below 100K MAU",
    description: "For apps getting started with stories.",
    cost: "$599/mo",
    cost_numeric: 599,
    options_title: "Everything to start",
    options: ["Unlimited stories", "A/B testing of up to 5 versions", "Full HD video up to 50MB", "30-day free trial"],
    button: { text: "Start free trial", link: "/sales" },
    featured: false,
  },
  {
    name: "Below 250K MAU",
    description: "For growing apps with several teams.",
    cost: "$699/mo",
    cost_numeric: 699,
    options_title: "Everything in 100K, plus",
    options: ["Mini-games and quizzes", "Audience segments", "Priority support"],
    button: { text: "Start free trial", link: "/sales" },
    featured: true,
  },
  {
    name: "Below 500K MAU",
    description: "For large audiences.",
    cost: "$999/mo",
    cost_numeric: 999,
    options_title: "Everything in 250K, plus",
    options: ["Personal onboarding manager", "Custom analytics export", "Integration support"],
    button: { text: "Start free trial", link: "/sales" },
    featured: false,
  },
  {
    name: "1M+ MAU",
    description: "For the largest apps, with tailored terms.",
    cost: "On request",
    cost_numeric: 0,
    options_title: "Enterprise",
    options: ["Dedicated infrastructure", "Service level agreement", "Security review"],
    button: { text: "Request a demo", link: "/sales" },
    featured: false,
  },
];

/** A tariff's texts in one language, in demoTariffs' order; figures, links and "featured" stay the tariff's own. */
type TariffTexts = { name: string; description: string; cost: string; options_title: string; options: string[]; button: string };

export const demoTariffTranslations: Partial<Record<ApiLocale, TariffTexts[]>> = {
  fr: [
    {
      name: "Moins de 100K MAU",
      description: "Pour les apps qui se lancent dans les stories.",
      cost: "599 $/mois",
      options_title: "Tout pour démarrer",
      options: ["Stories illimitées", "Tests A/B jusqu'à 5 versions", "Vidéo Full HD jusqu'à 50 Mo", "30 jours d'essai gratuit"],
      button: "Commencer l'essai gratuit",
    },
    {
      name: "Moins de 250K MAU",
      description: "Pour les apps en croissance avec plusieurs équipes.",
      cost: "699 $/mois",
      options_title: "Tout le palier 100K, et en plus",
      options: ["Mini-jeux et quiz", "Segments d'audience", "Support prioritaire"],
      button: "Commencer l'essai gratuit",
    },
    {
      name: "Moins de 500K MAU",
      description: "Pour les grandes audiences.",
      cost: "999 $/mois",
      options_title: "Tout le palier 250K, et en plus",
      options: ["Responsable d'onboarding dédié", "Export d'analytics sur mesure", "Accompagnement à l'intégration"],
      button: "Commencer l'essai gratuit",
    },
    {
      name: "1M+ MAU",
      description: "Pour les plus grandes apps, avec des conditions sur mesure.",
      cost: "Sur devis",
      options_title: "Entreprise",
      options: ["Infrastructure dédiée", "Engagement de niveau de service (SLA)", "Revue de sécurité"],
      button: "Demander une démo",
    },
  ],
  de: [
    {
      name: "Unter 100K MAU",
      description: "Für Apps, die mit Stories starten.",
      cost: "599 $/Monat",
      options_title: "Alles für den Start",
      options: ["Unbegrenzt viele Stories", "A/B-Tests mit bis zu 5 Versionen", "Full-HD-Video bis 50 MB", "30 Tage kostenlos testen"],
      button: "Kostenlos testen",
    },
    {
      name: "Unter 250K MAU",
      description: "Für wachsende Apps mit mehreren Teams.",
      cost: "699 $/Monat",
      options_title: "Alles aus 100K, dazu",
      options: ["Mini-Games und Quiz", "Zielgruppensegmente", "Priorisierter Support"],
      button: "Kostenlos testen",
    },
    {
      name: "Unter 500K MAU",
      description: "Für große Zielgruppen.",
      cost: "999 $/Monat",
      options_title: "Alles aus 250K, dazu",
      options: ["Persönliche Onboarding-Betreuung", "Individueller Analytics-Export", "Unterstützung bei der Integration"],
      button: "Kostenlos testen",
    },
    {
      name: "1M+ MAU",
      description: "Für die größten Apps, mit individuellen Konditionen.",
      cost: "Auf Anfrage",
      options_title: "Enterprise",
      options: ["Dedizierte Infrastruktur", "Service-Level-Agreement", "Sicherheitsprüfung"],
      button: "Demo anfragen",
    },
  ],
  es: [
    {
      name: "Menos de 100K MAU",
      description: "Para apps que empiezan con las stories.",
      cost: "599 $/mes",
      options_title: "Todo para empezar",
      options: ["Stories ilimitadas", "Tests A/B de hasta 5 versiones", "Vídeo Full HD de hasta 50 MB", "30 días de prueba gratis"],
      button: "Empezar la prueba gratis",
    },
    {
      name: "Menos de 250K MAU",
      description: "Para apps en crecimiento con varios equipos.",
      cost: "699 $/mes",
      options_title: "Todo lo de 100K, y además",
      options: ["Minijuegos y quizzes", "Segmentos de audiencia", "Soporte prioritario"],
      button: "Empezar la prueba gratis",
    },
    {
      name: "Menos de 500K MAU",
      description: "Para grandes audiencias.",
      cost: "999 $/mes",
      options_title: "Todo lo de 250K, y además",
      options: ["Responsable de onboarding personal", "Exportación de analítica a medida", "Soporte de integración"],
      button: "Empezar la prueba gratis",
    },
    {
      name: "1M+ MAU",
      description: "Para las apps más grandes, con condiciones a medida.",
      cost: "A consultar",
      options_title: "Enterprise",
      options: ["Infraestructura dedicada", "Acuerdo de nivel de servicio (SLA)", "Revisión de seguridad"],
      button: "Solicitar una demo",
    },
  ],
  ru: [
    {
      name: "До 100 тыс. MAU",
      description: "Для приложений, которые только начинают работать со сторис.",
      cost: "$599/мес.",
      options_title: "Всё для старта",
      options: ["Неограниченное число сторис", "A/B-тесты до 5 версий", "Видео Full HD до 50 МБ", "30 дней бесплатно"],
      button: "Начать бесплатный период",
    },
    {
      name: "До 250 тыс. MAU",
      description: "Для растущих приложений с несколькими командами.",
      cost: "$699/мес.",
      options_title: "Всё из тарифа 100 тыс., а также",
      options: ["Мини-игры и викторины", "Сегменты аудитории", "Приоритетная поддержка"],
      button: "Начать бесплатный период",
    },
    {
      name: "До 500 тыс. MAU",
      description: "Для большой аудитории.",
      cost: "$999/мес.",
      options_title: "Всё из тарифа 250 тыс., а также",
      options: ["Персональный менеджер по онбордингу", "Выгрузка аналитики под ваши задачи", "Помощь с интеграцией"],
      button: "Начать бесплатный период",
    },
    {
      name: "От 1 млн MAU",
      description: "Для самых крупных приложений, на индивидуальных условиях.",
      cost: "По запросу",
      options_title: "Корпоративный",
      options: ["Выделенная инфраструктура", "Соглашение об уровне сервиса (SLA)", "Проверка безопасности"],
      button: "Запросить демо",
    },
  ],
};

export const demoLandingConfig: LandingConfig = {
  enabled_introbar: false,
  link: "/white-papers/gamification-holiday-report",
  widget_ph: "/media/blog/introbar-widget.svg",
};

/** TEST-NET-3 (203.0.113.0/24, documentation addresses) sees the sales-team mode; everyone else the default. */
export const demoSalesLogicRules: { network: string; behavior: SalesLogic["behavior"] }[] = [
  { network: "203.0.113.0/24", behavior: { salesLogic: "salesTeam" } },
];

type DemoSubscription = { mode: ProjectSubscription["mode"]; tariff: ProjectSubscription["tariff"]; trialDaysLeft: number | null };

/**
 * Each demo user's active project shows another trial/demo banner case (spec §4): a free trial with 12 days left,
 * TNB mode with 3 days left, demo mode without a trial. Days count from the moment the demo data is loaded.
 */
export const demoProjects: { slug: string; title: string; storyStyles: string; subscription: DemoSubscription }[] = [
  {
    slug: "demo-shop",
    title: "Demo Shop",
    storyStyles:
      ".story-title { font-family: Georgia, serif; color: #1d3557; }\n.story-button { background: #e63946; border-radius: 12px; }",
    subscription: { mode: "trial", tariff: "unlimited", trialDaysLeft: 12 },
  },
  {
    slug: "demo-news",
    title: "Demo News",
    storyStyles: ".story-title { font-weight: 800; letter-spacing: -0.01em; }",
    subscription: { mode: "tnb", tariff: "included", trialDaysLeft: 3 },
  },
  { slug: "demo-lab", title: "Demo Lab", storyStyles: "", subscription: { mode: "demo", tariff: "demo", trialDaysLeft: null } },
];

/** Local demo accounts; the README lists them. Never use these credentials anywhere public. */
type DemoUser = {
  username: string;
  email: string;
  password: string;
  twoFactorSecret?: string;
  firstName: string;
  lastName: string;
  roles: string[];
  permissions: string[];
  projects: string[];
  activeProject: string;
};

export const demoUsers: DemoUser[] = [
  {
    username: "demo-user",
    email: "user@example.com",
    password: "Demo-User-2026",
    firstName: "Dana",
    lastName: "Reader",
    roles: [],
    permissions: [],
    projects: ["demo-shop"],
    activeProject: "demo-shop",
  },
  {
    username: "demo-manager",
    email: "manager@example.com",
    password: "Demo-Manager-2026",
    firstName: "Milo",
    lastName: "Planner",
    roles: ["manager"],
    permissions: ["project-view", "page-edit"],
    projects: ["demo-shop", "demo-news"],
    activeProject: "demo-news",
  },
  {
    username: "demo-admin",
    email: "admin@example.com",
    password: "Demo-Admin-2026",
    firstName: "Ada",
    lastName: "Keeper",
    roles: ["administrator"],
    permissions: ["all-project-access", "setting"],
    projects: ["demo-shop", "demo-news", "demo-lab"],
    activeProject: "demo-lab",
  },
  // Two-factor sign-in on: add the secret to an authenticator app (README) to get its codes. Page-edit only: may
  // read, create and change tags, not delete them, and may see drafts; no leads.
  {
    username: "demo-editor",
    email: "editor@example.com",
    password: "Demo-Editor-2026",
    twoFactorSecret: "C5O52TOTVPPYKIWCTHYW6EIFK2PM3EWZ",
    firstName: "Eli",
    lastName: "Marker",
    roles: [],
    permissions: ["page-edit"],
    projects: ["demo-news"],
    activeProject: "demo-news",
  },
];

export const demoInvites = [
  { code: "join-demo-news", project: "demo-news", used: false },
  { code: "used-demo-shop", project: "demo-shop", used: true },
];
