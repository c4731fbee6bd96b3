// Settings read from the environment by the server and the seed command.
import path from "node:path";
import { defaultCorsOrigins } from "./app-options";

export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.API_PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`API_PORT must be a port number, got ${env.API_PORT}`);
  return {
    port,
    host: env.API_HOST || "127.0.0.1",
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.API_DATA_DIR || path.join(import.meta.dirname, "..", ".data", "pglite")),
    trustProxy: trustProxy(env.API_TRUST_PROXY),
    corsOrigins: env.API_CORS_ORIGINS
      ? env.API_CORS_ORIGINS.split(",").map((origin) => origin.trim()).filter(Boolean)
      : defaultCorsOrigins,
  };
}

/** API_TRUST_PROXY: unset → trust no proxy; 1/true → trust any; otherwise a comma list of proxy addresses. */
function trustProxy(value: string | undefined): boolean | string {
  if (!value || value === "0" || value === "false") return false;
  return value === "1" || value === "true" ? true : value;
}
