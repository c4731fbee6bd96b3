// Third parties and contacts of the chrome, read from the environment on the server (none load by default).
import { detectPreview } from "@/preview/detect-preview";

function list(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

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

/** The scheduler's own origins, which /sales must allow for its script to load and its booking frame to show. */
export function schedulerSources(scheduler: ChromeConfig["scheduler"]): { scriptSrc: string; frameSrc: string } {
  return { scriptSrc: originOf(scheduler.script), frameSrc: originOf(scheduler.url) };
}

export function readChromeConfig(env: Record<string, string | undefined> = process.env): ChromeConfig {
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
