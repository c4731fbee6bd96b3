// Vitest's global setup for the API's tests: migrate and seed one database per backend once per run, and let
// every test's database start as a copy of it (harness.ts), instead of migrating and seeding each one again.
// - PGlite: the migrated, seeded database is dumped to a file (dumpDataDir); each test's in-memory database
//   loads that dump. Creating a cluster takes PGlite 2–3 s and migrating and seeding it more.
// - PostgreSQL: a template database; each test's database is `create database … template` it, a file copy.
// Each test still gets a database of its own, and runs prepareDatabase on it as the API does on a restart.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { pgliteDatabase } from "../db/pglite-database";
import { openPostgresDatabase } from "../db/postgres-database";
import { prepareDatabase } from "../seed/prepare-database";
import { postgresAdminUrl, testScryptCost } from "./test-settings";

declare module "vitest" {
  export interface ProvidedContext {
    /** The dump of a migrated and seeded PGlite database (a tar file), for openPgliteDatabase's `from`. */
    pgliteSnapshot: string;
    /** The migrated and seeded template database on PostgreSQL; empty when the server could not be reached. */
    postgresTemplate: string;
  }
}

async function pgliteSnapshot(file: string): Promise<void> {
  const pglite = new PGlite();
  await pglite.waitReady;
  await prepareDatabase(pgliteDatabase(pglite), { scryptCost: testScryptCost });
  writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
  await pglite.close();
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Answers the template's name, or "" when PostgreSQL cannot be reached (its tests then fail with the reason). */
async function postgresTemplate(): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `storyfront_api_template_${Date.now()}_${randomBytes(4).toString("hex")}`;
  try {
    await adminQuery(`create database ${name}`);
  } catch {
    return { name: "", drop: async () => undefined };
  }
  const drop = () => adminQuery(`drop database if exists ${name} with (force)`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgresDatabase(url.toString());
  let failure: unknown;
  try {
    await prepareDatabase(database, { scryptCost: testScryptCost });
  } catch (error) {
    failure = error;
  }
  // A template must have no connections while it is copied.
  await database.close();
  if (failure) {
    await drop();
    throw failure;
  }
  return { name, drop };
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), "storyfront-pglite-"));
  const file = path.join(folder, "seeded-database.tar");
  const [template] = await Promise.all([postgresTemplate(), pgliteSnapshot(file)]);
  project.provide("pgliteSnapshot", file);
  project.provide("postgresTemplate", template.name);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    await template.drop();
  };
}
