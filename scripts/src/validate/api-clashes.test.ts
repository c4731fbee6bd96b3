// npm run validate -- --api <url> against the real API (Fastify on PGlite in a temporary folder, seeded with
// its demo data) started here: a content file that hides an API landing page is a warning naming both.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { buildApi, openDatabase, prepareDatabase, type Database } from "@storyfront/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const scriptsDir = fileURLToPath(new URL("../../", import.meta.url));
const run = promisify(execFile);

interface JsonReport {
  ok: boolean;
  warningCount: number;
  problems: { severity: string; file: string; line: number; column: number; path: string; message: string; fix: string }[];
  notes?: string[];
}

/** The validator as a marketer runs it, as JSON; a failing exit code still gives the report. */
async function validate(...args: string[]): Promise<{ code: number; report: JsonReport }> {
  const tsx = fileURLToPath(import.meta.resolve("tsx/cli"));
  try {
    const { stdout } = await run(process.execPath, [tsx, "src/validate/cli.ts", "--format", "json", ...args], {
      cwd: scriptsDir,
      env: { ...process.env, STORYFRONT_API_URL: "" },
    });
    return { code: 0, report: JSON.parse(stdout) as JsonReport };
  } catch (error) {
    const failure = error as { code: number; stdout: string };
    return { code: failure.code, report: JSON.parse(failure.stdout) as JsonReport };
  }
}

let dataDir: string;
let database: Database;
let app: Awaited<ReturnType<typeof buildApi>>;
let base: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "storyfront-validate-api-"));
  database = await openDatabase({ dataDir });
  await prepareDatabase(database, { scryptCost: 1024 });
  // What publishing a landing writes (the API has no page editor yet): "use-cases" clashes with landings/use-cases.json.
  const [category] = await database.query<{ id: number }>("select id from category where slug = 'features' and type = 9");
  const [page] = await database.query<{ id: number }>(
    "insert into page (slug, type, is_active, category_ids, created_at, updated_at, languages) " +
      "values ('use-cases', 9, true, $1::int[], 1800000000, 1800000000, '{en}') returning id",
    [[category?.id]],
  );
  await database.query(
    "insert into page_translation (page_id, language, title, description) " +
      "values ($1, 'en', 'Use cases from the API', 'Published in the API')",
    [page?.id],
  );
  // And an industry landing "telecom", which content/solutions/telecom.json (a catalogue entry) hides.
  const [industry] = await database.query<{ id: number }>("select id from category where slug = 'industry' and type = 9");
  const [telecom] = await database.query<{ id: number }>(
    "insert into page (slug, type, is_active, category_ids, created_at, updated_at, languages) " +
      "values ('telecom', 9, true, $1::int[], 1800000000, 1800000000, '{en}') returning id",
    [[industry?.id]],
  );
  await database.query(
    "insert into page_translation (page_id, language, title, description) " +
      "values ($1, 'en', 'Telecom from the API', 'Published in the API')",
    [telecom?.id],
  );
  app = await buildApi({ database, scryptCost: 1024 });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// Each test runs the validator as its own process (tsx start-up included): seconds on a busy machine.
describe("npm run validate -- --api <url>", { timeout: 60_000 }, () => {
  it("warns per clash at the content file's slug or path, naming the API page and which one wins, without failing", async () => {
    const [useCases] = await database.query<{ id: number }>("select id from page where slug = 'use-cases' and type = 9");
    const [telecom] = await database.query<{ id: number }>("select id from page where slug = 'telecom' and type = 9");
    const { code, report } = await validate("--api", base);
    expect(code).toBe(0);
    expect(report.ok).toBe(true);
    const clashes = report.problems.filter((problem) => problem.message.includes("the API's landing page"));
    expect(clashes).toContainEqual({
      severity: "warning",
      file: "content/landings/use-cases.json",
      line: 4,
      column: 11,
      path: "path",
      message:
        `the API's landing page #${useCases?.id} "use-cases" ("Use cases from the API") has the same slug: this file wins, so ` +
        `/use-cases and the menus show this file and never the API page`,
      fix: `if the API page should show, rename or delete this file; otherwise unpublish or rename API page #${useCases?.id}`,
    });
    expect(clashes).toContainEqual(
      expect.objectContaining({
        file: "content/solutions/telecom.json",
        line: 3,
        column: 11,
        path: "slug",
        message: expect.stringContaining(`#${telecom?.id} "telecom"`),
      }),
    );
    // One warning per clash: the API's demo landings that no content file hides are not named.
    const apiSlugs = await database.query<{ slug: string }>("select slug from page where type = 9 and is_active");
    expect(clashes.length).toBeLessThanOrEqual(apiSlugs.length);
    expect(new Set(clashes.map((clash) => clash.file)).size).toBe(clashes.length);
  });

  it("fails on those warnings with --strict", async () => {
    const { code, report } = await validate("--api", base, "--strict");
    expect(code).toBe(1);
    expect(report.ok).toBe(false);
  });

  it("finds no clash without --api: the check stays offline by default", async () => {
    const { code, report } = await validate();
    expect(code).toBe(0);
    expect(report.problems.filter((problem) => problem.message.includes("API"))).toEqual([]);
  });

  it("says an unreachable API is a warning and still passes", async () => {
    await app.close();
    const { code, report } = await validate("--api", base);
    expect(code).toBe(0);
    expect(report.ok).toBe(true);
    expect(report.notes).toEqual([
      `the API at ${base} did not answer (ECONNREFUSED): slug clashes with its landing pages were not checked`,
    ]);
  });
});
