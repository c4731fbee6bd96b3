import type { SiteConfig } from "@/domain/site-config";
import type { SiteKey } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";

/** What a step may read of the request: plain data, so steps are pure and unit-testable. */
export type IncomingRequest = {
  host: string | null;
  pathname: string;
  search: string;
  cookies: Readonly<Record<string, string>>;
};

export type CookieToSet = {
  name: string;
  value: string;
  maxAge: number;
  path: "/";
  domain?: string;
  sameSite: "lax";
  secure: false;
  httpOnly: false;
};

/** A page the pipeline answers with itself instead of rendering the route. */
export type ErrorAnswer = { status: 403 | 500; message?: string };

export type PipelineState = {
  request: IncomingRequest;
  config: SiteConfig;
  site?: SiteKey;
  clientId?: string;
  locale?: Locale;
  /** The visible path without its locale prefix, e.g. `/sales` for `/fr/sales`. */
  routePath?: string;
  /** Internal path the page renders from: `/{site}/{locale}{routePath}`. */
  rewrite?: string;
  redirect?: string;
  answer?: ErrorAnswer;
  setCookies: CookieToSet[];
  headers: Record<string, string>;
};

/** A step returns the state it leaves; setting `answer` or `redirect` ends the pipeline. */
export type Step = (state: PipelineState) => PipelineState;
