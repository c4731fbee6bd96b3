// Pending webhook deliveries survive a restart: the API is stopped while the receiver fails, a new API process on
// the same database delivers them once the receiver is back.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { adminLeadList, authTokens, leadWebhookHeaders } from "@storyfront/schemas";
import { backends, createPostgresDatabase, demo, type Backend } from "../test/harness";
import { eventually, startWebhookReceiver } from "../test/webhook-receiver";
import { spawnApi, type SpawnedApi } from "../test/spawn-api";

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function storage(backend: Backend): Promise<Record<string, string>> {
  if (backend === "postgres") {
    const database = await createPostgresDatabase();
    cleanups.push(database.drop);
    return { DATABASE_URL: database.url };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "storyfront-restart-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return { API_DATA_DIR: dataDir };
}

describe.each(backends)("leads webhook across a restart on %s", (backend) => {
  it("delivers, from a new API process, a lead the stopped one could not deliver", async () => {
    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.down());
    receiver.answer(500);
    await receiver.up();
    const env = {
      ...(await storage(backend)),
      LEADS_WEBHOOK_URL: receiver.url,
      LEADS_WEBHOOK_SECRET: "restart-test-secret-0123456789",
      LEADS_WEBHOOK_RETRY_BASE_MS: "50",
      LEADS_WEBHOOK_RETRY_MAX_MS: "200",
      LEADS_WEBHOOK_IDLE_MS: "200",
    };
    const running: SpawnedApi[] = [];
    cleanups.push(async () => {
      for (const api of running) await api.stop();
    });

    const first = await spawnApi(env);
    running.push(first);
    const stored = await fetch(`${first.url}/lead`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": "restart-lead-0001" },
      body: JSON.stringify({ kind: "demo", email: "sam@restart.example", name: "Sam" }),
    });
    expect(stored.status).toBe(201);
    const { id } = (await stored.json()) as { id: number };
    const requestsFor = () => receiver.received.filter((request) => request.headers[leadWebhookHeaders.delivery] === `lead-${id}`);
    await eventually(() => requestsFor().length >= 2, "two failed attempts by the first process");
    expect(await first.stop()).toBe(0);
    running.pop();
    const failedBefore = requestsFor().length;
    expect(requestsFor().every((request) => request.answeredWith === 500)).toBe(true);

    receiver.answer(200);
    const second = await spawnApi(env);
    running.push(second);
    expect(second.output()).not.toContain("loaded the demo data");
    await eventually(() => requestsFor().some((request) => request.answeredWith === 200), "the delivery by the second process");
    expect(requestsFor().length).toBeGreaterThan(failedBefore);

    const signIn = await fetch(`${second.url}/auth`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(demo.manager),
    });
    const { token } = authTokens.parse(await signIn.json());
    const list = adminLeadList.parse(
      await (await fetch(`${second.url}/admin/lead`, { headers: { authorization: `Bearer ${token}` } })).json(),
    );
    const lead = list.find((entry) => entry.id === id);
    expect(lead?.delivery?.status).toBe("delivered");
    // An attempt cut short by the stop may not have reached the receiver, so attempts can exceed what it saw.
    expect(lead?.delivery?.attempts).toBeGreaterThanOrEqual(requestsFor().length);
    expect(await second.stop()).toBe(0);
    running.pop();
  }, 180_000);
});
