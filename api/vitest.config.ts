import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // One migrated and seeded database per backend per run, which every test's database copies (src/test/database-snapshots.ts).
    globalSetup: ["src/test/database-snapshots.ts"],
    // Each file starts its own API and databases; two at a time suits the shared 2-core machines.
    maxWorkers: 2,
    // Generous: the machines are shared and often busy; no test asserts on time.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
