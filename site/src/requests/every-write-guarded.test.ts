import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isGuarded } from "./state-changing";

// Every route handler under app/api that can change state goes through stateChanging (origin check, JSON
// only, body limit). A new route.ts exporting POST, PUT, PATCH or DELETE without it fails here.
const apiDir = path.join(import.meta.dirname, "../app/api");
const routes = import.meta.glob<Record<string, unknown>>("../app/api/**/route.ts");
const writeMethods = ["POST", "PUT", "PATCH", "DELETE"] as const;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(path.join(dir, entry.name)) : entry.name === "route.ts" ? [path.join(dir, entry.name)] : [],
  );
}

describe("state-changing route handlers", () => {
  it("are found, every one of them", () => {
    const onDisk = routeFiles(apiDir).map((file) => `../app/api/${path.relative(apiDir, file).split(path.sep).join("/")}`);
    expect(Object.keys(routes).sort()).toEqual(onDisk.sort());
    expect(onDisk.length).toBeGreaterThan(15);
  });

  it("all go through stateChanging", async () => {
    const unguarded: string[] = [];
    let writes = 0;
    for (const [file, load] of Object.entries(routes)) {
      const module = await load();
      for (const method of writeMethods) {
        if (!(method in module)) continue;
        writes += 1;
        if (!isGuarded(module[method])) unguarded.push(`${method} ${file}`);
      }
      // An export under another name (e.g. `relay as POST` from a file that also exports GET) is still a method.
      const known = ["GET", "HEAD", "OPTIONS", ...writeMethods];
      expect(
        Object.keys(module).filter((name) => /^[A-Z]+$/.test(name) && !known.includes(name)),
        file,
      ).toEqual([]);
    }
    expect(unguarded).toEqual([]);
    expect(writes).toBeGreaterThanOrEqual(17);
  });
});
