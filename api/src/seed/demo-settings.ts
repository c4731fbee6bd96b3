// Demo tariffs (spec §9), landing config, sales logic, projects, users and invites.
import type { DisplayedTariff, LandingConfig, ProjectSubscription, SalesLogic } from "@storyfront/schemas";

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
    storyStyles: ".story-title { font-family: Georgia, serif; color: #1d3557; }\n.story-button { background: #e63946; border-radius: 12px; }",
    subscription: { mode: "trial", tariff: "unlimited", trialDaysLeft: 12 },
  },
  { slug: "demo-news", title: "Demo News", storyStyles: ".story-title { font-weight: 800; letter-spacing: -0.01em; }", subscription: { mode: "tnb", tariff: "included", trialDaysLeft: 3 } },
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
  { username: "demo-user", email: "user@example.com", password: "Demo-User-2026", firstName: "Dana", lastName: "Reader", roles: [], permissions: [], projects: ["demo-shop"], activeProject: "demo-shop" },
  { username: "demo-manager", email: "manager@example.com", password: "Demo-Manager-2026", firstName: "Milo", lastName: "Planner", roles: ["manager"], permissions: ["project-view", "page-edit"], projects: ["demo-shop", "demo-news"], activeProject: "demo-news" },
  { username: "demo-admin", email: "admin@example.com", password: "Demo-Admin-2026", firstName: "Ada", lastName: "Keeper", roles: ["administrator"], permissions: ["all-project-access", "setting"], projects: ["demo-shop", "demo-news", "demo-lab"], activeProject: "demo-lab" },
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
