import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPgliteDatabase } from "./pglite-database";
import { migrate } from "./migrate";
import { DataDirectoryInUse } from "./data-dir-lock";
import { prepareDatabase } from "../seed/prepare-database";
import { seedDemoData } from "../seed/seed-demo-data";
import { testScryptCost } from "../test/harness";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("PGlite storage in a data directory", () => {
  it("is created, migrated and seeded on first start, and kept on the next", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "storyfront-api-")), "nested", "pglite");
    dirs.push(path.dirname(path.dirname(dir)));
    const first = await openPgliteDatabase(dir);
    // While it is open, nobody else (not even this process) may open the same directory.
    await expect(openPgliteDatabase(dir)).rejects.toThrow(DataDirectoryInUse);
    expect(await prepareDatabase(first, { scryptCost: testScryptCost })).toBe(true);
    await first.query("update page set views = 4242 where slug = 'why-stories-beat-banners'");
    await first.close();

    const second = await openPgliteDatabase(dir);
    expect(await prepareDatabase(second, { scryptCost: testScryptCost })).toBe(false);
    expect(await migrate(second)).toEqual([]);
    const [row] = await second.query<{ views: number }>("select views from page where slug = 'why-stories-beat-banners'");
    expect(row?.views).toBe(4242);

    // The seed command resets to the demo data.
    await seedDemoData(second, { scryptCost: testScryptCost });
    const [reset] = await second.query<{ views: number }>("select views from page where slug = 'why-stories-beat-banners'");
    expect(reset?.views).not.toBe(4242);
    const [counts] = await second.query<{ blog: number; categories: number; users: number }>(
      "select (select count(*)::int from page where type = 4) as blog, " +
        "(select count(*)::int from category where type = 4) as categories, (select count(*)::int from app_user) as users",
    );
    expect(counts).toEqual({ blog: 49, categories: 8, users: 4 });
    await second.close();
  }, 120_000);
});
