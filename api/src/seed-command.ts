// `npm run seed -w api [-- --pages N]`: migrate and replace the database's content with the demo data;
// --pages adds N synthetic blog posts (bench-post-1 … N) for benchmarks.
import { parseArgs } from "node:util";
import { readConfig } from "./config";
import { openDatabase } from "./db/open-database";
import { DataDirectoryInUse } from "./db/data-dir-lock";
import { migrate } from "./db/migrate";
import { seedDemoData } from "./seed/seed-demo-data";
import { addBulkPages } from "./seed/bulk-pages";

const { values } = parseArgs({ options: { pages: { type: "string", default: "0" } } });
const pages = Number(values.pages);
if (!Number.isInteger(pages) || pages < 0) throw new Error(`--pages must be a whole number, got ${values.pages}`);

const config = readConfig();
const database = await openDatabase(config).catch((error: unknown) => {
  // The API holds the PGlite directory: say so in one line instead of a stack.
  if (error instanceof DataDirectoryInUse) {
    console.error(`Seed not run: ${error.message}`);
    process.exit(1);
  }
  throw error;
});
try {
  await migrate(database);
  await seedDemoData(database);
  if (pages > 0) await addBulkPages(database, pages);
  console.log(
    `Demo data${pages ? ` and ${pages} benchmark pages` : ""} ` +
      `loaded into ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : config.dataDir}`,
  );
} finally {
  await database.close();
}
