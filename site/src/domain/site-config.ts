// The site's settings: the one module that reads them from the environment (each name and its default is
// here), once per process; `liveSettings` are read again on every use. Everything host-specific is derived
// from these plus the request's host (see domain/). Outside this module: the own server's launcher
// (server/main.ts, before Next loads), NODE_ENV (which Next inlines) and the API client's timeout (it also
// runs in the browser).
import { detectPreview } from "@/preview/detect-preview";
import { readTrustedProxies, type TrustedProxies } from "@/requests/trusted-proxies";

type Env = Readonly<Record<string, string | undefined>>;

function list(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  return !["0", "false", "off", "no"].includes(value.toLowerCase());
}

export type SiteConfig = {
  /** The brand's second-level domain: `storyfront` → storyfront.com, storyfront.ru and their test/dev subdomains. */
  brand: string;
  /** Accept `localhost` (com) and `ru.localhost` (ru) as environment `dev`. A deployment turns this off. */
  localAliases: boolean;
  /** Port the site listens on; only used to build URLs for the loopback aliases. */
  localPort: string;
  /** Overrides of the URLs derived from the host (empty = derive). */
  apiBaseUrl: string;
  ssrApiBaseUrl: string;
  consoleBaseUrl: string;
  /** The client id cookie is `${clientIdCookiePrefix}client_uuid`. */
  clientIdCookiePrefix: string;
  /** Cookie domain; `{hostname}` is replaced by the request's hostname. */
  clientIdCookieDomain: string;
  /** Extra CSP sources for third parties the deployment enables (scheduler, analytics, chat). */
  csp: { frameSrc: string; scriptSrc: string; connectSrc: string };
  /** What /sales adds to the CSP on com: the meeting scheduler's own script and frame origins, nothing else. */
  salesCsp: { frameSrc: string; scriptSrc: string };
  /** Step names of the request pipeline, in order (spec §4). */
  pipeline: string[];
  /** A preview build of a branch (preview/preview-build.ts): noindex on every answer, whatever the host. */
  preview: boolean;
  /** TRUSTED_PROXIES: the proxies in front of the site whose X-Forwarded-For entries name the visitor (requests/visitor-ip.ts). */
  trustedProxies: TrustedProxies;
  /** Third parties and contacts of the chrome (none load by default). */
  chrome: ChromeConfig;
  /** PAGE_EXISTENCE_TTL_MS: how long the proxy remembers the API's answer to "is this a page?". */
  pageExistenceTtlMs: number;
  /** Production's base URL per variant (SITE_PRODUCTION_URL, SITE_PRODUCTION_URL_RU); empty = the brand's domains. */
  productionUrl: { com: string; ru: string };
  /** STUDIO_HOST: the online Studio's own host name (domain/studio-host.ts); empty = `studio.<brand>.com`. */
  studioHost: string;
};

export type ChromeConfig = {
  /** The meeting scheduler on com's /sales: its widget script and booking page (SALES_SCHEDULER_SCRIPT, SALES_SCHEDULER_URL). */
  scheduler: { script: string; url: string };
  /** Where the scheduler's fallback and the ru mail-us block send people. */
  salesEmail: { com: string; ru: string };
  /** The `ref` query value of the product-launch site that shows the intro bar (INTRO_BAR_REF). */
  introBarRef: string;
  /** Analytics and chat scripts (ANALYTICS_SCRIPTS, comma-separated URLs); none by default, never on a preview build. */
  analyticsScripts: string[];
  /** Share of page views that report field data (VITALS_SAMPLE_RATE, 0 to 1, default 1); none on a preview build. */
  vitalsSampleRate: number;
};

/** VITALS_SAMPLE_RATE as a share: unset or unreadable is 1 (every page view), values outside 0…1 are clamped. */
export function vitalsSampleRateOf(value: string | undefined): number {
  const rate = value === undefined || value.trim() === "" ? 1 : Number(value);
  return Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 1;
}

const originOf = (url: string) => (URL.canParse(url) && url.startsWith("https://") ? new URL(url).origin : "");

export function readChromeConfig(env: Env): ChromeConfig {
  return {
    scheduler: {
      script: env.SALES_SCHEDULER_SCRIPT ?? "https://assets.calendly.com/assets/external/widget.js",
      url: env.SALES_SCHEDULER_URL ?? "https://calendly.com/storyfront/demo-30min",
    },
    salesEmail: { com: env.SALES_EMAIL_COM ?? "sales@storyfront.com", ru: env.SALES_EMAIL_RU ?? "sales@storyfront.ru" },
    introBarRef: env.INTRO_BAR_REF ?? "producthunt",
    // A reviewer's visits are no traffic: a preview build loads no analytics or chat, whatever is configured.
    analyticsScripts: detectPreview(env, () => "") ? [] : list(env.ANALYTICS_SCRIPTS),
    vitalsSampleRate: detectPreview(env, () => "") ? 0 : vitalsSampleRateOf(env.VITALS_SAMPLE_RATE),
  };
}

