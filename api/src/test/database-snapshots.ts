// Vitest's global setup for the API's tests: one empty PGlite cluster, created once per run and dumped to a
// file, which every test's in-memory database starts from (harness.ts). Creating a cluster is PGlite's slow part
// (2–3 s each, about 22 times a run); loading the dump takes about half a second. Each database is still new and
// empty, and migrations and seed data run on it as before.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The dump of an empty PGlite cluster (a tar file), for openPgliteDatabase's `from`. */
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), "storyfront-pglite-"));
  const file = path.join(folder, "empty-cluster.tar");
  const pg = new PGlite();
  await pg.waitReady;
  writeFileSync(file, Buffer.from(await (await pg.dumpDataDir("none")).arrayBuffer()));
  await pg.close();
  project.provide("pgliteSnapshot", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
