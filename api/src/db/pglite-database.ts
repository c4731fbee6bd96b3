// Embedded PostgreSQL (PGlite): in memory for tests, in a data directory for `npm start`.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { Database, Queryable } from "./database";

export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  return {
    kind: "pglite",
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pg.query<Row>(sql, params)).rows;
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return pg.transaction((tx) =>
        work({
          async query<Row>(sql: string, params: unknown[] = []) {
            return (await tx.query<Row>(sql, params)).rows;
          },
        }),
      );
    },
    async close() {
      await pg.close();
    },
  };
}
