// An optional origin accelerator around Next.js (docs/running-and-serving.md, "Serving"); plain `next start` serves the same pages.
//   node src/server/main.ts [-p port]        (PORT, NEXT_DIST_DIR as for `next start`; ANSWER_CACHE_MB, ANSWER_FRESH_MS)
// It compresses answers itself (Brotli too) and keeps each cached page's compressed bytes instead of compressing
// it again for every visitor, and hands field data beacons to their route's handler without Next's router;
// Next's own HTML goes out unchanged. Runs on Node's own TypeScript support: imports
// name their .ts files and stay outside `@/`.
import { createServer } from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { readTrustedProxies } from "../requests/trusted-proxies.ts";
import { AnswerCache } from "./answer-cache.ts";
import { contentPreviews, previewModeId } from "./content-previews.ts";
import { followContentMain } from "./content-follow.ts";
import { FreshAnswers } from "./fresh-answers.ts";
import { siteRequests } from "./site-requests.ts";
import { builtVitalsHandler } from "./vitals-beacons.ts";

// React and Next pick their production builds from NODE_ENV when first loaded, so it is set before `next` is;
// next.config.ts turns Next's own compression off for this server (it compresses, and keeps what it compressed).
Object.assign(process.env, { NODE_ENV: "production", STORYFRONT_OWN_SERVER: "1" });
const { default: next } = await import("next");

// A wrong TRUSTED_PROXIES stops the server here rather than on every sign-in (route handlers read it too).
readTrustedProxies(process.env.TRUSTED_PROXIES);

const { values } = parseArgs({ options: { port: { type: "string", short: "p" } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const siteDir = path.resolve(import.meta.dirname, "../..");

// The site's own links for the loopback aliases, and the content poll below, need the port it really listens on.
process.env.PORT = String(port);
// The content poll's credential on POST /api/content/sync (a git host's webhook uses the same, when configured).
process.env.CONTENT_WEBHOOK_SECRET ||= crypto.randomUUID();

const app = next({ dev: false, dir: siteDir, port });
await app.prepare();
const answers = new AnswerCache(Number(process.env.ANSWER_CACHE_MB ?? 64) * 1024 * 1024);
// As next.config.ts names the build folder.
const distDir = path.join(siteDir, process.env.NEXT_DIST_DIR || ".next");
const beacons = builtVitalsHandler(distDir);
// A page anyone may get is sent again for this long without asking Next (0: never); see fresh-answers.ts.
const fresh = new FreshAnswers(Number(process.env.ANSWER_FRESH_MS ?? 1000));
const server = createServer(contentPreviews(siteRequests(app.getRequestHandler(), answers, beacons, fresh), previewModeId(distDir)));
server.listen(port, () => {
  console.log(`Storyfront site ready on port ${port}`);
  followContentMain(port);
});

function stop() {
  server.close(() => process.exit(0));
  // Keep-alive connections would hold close() open; no new request can arrive once the listener is gone.
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
