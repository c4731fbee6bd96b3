// The real entry point: `npm start` prints its address, serves, and stops cleanly on SIGTERM.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "storyfront-server-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("server entry point", () => {
  it("starts on an empty data directory, answers, and exits 0 on SIGTERM", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "server.ts")], {
      env: { ...process.env, API_PORT: "0", API_DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const match = /API listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
    });
    expect(output).toContain("Empty database: loaded the demo data");
    const health = await fetch(`${url}/health`);
    expect(await health.json()).toEqual({ status: "ok", database: "pglite" });
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 120_000);
});
