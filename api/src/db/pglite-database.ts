// Embedded PostgreSQL (PGlite): in memory for tests, in a data directory (locked to this process) for `npm start`.
import { mkdirSync, realpathSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { Database, Queryable } from "./database";
import { lockDataDirectory } from "./data-dir-lock";

/**
 * `from` starts an in-memory database from a dump of another (PGlite's dumpDataDir) instead of creating a
 * cluster, which takes PGlite 2–3 s: the API's tests start each database from one dump of a migrated and seeded
 * database (test/database-snapshots.ts).
 */
export async function openPgliteDatabase(dataDir?: string, from?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Before PGlite opens the directory: a second process must not touch it at all.
  const release = dataDir ? lockDataDirectory(dataDir) : () => undefined;
  // PGlite's file system fails (ErrnoError 44) on a path through a symlink: it gets the real one.
  const pg = dataDir ? new PGlite(realpathSync(dataDir)) : new PGlite(from ? { loadDataDir: from } : {});
  try {
    await pg.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  return pgliteDatabase(pg, release);
}

/** The Database interface over an open PGlite; `release` runs after it closes. */
export function pgliteDatabase(pg: PGlite, release: () => void = () => undefined): Database {
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
          async copyFrom(sql: string, data: Uint8Array) {
            await tx.query(sql, [], { blob: new Blob([new Uint8Array(data)]) });
          },
        }),
      );
    },
    async close() {
      await pg.close();
      release();
    },
  };
}
