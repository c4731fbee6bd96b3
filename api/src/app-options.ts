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
  /** Failed logins per email allowed within `loginThrottleWindow` seconds before 429. */
  loginThrottleLimit: number;
  loginThrottleWindow: number;
  logger: boolean;
  /**
   * Proxies whose X-Forwarded-For is believed (Fastify's trustProxy: true, or a comma list of addresses).
   * Only then is the caller's address the visitor's, and only then are failed logins also throttled per
   * address: behind the site's server-side calls every visitor would otherwise share one address.
   */
  trustProxy: boolean | string;
  /** Check every answer against the contract before sending it (tests turn this on; a mismatch is a 500). */
  validateAnswers: boolean;
};

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
    ...options,
  };
}
