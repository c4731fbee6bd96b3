// What other packages (tests, benchmarks) may start: the app factory and its storage.
export { buildApi, type BuildApiOptions } from "./app";
export { openDatabase } from "./db/open-database";
export { migrate } from "./db/migrate";
export { prepareDatabase } from "./seed/prepare-database";
export { seedDemoData, type SeedOptions } from "./seed/seed-demo-data";
export type { Database } from "./db/database";
