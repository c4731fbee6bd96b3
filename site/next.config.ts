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
};

export default withNextIntl(nextConfig);
