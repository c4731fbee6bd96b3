// Starts the API for a benchmark as `npm start` would (tsx src/server.ts), on a port the system picks.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** The API with `env` added to this process's; answers its URL (from the "API listening on" line) and how to stop it. */
export async function startApi(env: Record<string, string>) {
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["src/server.ts"], {
    cwd: path.join(root, "api"),
    env: { ...process.env, ...env, API_PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API listening on (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.on("exit", (code) => reject(new Error(`API exited with ${code}: ${output}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.on("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { url, stop, pid: child.pid ?? 0 };
}
