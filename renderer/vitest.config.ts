import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "jsdom",
    // One jsdom per worker instead of one per file: the suite runs in a few seconds on two shared cores.
    isolate: false,
    include: ["src/**/*.test.{ts,tsx}"],
    // Stable, readable class names so tests and snapshots do not depend on hashes.
    css: { modules: { classNameStrategy: "non-scoped" } },
  },
});
