import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// Ports (and NEXT_DIST_DIR for the build) can be moved so several suites run side by side.
export const sitePort = Number(process.env.E2E_SITE_PORT ?? 3100);
export const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
// The API's fake file mailbox (MAIL_DIR): the account specs read the e-mails there. Set once in the environment
// so the workers, which load this file again, see the same folder as the server.
process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `storyfront-e2e-mail-${Date.now()}`);
export const mailDir = process.env.E2E_MAIL_DIR;
// The site's credential on the API's POST /vitals, one for the run: the shared webServer (start.ts keeps a given one)
// and every stack a spec starts (they pass process.env on) then agree, and field data flows in all of them.
process.env.VITALS_SECRET ??= `e2e-vitals-${Date.now()}-${Math.random().toString(36).slice(2)}`;
export const vitalsSecret = process.env.VITALS_SECRET;
// The site's bound on each server-side API call is 5 s (API_TIMEOUT_MS). Beside the rest of npm test on a slow host the
// API on PGlite can answer later than that, and the page is then the error page, which no spec is about: the servers
// of the suite (the shared one and every stack, which pass process.env on) wait 20 s. api-pages-stack.ts sets 3 s for
// the specs of a late or broken API.
process.env.API_TIMEOUT_MS ??= "20000";
/** A short countdown before "Resend" (the API's default is 60 s), so a spec can wait for it. */
export const resendSeconds = 5;

// Real host names resolve to loopback, everything else fails at once (DECISIONS.md), so the host
// allow-list, the com/ru variants and third-party embeds behave as they do for a visitor.
const hostRules = [
  "MAP storyfront.com 127.0.0.1",
  "MAP *.storyfront.com 127.0.0.1",
  "MAP storyfront.ru 127.0.0.1",
  "MAP *.storyfront.ru 127.0.0.1",
  "MAP *.evil.io 127.0.0.1",
  "MAP * ~NOTFOUND",
  "EXCLUDE localhost",
  "EXCLUDE *.localhost",
  "EXCLUDE 127.0.0.1",
  "EXCLUDE ::1",
].join(", ");

// The production hosts always get Secure session cookies (requests/auth-cookies.ts), which Chromium keeps
// only from secure origins: the suite's plain-http production hosts count as secure, as https would be there.
const tsx = path.join("..", "node_modules", ".bin", "tsx");

const productionOrigins = ["storyfront.com", "storyfront.ru"].map((host) => `http://${host}:${sitePort}`).join(",");

/**
 * Specs that start a `next dev` (the Studio's, and the dev site's content reload): one at a time, in one worker,
 * so two cold compiles never share the 2 cores and the Studio specs share one `.next-studio` folder as before.
 */
const devServerSpecs = /(studio[\w-]*|content-dev-reload)\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  // A spec file runs in one worker, its tests in order. Two workers by default (E2E_WORKERS=1 for one): two files run
  // side by side, each worker starts its own servers on ports of its own (e2e/ports.ts), and all share the one below.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: "dev-servers", testMatch: devServerSpecs, workers: 1 },
    { name: "site", testIgnore: devServerSpecs },
  ],
  retries: 0,
  forbidOnly: true,
  // The timing reporter feeds the table `npm test` prints (scripts/src/test-run).
  reporter: [["list"], ["./e2e/timing-reporter.ts"]],
  // Generous: under `npm test` the unit tests run beside the browser tests on the same two cores (and CI machines are
  // shared), so a page can take seconds longer to answer than on a quiet machine. No test asserts on time.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${sitePort}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        `--host-resolver-rules=${hostRules}`,
        `--unsafely-treat-insecure-origin-as-secure=${productionOrigins}`,
      ],
    },
  },
  webServer: {
    // Each run starts from the build as a fresh deployment does: without the pages and API answers an earlier run
    // rendered and cached (its API's database is gone, so a kept page showed counts the new one never had).
    command: `rm -rf .next/server/route-cache .next/cache/fetch-cache && node ${tsx} ../scripts/src/start.ts --skip-build`,
    url: `http://localhost:${sitePort}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    env: {
      PORT: String(sitePort),
      API_PORT: String(apiPort),
      API_DATA_DIR: path.join(os.tmpdir(), `storyfront-e2e-${Date.now()}`),
      // The suite's own server is never a preview, even when CI's branch variables say so (preview.spec.ts starts its own).
      SITE_PREVIEW: "0",
      // The suite's server serves this checkout's content files as they are (content-branches.spec.ts runs content
      // from git on a stack of its own).
      CONTENT_SOURCE: "folder",
      MAIL_DIR: mailDir,
      // E-mailed links come from the deployment's configuration, never from a request's host: the specs follow them.
      SITE_BASE_URL: `http://storyfront.com:${sitePort}`,
      SITE_BASE_URL_RU: `http://storyfront.ru:${sitePort}`,
      SIGNUP_RESEND_SECONDS: String(resendSeconds),
      // Every spec signs up and sends leads from 127.0.0.1, one visitor address: the per-address limits are for
      // send-limits.spec.ts (its own stack) to use up, not for the suite as a whole.
      SIGNUP_LIMIT_PER_ADDRESS: "10000",
      LEAD_LIMIT_PER_ADDRESS: "10000",
      // The browser stands in for the load balancer (and 10.x for a proxy behind it): specs name the visitor with
      // X-Forwarded-For (sales mode, separate login throttle pairs). visitor-address.spec.ts runs sites that trust no one.
      TRUSTED_PROXIES: "loopback,private",
      // The suite's browser is one visitor at one address (loopback) for hundreds of page views a minute; the
      // default allowances are checked on a stack of their own (vitals.spec.ts, the flood).
      VITALS_SAMPLES_PER_VISITOR: "100000",
      VITALS_SAMPLES_PER_ADDRESS: "100000",
    },
  },
});
