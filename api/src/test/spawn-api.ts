// Starts the real entry point (`npm start`'s server.ts) as a child process and reads its printed address.
import { spawn } from "node:child_process";
import path from "node:path";

export type SpawnedApi = { url: string; pid: number; output: () => string; stop: () => Promise<number | null> };

export function spawnApi(env: Record<string, string>): Promise<SpawnedApi> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "..", "server.ts")], {
    env: { ...process.env, API_PORT: "0", DATABASE_URL: "", LEADS_WEBHOOK_URL: "", PREVIEW_SECRET: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return new Promise<SpawnedApi>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        resolve({
          url: match[1],
          pid: child.pid ?? 0,
          output: () => output,
          stop: () => {
            child.kill("SIGTERM");
            return exited;
          },
        });
      }
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

/** Runs server.ts expecting it to refuse to start; answers its exit code and everything it printed. */
export function spawnRefusedApi(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "..", "server.ts")], {
    env: { ...process.env, API_PORT: "0", DATABASE_URL: "", LEADS_WEBHOOK_URL: "", PREVIEW_SECRET: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    child.on("exit", (code) => {
      resolve({ code, output });
    }),
  );
}
