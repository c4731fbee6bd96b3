import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lets several builds live side by side (parallel work, previews); `next start` reads the same setting.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  // Workspace packages ship TypeScript sources.
  transpilePackages: ["@storyfront/schemas", "@storyfront/content-check", "@storyfront/renderer", "@storyfront/content"],
  turbopack: { root: path.join(import.meta.dirname, "..") },
  // Several instances share one ISR/data cache in Redis when REDIS_URL is set (read when `next start`
  // loads this file, so one build serves either way); without it, Next's file-system cache.
  // `cacheHandlers` (plural) is for "use cache", which the site does not use.
  ...(process.env.REDIS_URL ? { cacheHandler: path.join(import.meta.dirname, "cache-handler.mjs") } : {}),
};

export default withNextIntl(nextConfig);
