// The real entry point: `npm start` prints its address, serves, stops cleanly on SIGTERM, and keeps a PGlite data
// directory to itself.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnApi, spawnRefusedApi } from "./test/spawn-api";
import { lockFileName } from "./db/data-dir-lock";

const dataDir = mkdtempSync(path.join(tmpdir(), "storyfront-server-"));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** The pid of a process that has already ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.on("exit", resolve));
  return child.pid ?? 0;
}

describe("server entry point", () => {
  it("starts on an empty data directory, answers, and exits 0 on SIGTERM", async () => {
    const api = await spawnApi({ API_DATA_DIR: dataDir });
    expect(api.output()).toContain("Empty database: loaded the demo data");
    const health = await fetch(`${api.url}/health`);
    expect(await health.json()).toEqual({ status: "ok", database: "pglite" });
    expect(await api.stop()).toBe(0);
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
  }, 120_000);

  it("refuses a second process on the same PGlite data directory, naming the directory and the holder's pid", async () => {
    const first = await spawnApi({ API_DATA_DIR: dataDir });
    try {
      const second = await spawnRefusedApi({ API_DATA_DIR: dataDir });
      expect(second.code).toBe(1);
      expect(second.output).toContain(
        `API not started: The PGlite data directory ${dataDir} is in use by another process (pid ${first.pid}`,
      );
      expect(second.output).not.toContain("API listening");
      // The first one keeps serving.
      expect((await fetch(`${first.url}/health`)).status).toBe(200);
    } finally {
      expect(await first.stop()).toBe(0);
    }
  }, 120_000);

  it("takes over a stale lock left by a process that no longer runs", async () => {
    const pid = await deadPid();
    writeFileSync(path.join(dataDir, lockFileName), JSON.stringify({ pid, host: hostname(), startedAt: new Date().toISOString() }));
    const api = await spawnApi({ API_DATA_DIR: dataDir });
    expect(api.output()).toContain(`Taking over the stale lock of ${dataDir}: its process (pid ${pid}) no longer runs`);
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
    expect(await api.stop()).toBe(0);
  }, 120_000);

  it("refuses a second process that reaches the same data directory through a symlink, either way round", async () => {
    const link = path.join(mkdtempSync(path.join(tmpdir(), "storyfront-link-")), "pglite");
    symlinkSync(dataDir, link);
    for (const [firstDir, secondDir] of [
      [dataDir, link],
      [link, dataDir],
    ] as const) {
      const first = await spawnApi({ API_DATA_DIR: firstDir });
      try {
        const second = await spawnRefusedApi({ API_DATA_DIR: secondDir });
        expect(second.code).toBe(1);
        expect(second.output).toContain(`API not started: The PGlite data directory ${secondDir}`);
        expect(second.output).toContain(`is in use by another process (pid ${first.pid}`);
        expect(second.output).not.toContain("ErrnoError");
        expect((await fetch(`${first.url}/health`)).status).toBe(200);
      } finally {
        expect(await first.stop()).toBe(0);
      }
    }
    rmSync(path.dirname(link), { recursive: true, force: true });
  }, 180_000);

  it("refuses a com site URL for e-mailed links without the ru one", async () => {
    const refused = await spawnRefusedApi({ API_DATA_DIR: dataDir, SITE_BASE_URL: "https://storyfront.com", SITE_BASE_URL_RU: "" });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("API not started: SITE_BASE_URL_RU must be set together with SITE_BASE_URL");
  }, 60_000);

  it("refuses a webhook without its secret, naming the setting", async () => {
    const refused = await spawnRefusedApi({
      API_DATA_DIR: dataDir,
      LEADS_WEBHOOK_URL: "http://127.0.0.1:9/hook",
      LEADS_WEBHOOK_SECRET: "",
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("API not started: LEADS_WEBHOOK_SECRET must be set");
  }, 60_000);
});