export function readSiteConfig(env: Env = process.env): SiteConfig {
  const chrome = readChromeConfig(env);
  return {
    brand: (env.SITE_BRAND || "storyfront").toLowerCase(),
    localAliases: flag(env.SITE_LOCAL_ALIASES, true),
    localPort: env.PORT || "3000",
    apiBaseUrl: env.API_BASE_URL || "",
    ssrApiBaseUrl: env.SSR_API_BASE_URL || "",
    consoleBaseUrl: env.CONSOLE_BASE_URL || "",
    clientIdCookiePrefix: env.CLIENT_ID_COOKIE_PREFIX ?? "sf_",
    clientIdCookieDomain: env.CLIENT_ID_COOKIE_DOMAIN ?? "{hostname}",
    csp: { frameSrc: env.CSP_FRAME_SRC ?? "", scriptSrc: env.CSP_SCRIPT_SRC ?? "", connectSrc: env.CSP_CONNECT_SRC ?? "" },
    // The scheduler's own origins, which /sales must allow for its script to load and its booking frame to show.
    salesCsp: { scriptSrc: originOf(chrome.scheduler.script), frameSrc: originOf(chrome.scheduler.url) },
    pipeline: (env.SITE_PIPELINE || "ensureDomain,ensureClientId,lpLocale,i18nRouting,responseHeaders")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
    preview: detectPreview(env, () => "") !== undefined,
    trustedProxies: readTrustedProxies(env.TRUSTED_PROXIES),
    chrome,
    pageExistenceTtlMs: Number(env.PAGE_EXISTENCE_TTL_MS ?? 15_000),
    productionUrl: { com: env.SITE_PRODUCTION_URL ?? "", ru: env.SITE_PRODUCTION_URL_RU ?? "" },
    studioHost: (env.STUDIO_HOST ?? "").trim().toLowerCase(),
  };
}

export const siteConfig: SiteConfig = readSiteConfig();

/** Settings read on every use: secrets and folders a test or the own server may set after this module loaded. */
export const liveSettings = {
  /** STORYFRONT_CONTENT_DIR: the content folder (page-data/content/load-content.ts); empty = found from the working folder. */
  contentDir: () => process.env.STORYFRONT_CONTENT_DIR,
  /** SESSION_COOKIE_DOMAIN: comma-separated, one per variant (requests/auth-cookies.ts). */
  sessionCookieDomain: () => process.env.SESSION_COOKIE_DOMAIN,
  /** VITALS_SECRET: the site's credential on the API's POST /vitals. */
  vitalsSecret: () => process.env.VITALS_SECRET,
  /** PREVIEW_SECRET: the draft credential. */
  previewSecret: () => process.env.PREVIEW_SECRET,
  /** REVALIDATE_SECRET: the credential of POST /api/revalidate (the API's and editors' hook). */
  revalidateSecret: () => process.env.REVALIDATE_SECRET,
  /** STUDIO_BASE (or the preview's SITE_PREVIEW_BASE): the branch the Studio's changes are measured against. */
  studioBase: () => process.env.STUDIO_BASE ?? process.env.SITE_PREVIEW_BASE ?? "main",
  /** STUDIO_DIFF_SCRIPT: another script taking preview:diff's arguments (a test's stand-in); empty = preview:diff. */
  studioDiffScript: () => process.env.STUDIO_DIFF_SCRIPT,
  /** STUDIO_DIFF_PORT: moves preview:diff's three ports (3300–3302 by default) off ones in use. */
  studioDiffPort: () => process.env.STUDIO_DIFF_PORT,
  /** BUILDER_API_KEY: Builder.io's content API for /builder/{slug}. */
  builderApiKey: () => process.env.BUILDER_API_KEY,
  /** STORY_STYLES_PROJECT: the project whose story styles the game, short-item and landing pages use. */
  storyStylesProject: () => process.env.STORY_STYLES_PROJECT,
  /** Set by server/main.ts: the own server appends the connection to X-Forwarded-For. */
  ownServer: () => process.env.STORYFRONT_OWN_SERVER === "1",
  /** NEXT_DIST_DIR: the build's folder, as for `next start`. */
  distDir: () => process.env.NEXT_DIST_DIR || ".next",
  /** PREVIEW_DIFF_DIR: where preview:diff wrote its report; empty = preview-diff/ at the repository root. */
  previewDiffDir: () => process.env.PREVIEW_DIFF_DIR,
  /**
   * CONTENT_SOURCE=git (or a CONTENT_REMOTE): content comes from git, production from the newest good commit of main,
   * previews of every content branch at `<branch>.preview.<host>` (content-branches/); else the content folder.
   */
  contentFromGit: () => process.env.CONTENT_SOURCE === "git" || Boolean(process.env.CONTENT_REMOTE),
  /** CONTENT_REMOTE: the git URL the server clones (bare) and pushes to; empty = the checkout's own repository. */
  contentRemote: () => process.env.CONTENT_REMOTE || "",
  /** CONTENT_REPOSITORY_DIR: where that clone lives; default .content-repository beside the build folder. */
  contentRepositoryDir: () => process.env.CONTENT_REPOSITORY_DIR || "",
  /** CONTENT_MAIN_BRANCH: the branch production serves (default main). */
  contentMainBranch: () => process.env.CONTENT_MAIN_BRANCH || "main",
  /** CONTENT_WEBHOOK_SECRET: signs POST /api/content/sync (a push announced by the git host, the server's own poll). */
  contentWebhookSecret: () => process.env.CONTENT_WEBHOOK_SECRET || "",
  /** The preview build this process is, from the CI's or host's variables (preview/detect-preview.ts). */
  previewBuild: (readCommit: () => string) => detectPreview(process.env, readCommit),
};
