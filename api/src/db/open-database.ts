// DATABASE_URL → PostgreSQL; otherwise PGlite in a data directory (or in memory when none is given).
import type { Database } from "./database";
import { openPgliteDatabase } from "./pglite-database";
import { openPostgresDatabase } from "./postgres-database";

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string };

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgresDatabase(options.databaseUrl) : openPgliteDatabase(options.dataDir);
}
