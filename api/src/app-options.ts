// Options of buildApi; every one has a production default.
import type { Database } from "./db/database";

export type ApiOptions = {
  database: Database;
  /** Origins allowed by CORS (with credentials). */
  corsOrigins: string[];
  /** scrypt cost N for new password hashes; only tests lower it. */
  scryptCost: number;
  /** Unix seconds; tests replace it to expire tokens. */
  clock: () => number;
  /** Largest accepted request body in bytes. */
  bodyLimit: number;
  /**
   * Failed sign-ins per account and address pair within `loginThrottleWindow` seconds before 429 (10× that per
   * account, 4× per address; src/auth/login-throttle.ts).
   */
  loginThrottleLimit: number;
  loginThrottleWindow: number;
  logger: boolean;
  /**
   * Proxies whose X-Forwarded-For is believed (Fastify's trustProxy: a comma list of addresses and ranges;
   * API_TRUST_PROXY never gives `true`, trusting every hop, which only tests use to name callers freely).
   * Only then is the caller's address the visitor's, and only then are failed logins also throttled per
   * address: behind the site's server-side calls every visitor would otherwise share one address.
   */
  trustProxy: boolean | string;
  /** Check every answer against the contract before sending it (tests turn this on; a mismatch is a 500). */
  validateAnswers: boolean;
  /** PREVIEW_SECRET: the draft credential (x-preview-secret) that shows unpublished pages; unset turns it off. */
  previewSecret?: string;
  /**
   * VITALS_SECRET: the site's credential on POST /vitals (x-vitals-secret), so only the site writes field data;
   * unset, POST /vitals is switched off (403) rather than open.
   */
  vitalsSecret?: string;
  /** LEADS_WEBHOOK_URL and its settings: every stored lead is also delivered there; unset stores leads only. */
  leadWebhook?: LeadWebhookOptions;
  /**
   * REVALIDATE_URL and REVALIDATE_SECRET: the site's POST /api/revalidate and its bearer secret; every publication is
   * sent there through the revalidation outbox (src/revalidation/). Unset, changes are queued and kept until it is set.
   */
  revalidation?: RevalidationOptions;
  /** MAIL_DIR: the fake file mailbox writes each e-mail there as a JSON file; unset logs them (src/mail/file-mailbox.ts). */
  mailDir?: string;
  /** SITE_BASE_URL: origin of the e-mailed links of the com variant (every language but ru; src/mail/link-origin.ts). */
  siteBaseUrl: string;
  /** SITE_BASE_URL_RU: origin of the e-mailed links of the ru variant (lang ru). */
  siteBaseUrlRu: string;
  /** Seconds before a confirmation e-mail may be asked for again (per address). */
  signupResendSeconds: number;
  /** A request whose headers and body have not all arrived after this many ms is answered 408 and closed (src/http/slow-clients.ts). */
  requestTimeoutMs: number;
  /** The same for the headers alone (at most requestTimeoutMs); it also closes a connection that sends nothing. */
  headersTimeoutMs: number;
  /** Sign-up and resend requests per visitor address and per e-mail address within a window (src/limits/send-limits.ts). */
  signupLimits: SendLimits;
  /** Leads per visitor address within a window. */
  leadLimits: Omit<SendLimits, "perEmail">;
};

/**
 * How many requests that make the service send something (an e-mail, a lead to sales) one visitor address, and one
 * target e-mail address, may make per window. Per address only when trustProxy names the visitor.
 */
export type SendLimits = { perAddress: number; perEmail: number; windowSeconds: number };

export const defaultSignupLimits: SendLimits = { perAddress: 10, perEmail: 5, windowSeconds: 3600 };
export const defaultLeadLimits: Omit<SendLimits, "perEmail"> = { perAddress: 10, windowSeconds: 3600 };
export const defaultRequestTimeoutMs = 30_000;

export type LeadWebhookOptions = {
  url: string;
  /** HMAC-SHA256 key of the x-storyfront-signature header. */
  secret: string;
  /** First retry after this many ms; each further retry waits twice as long, up to maxDelayMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A delivery attempt that has not answered after this many ms counts as failed. */
  timeoutMs: number;
  /** Longest sleep between looks at the outbox (picks up leads other API processes stored). */
  idleMs: number;
};

export type RevalidationOptions = {
  /** The site's revalidation URL (behind the load balancer: with the shared Redis cache one call reaches every instance). */
  url: string;
  /** Bearer secret of the site's REVALIDATE_SECRET. */
  secret: string;
  /** First retry after this many ms; each further retry waits twice as long, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** An attempt that has not answered after this many ms counts as failed. */
  timeoutMs: number;
  /** Longest sleep between looks at the outbox: changes queued by any writer in any API process wait at most this. */
  idleMs: number;
};

export const defaultRevalidationTiming = { retryBaseMs: 1_000, retryMaxMs: 60_000, timeoutMs: 10_000, idleMs: 500 };

export const defaultLeadWebhookTiming = { retryBaseMs: 5_000, retryMaxMs: 3_600_000, timeoutMs: 10_000, idleMs: 30_000 };

export const defaultCorsOrigins = [
  "http://localhost:3000",
  "http://ru.localhost:3000",
  ...["", "test.", "dev."].flatMap((sub) => ["com", "ru"].map((tld) => `https://${sub}storyfront.${tld}`)),
];

export const defaultScryptCost = 2 ** 15;

export function withDefaults(options: Partial<ApiOptions> & { database: Database }): ApiOptions {
  return {
    corsOrigins: defaultCorsOrigins,
    scryptCost: defaultScryptCost,
    clock: () => Math.floor(Date.now() / 1000),
    bodyLimit: 64 * 1024,
    loginThrottleLimit: 5,
    loginThrottleWindow: 15 * 60,
    logger: false,
    validateAnswers: false,
    trustProxy: false,
    siteBaseUrl: "http://localhost:3000",
    siteBaseUrlRu: "http://ru.localhost:3000",
    signupResendSeconds: 60,
    requestTimeoutMs: defaultRequestTimeoutMs,
    headersTimeoutMs: defaultRequestTimeoutMs,
    signupLimits: defaultSignupLimits,
    leadLimits: defaultLeadLimits,
    ...options,
  };
}
