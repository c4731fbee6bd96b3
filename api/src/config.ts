// Settings read from the environment by the server and the seed command.
import path from "node:path";
import {
  defaultCorsOrigins,
  defaultLeadLimits,
  defaultLeadWebhookTiming,
  defaultRequestTimeoutMs,
  defaultRevalidationTiming,
  defaultSignupLimits,
  type LeadWebhookOptions,
  type RevalidationOptions,
} from "./app-options";

export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.API_PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`API_PORT must be a port number, got ${env.API_PORT}`);
  return {
    port,
    host: env.API_HOST || "127.0.0.1",
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.API_DATA_DIR || path.join(import.meta.dirname, "..", ".data", "pglite")),
    trustProxy: trustProxy(env.API_TRUST_PROXY),
    previewSecret: previewSecret(env.PREVIEW_SECRET),
    vitalsSecret: vitalsSecret(env.VITALS_SECRET),
    leadWebhook: leadWebhook(env),
    revalidation: revalidation(env),
    mailDir: env.MAIL_DIR ? path.resolve(env.MAIL_DIR) : undefined,
    ...siteBaseUrls(env),
    signupResendSeconds: seconds(env, "SIGNUP_RESEND_SECONDS", 60),
    requestTimeoutMs: milliseconds(env, "API_REQUEST_TIMEOUT_MS", defaultRequestTimeoutMs),
    headersTimeoutMs: milliseconds(env, "API_HEADERS_TIMEOUT_MS", defaultRequestTimeoutMs),
    signupLimits: {
      perAddress: count(env, "SIGNUP_LIMIT_PER_ADDRESS", defaultSignupLimits.perAddress),
      perEmail: count(env, "SIGNUP_LIMIT_PER_EMAIL", defaultSignupLimits.perEmail),
      windowSeconds: seconds(env, "SIGNUP_LIMIT_WINDOW_SECONDS", defaultSignupLimits.windowSeconds),
    },
    leadLimits: {
      perAddress: count(env, "LEAD_LIMIT_PER_ADDRESS", defaultLeadLimits.perAddress),
      windowSeconds: seconds(env, "LEAD_LIMIT_WINDOW_SECONDS", defaultLeadLimits.windowSeconds),
    },
    corsOrigins: env.API_CORS_ORIGINS
      ? env.API_CORS_ORIGINS.split(",")
          .map((origin) => origin.trim())
          .filter(Boolean)
      : defaultCorsOrigins,
  };
}

/**
 * API_TRUST_PROXY, the proxies whose X-Forwarded-For entries are believed (Fastify's trustProxy, proxy-addr: the
 * caller is the rightmost address that is not one of them). Unset, 0 or false: none. Otherwise a comma list of
 * addresses, CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal). Refused: `true` (and `1`, which
 * meant it), trusting every hop, so the leftmost entry, which the caller wrote, would be its address; and other
 * counts, which Fastify 5 treats as trusting no one (a count cannot tell a proxy from a client).
 */
function trustProxy(value: string | undefined): false | string {
  const text = value?.trim() ?? "";
  if (text === "" || text === "0" || text === "false") return false;
  if (text === "true" || /^\d+$/.test(text))
    throw new Error(
      `API_TRUST_PROXY=${text} would let any caller choose its address or trust no one: name the proxies (loopback, 10.0.0.0/8)`,
    );
  return text;
}

/**
 * SITE_BASE_URL and SITE_BASE_URL_RU: http(s) origins such as https://storyfront.com and https://storyfront.ru (no
 * path), the only places e-mailed links point to. Unset, both are the local sites of `npm start` on port 3000; a
 * deployment that sets one must set both, so ru visitors' links never go to a local or another variant's host.
 */
