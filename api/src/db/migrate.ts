// Applies the schema's migrations (migrations/in-order.ts) in order and records each in schema_migration; the same
// SQL runs on PGlite and PostgreSQL.
import type { Database } from "./database";
import { migrations } from "./migrations/in-order";

/** Applies pending migrations; an advisory lock keeps two API processes from migrating at once. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec("create table if not exists schema_migration (id text primary key, applied_at timestamptz not null default now())");
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(741852963)");
    const done = new Set((await tx.query<{ id: string }>("select id from schema_migration")).map((row) => row.id));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query("insert into schema_migration (id) values ($1)", [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}

// Statements run one by one inside the transaction (extended protocol takes one statement at a time).
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*\n/)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}
