// First start: migrate, and load the demo data when the database holds no pages and no users.
import type { Database } from "../db/database";
import { migrate } from "../db/migrate";
import { seedDemoData, type SeedOptions } from "./seed-demo-data";

/** Answers true when it loaded the demo data. */
export async function prepareDatabase(db: Database, options: SeedOptions = {}): Promise<boolean> {
  await migrate(db);
  const [counts] = await db.query<{ pages: number; users: number }>(
    "select (select count(*)::int from page) as pages, (select count(*)::int from app_user) as users",
  );
  if (counts && (counts.pages > 0 || counts.users > 0)) return false;
  await seedDemoData(db, options);
  return true;
}
