// Starts the real API over real HTTP on a random port, on an in-memory PGlite or a fresh PostgreSQL database.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { Secret, TOTP } from "otpauth";
import { inject } from "vitest";
import { buildApi, type BuildApiOptions } from "../app";
import type { Database } from "../db/database";
import { openPgliteDatabase } from "../db/pglite-database";
import { openPostgresDatabase } from "../db/postgres-database";
import { prepareDatabase } from "../seed/prepare-database";
import { postgresAdminUrl, testScryptCost } from "./test-settings";

export const backends = ["pglite", "postgres"] as const;
export type Backend = (typeof backends)[number];

export { testScryptCost } from "./test-settings";

/**
 * A uniquely named database on the shared server, dropped again by `drop`: empty, or with `seeded` a copy of the
 * run's migrated and seeded template (database-snapshots.ts). Fails when the server is unreachable.
 */
export async function createPostgresDatabase(options: { seeded?: boolean } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `storyfront_api_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const template = options.seeded ? inject("postgresTemplate") : "";
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresAdminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

let seededDump: Blob | undefined;
/** The dump of the migrated and seeded database (database-snapshots.ts), read once per test file: PGlite only reads it. */
const seededDatabase = () => (seededDump ??= new Blob([readFileSync(inject("pgliteSnapshot"))]));

export type Answer<T = unknown> = { status: number; headers: Headers; body: T };
export type CallOptions = {
  headers?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  token?: string;
  lang?: string;
  clientId?: string;
};

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;

export async function startTestApi(backend: Backend, options: Partial<Omit<BuildApiOptions, "database">> = {}) {
  let postgres: { url: string; drop: () => Promise<void> } | undefined;
  let database: Database;
  if (backend === "postgres") {
    postgres = await createPostgresDatabase({ seeded: true });
    database = await openPostgresDatabase(postgres.url);
  } else {
    database = await openPgliteDatabase(undefined, seededDatabase());
  }
  const clock = { now: Math.floor(Date.UTC(2026, 10, 22, 9) / 1000) };
  // Already migrated and seeded (a copy of the run's snapshot): this checks it as the API does on a restart.
  await prepareDatabase(database, { scryptCost: testScryptCost });
  const app = await buildApi({
    database,
    scryptCost: testScryptCost,
    clock: () => clock.now,
    validateAnswers: true,
    trustProxy: true,
    ...options,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  async function call<T = unknown>(method: string, path: string, call: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...call.headers };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (call.lang) headers.lang = call.lang;
    if (call.clientId) headers["x-client-id"] = call.clientId;
    let body: string | undefined = call.rawBody;
    if (call.body !== undefined) {
      body = JSON.stringify(call.body);
      headers["content-type"] ??= "application/json";
    }
    const response = await fetch(base + path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text so the assertion shows it
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  async function signIn(email: string, password: string, twoFactorSecret?: string) {
    const answer = await call<{ token: string; refreshToken: string; ticket?: string }>("POST", "/auth", { body: { email, password } });
    if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    if (answer.body.ticket === undefined) return answer.body;
    if (!twoFactorSecret) throw new Error(`${email} has two-factor sign-in on; pass its secret`);
    // A code is used once: move the clock to the next 30-second step so this sign-in never repeats an earlier code.
    clock.now += 30;
    const second = await call<{ token: string; refreshToken: string }>("POST", "/auth/two-factor", {
      body: { ticket: answer.body.ticket, code: totpCode(twoFactorSecret, clock.now) },
    });
    if (second.status !== 200) throw new Error(`two-factor step failed: ${second.status} ${JSON.stringify(second.body)}`);
    return second.body;
  }

  return {
    base,
    call,
    signIn,
    database,
    clock,
    /** The test database's URL on PostgreSQL (a second API process can share it); undefined on PGlite. */
    postgresUrl: postgres?.url,
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
    },
  };
}

/** The code an authenticator app shows for `secret` at `at` (Unix seconds). */
export const totpCode = (secret: string, at: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at * 1000 });

export const demo = {
  user: { email: "user@example.com", password: "Demo-User-2026" },
  /** Two-factor sign-in on; page-edit permission only. */
  editor: { email: "editor@example.com", password: "Demo-Editor-2026", twoFactorSecret: "C5O52TOTVPPYKIWCTHYW6EIFK2PM3EWZ" },
  manager: { email: "manager@example.com", password: "Demo-Manager-2026" },
  admin: { email: "admin@example.com", password: "Demo-Admin-2026" },
};
