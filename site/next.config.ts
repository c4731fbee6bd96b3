import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Workspace packages ship TypeScript sources.
  transpilePackages: ["@storyfront/schemas", "@storyfront/renderer", "@storyfront/content"],
  turbopack: { root: path.join(import.meta.dirname, "..") },
};

export default withNextIntl(nextConfig);
