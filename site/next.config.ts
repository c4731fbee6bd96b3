import { createRequire } from "node:module";
import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { baselineHeaders, fileContentSecurityPolicy } from "./src/pipeline/security-headers";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

// Messages are precompiled (src/i18n/precompile-messages.ts), so next-intl formats them with use-intl's
// format-only formatter instead of shipping intl-messageformat to browsers. Turbopack needs a relative
// path here, or the full formatter stays in the bundle (next-intl's own plugin works around it the same way).
const formatOnly = path.relative(import.meta.dirname, createRequire(import.meta.url).resolve("use-intl/format-message/format-only"));

// `npm run studio` (STORYFRONT_STUDIO=1) is next dev run for marketers, not for developers: without Strict Mode's
// second render of every component (the Studio's open and each edit rendered everything twice) and without
// Next's developer indicator over the Studio's block list. `npm run dev` keeps both.
const studio = process.env.STORYFRONT_STUDIO === "1";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lets several builds live side by side (parallel work, previews); `next start` reads the same setting.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: !studio,
  ...(studio ? { devIndicators: false as const } : {}),
  // No ETag on pages: Next hashes the whole HTML of every answer to make one (a tenth of a cached page's
  // serving time, measured), while a CDN in front keeps its own validators and s-maxage does the caching.
  generateEtags: false,
  // Plain `next start` compresses (gzip) as usual. The optional origin accelerator (src/server/main.ts) sets
  // STORYFRONT_OWN_SERVER before Next reads this file when it starts: it compresses itself and keeps a cached
  // page's compressed bytes, so Next compressing first would leave it nothing to keep.
  compress: process.env.STORYFRONT_OWN_SERVER !== "1",
  // The CSS comes inside the HTML (<style> in <head>) instead of as stylesheets: a render-blocking stylesheet is a
  // round trip before the first paint, about 560 ms on a phone under Lighthouse's applied throttling (issue 28).
  // CSS chunked by Turbopack's graph algorithm with no cost for a request (the CSS is inline, there are no requests):
  // each page gets the CSS of its own modules instead of the default's shared chunks (home: 45 → 30 KiB raw,
  // in the <style> and again in the inline RSC payload).
  experimental: {
    inlineCss: true,
    cssChunking: { type: "graph", requestCost: 0 },
    // A CI run builds a clean clone once and never reads Turbopack's build cache again: writing it took longer
    // than the compile itself on a busy machine (8 of 32 min). Local builds keep it for the next rebuild.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // `npm test` checks the types (its "types" phase, `npm run typecheck`) before it builds, and says so with
  // STORYFRONT_TYPES_CHECKED=1 so the build does not check them a second time; any other build checks them.
  typescript: { ignoreBuildErrors: process.env.STORYFRONT_TYPES_CHECKED === "1" },
  // Workspace packages ship TypeScript sources.
  transpilePackages: [
    "@storyfront/schemas",
    "@storyfront/content-model",
    "@storyfront/content-store",
    "@storyfront/renderer",
    "@storyfront/content",
  ],
  turbopack: {
    root: path.join(import.meta.dirname, ".."),
    resolveAlias: { "use-intl/format-message": formatOnly.startsWith(".") ? formatOnly : `./${formatOnly}` },
  },
  // A name that is not there under a folder of served files gets our 404 page from a route handler. afterFiles
  // rewrites apply only once the files (build assets, public/) did not answer; without them such
  // a path reached the page tree, which kept an empty 404 on disk per URL (app/api/not-found/route.ts).
  async rewrites() {
    const notFound = (folder: string) => ({ source: `/${folder}/:path*`, destination: "/api/not-found" });
    return { beforeFiles: [], afterFiles: ["_next/static", "errors"].map(notFound), fallback: [] };
  },
  // What the proxy does not run for (its matcher): build assets (the same bytes on every host, fetched many times
  // per page) and field data beacons (whose handler sets these itself; Next's own answers there, such as 405 to a
  // GET, get them here). They get the security headers of every other file, on the site's server and on plain
  // `next start` alike.
  async headers() {
    const entries = Object.entries({ ...baselineHeaders, "Content-Security-Policy": fileContentSecurityPolicy });
    const headers = entries.map(([key, value]) => ({ key, value }));
    return ["/_next/static/:path*", "/api/vitals"].map((source) => ({ source, headers }));
  },
  // Several instances share one ISR/data cache in Redis when REDIS_URL is set (read when `next start`
  // loads this file, so one build serves either way); without it, Next's file-system cache.
  // `cacheHandlers` (plural) is for "use cache", which the site does not use.
  ...(process.env.REDIS_URL ? { cacheHandler: path.join(import.meta.dirname, "cache-handler.mjs") } : {}),
};

export default withNextIntl(nextConfig);