function siteBaseUrls(env: NodeJS.ProcessEnv): { siteBaseUrl: string; siteBaseUrlRu: string } {
  const com = env.SITE_BASE_URL || undefined;
  const ru = env.SITE_BASE_URL_RU || undefined;
  if (!com && !ru) return { siteBaseUrl: "http://localhost:3000", siteBaseUrlRu: "http://ru.localhost:3000" };
  if (!com || !ru)
    throw new Error(
      com ? "SITE_BASE_URL_RU must be set together with SITE_BASE_URL" : "SITE_BASE_URL must be set together with SITE_BASE_URL_RU",
    );
  return { siteBaseUrl: origin("SITE_BASE_URL", com), siteBaseUrlRu: origin("SITE_BASE_URL_RU", ru) };
}

function origin(name: string, value: string): string {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new Error(`${name} must be an http(s) origin, got ${value}`);
  return new URL(value).origin;
}

/** A short secret could be guessed by trying; 16 characters is the least we accept. */
function previewSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16) throw new Error("PREVIEW_SECRET must be at least 16 characters long");
  return value;
}

/** VITALS_SECRET: the site's credential on POST /vitals; unset, the API takes no field data (403). */
function vitalsSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16) throw new Error("VITALS_SECRET must be at least 16 characters long");
  return value;
}

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of seconds above 0, got ${value}`);
  return number;
}

function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number above 0, got ${value}`);
  return number;
}

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of milliseconds above 0, got ${value}`);
  return number;
}

/** LEADS_WEBHOOK_URL turns delivery on; it needs LEADS_WEBHOOK_SECRET, since an unsigned lead could be forged. */
function leadWebhook(env: NodeJS.ProcessEnv): LeadWebhookOptions | undefined {
  const url = env.LEADS_WEBHOOK_URL;
  if (!url) return undefined;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    throw new Error(`LEADS_WEBHOOK_URL must be an http(s) URL, got ${url}`);
  const secret = env.LEADS_WEBHOOK_SECRET;
  if (!secret || secret.length < 16)
    throw new Error("LEADS_WEBHOOK_SECRET must be set (at least 16 characters) when LEADS_WEBHOOK_URL is set");
  const retryBaseMs = milliseconds(env, "LEADS_WEBHOOK_RETRY_BASE_MS", defaultLeadWebhookTiming.retryBaseMs);
  return {
    url,
    secret,
    retryBaseMs,
    retryMaxMs: Math.max(retryBaseMs, milliseconds(env, "LEADS_WEBHOOK_RETRY_MAX_MS", defaultLeadWebhookTiming.retryMaxMs)),
    timeoutMs: milliseconds(env, "LEADS_WEBHOOK_TIMEOUT_MS", defaultLeadWebhookTiming.timeoutMs),
    idleMs: milliseconds(env, "LEADS_WEBHOOK_IDLE_MS", defaultLeadWebhookTiming.idleMs),
  };
}

/**
 * REVALIDATE_URL (the site's POST /api/revalidate, e.g. https://storyfront.com/api/revalidate behind the load balancer)
 * turns the revalidation worker on; it needs REVALIDATE_SECRET, the site's own.
 */
function revalidation(env: NodeJS.ProcessEnv): RevalidationOptions | undefined {
  const url = env.REVALIDATE_URL;
  if (!url) return undefined;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new Error(`REVALIDATE_URL must be an http(s) URL, got ${url}`);
  const secret = env.REVALIDATE_SECRET;
  if (!secret || secret.length < 16) throw new Error("REVALIDATE_SECRET must be set (at least 16 characters) when REVALIDATE_URL is set");
  const retryBaseMs = milliseconds(env, "REVALIDATE_RETRY_BASE_MS", defaultRevalidationTiming.retryBaseMs);
  return {
    url,
    secret,
    retryBaseMs,
    retryMaxMs: Math.max(retryBaseMs, milliseconds(env, "REVALIDATE_RETRY_MAX_MS", defaultRevalidationTiming.retryMaxMs)),
    timeoutMs: milliseconds(env, "REVALIDATE_TIMEOUT_MS", defaultRevalidationTiming.timeoutMs),
    idleMs: milliseconds(env, "REVALIDATE_IDLE_MS", defaultRevalidationTiming.idleMs),
  };
}
