// `npm run seed -w api`: migrate and replace the database's content with the demo data.
import { readConfig } from "./config";
import { openDatabase } from "./db/open-database";
import { migrate } from "./db/migrations";
import { seedDemoData } from "./seed/seed-demo-data";

const config = readConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  await seedDemoData(database);
  console.log(`Demo data loaded into ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : config.dataDir}`);
} finally {
  await database.close();
}
