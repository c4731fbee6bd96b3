// Settings the test harness and the tests' global setup (database-snapshots.ts) share.

/** Low scrypt cost for speed; production keeps the default (see app-options.ts). */
export const testScryptCost = 1024;

/** The shared PostgreSQL server's maintenance database: test databases are created and dropped through it. */
export const postgresAdminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
