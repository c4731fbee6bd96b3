// The leads webhook against a real local receiver: refused connections and 5xx are retried until it recovers.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLead, adminLeadList, leadWebhookHeaders, leadWebhookPayload, type AdminLead } from "@storyfront/schemas";
import { backends, demo, startTestApi, type TestApi } from "../test/harness";
import { eventually, startWebhookReceiver } from "../test/webhook-receiver";

const secret = "test-webhook-secret-0123456789";
// Fast retries so the test runs quickly; nothing below depends on how long anything takes.
const timing = { retryBaseMs: 40, retryMaxMs: 160, timeoutMs: 5_000, idleMs: 200 };

describe.each(backends)("leads webhook on %s", (backend) => {
  let api: TestApi;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let token: string;
  let keys = 0;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    api = await startTestApi(backend, { leadWebhook: { url: receiver.url, secret, ...timing } });
    token = (await api.signIn(demo.manager.email, demo.manager.password)).token;
  });
  afterAll(async () => {
    await api?.close();
    await receiver?.down();
  });

  const submit = async (email: string) => {
    const answer = await api.call<{ id: number }>("POST", "/lead", {
      body: { kind: "demo", email, name: "Robin", website: "https://robin.example", page: "/de/sales" },
      lang: "de",
      headers: { "idempotency-key": `webhook-${backend}-${++keys}` },
    });
    expect(answer.status).toBe(201);
    return answer.body.id;
  };
  const listed = async (id: number) => {
    const answer = await api.call<AdminLead[]>("GET", "/admin/lead?per-page=100", { token });
    return adminLeadList.parse(answer.body).find((lead) => lead.id === id);
  };
  const requestsFor = (id: number) => receiver.received.filter((request) => request.headers[leadWebhookHeaders.delivery] === `lead-${id}`);

  it("keeps retrying while the receiver is down or answers 5xx, then delivers once it recovers", async () => {
    const id = await submit("robin@down.example");
    // Down: nothing listens on the port. An attempt is counted when it starts, so the one counted last may still be
    // on its way and reach the receiver brought up below (CI: 4 attempts for 3 requests); with three counted and the
    // last error a refusal, at least two ended refused.
    const refused = await eventually(async () => {
      const lead = await listed(id);
      return lead?.delivery && lead.delivery.attempts >= 3 && lead.delivery.lastError === "ECONNREFUSED" ? lead : undefined;
    }, "two refused attempts");
    expect(refused.delivery).toMatchObject({ status: "pending", lastError: "ECONNREFUSED", deliveredAt: null });
    expect(refused.delivery?.nextAttemptAt).toEqual(expect.any(Number));

    // Up, but failing.
    receiver.answer(503);
    await receiver.up();
    await eventually(() => requestsFor(id).length >= 2, "two 503 answers");
    const failing = await listed(id);
    expect(failing?.delivery).toMatchObject({ status: "pending", lastError: "HTTP 503 Service Unavailable" });

    // Recovered.
    receiver.answer(200);
    const delivered = await eventually(async () => {
      const lead = await listed(id);
      return lead?.delivery?.status === "delivered" ? lead : undefined;
    }, "the delivery");
    const requests = requestsFor(id);
    expect(requests.filter((request) => request.answeredWith === 200)).toHaveLength(1);
    expect(delivered.delivery).toMatchObject({ nextAttemptAt: null, lastError: "HTTP 503 Service Unavailable" });
    // Every attempt is counted: the refused ones (at least two) and each request the receiver saw.
    expect(delivered.delivery!.attempts).toBeGreaterThanOrEqual(requests.length + 2);
    expect(delivered.delivery!.deliveredAt).toEqual(expect.any(Number));

    // What arrived: the lead as JSON, signed over "{timestamp}.{body}" with the shared secret.
    const last = requests.at(-1)!;
    expect(last.headers["content-type"]).toBe("application/json");
    const timestamp = String(last.headers[leadWebhookHeaders.timestamp]);
    const expected = `sha256=${createHmac("sha256", secret).update(`${timestamp}.${last.body}`).digest("hex")}`;
    expect(last.headers[leadWebhookHeaders.signature]).toBe(expected);
    const payload = leadWebhookPayload.parse(JSON.parse(last.body));
    expect(payload).toMatchObject({
      event: "lead.created",
      lead: {
        id,
        kind: "demo",
        email: "robin@down.example",
        name: "Robin",
        company: "https://robin.example",
        page: "/de/sales",
        locale: "de",
      },
    });
    expect(payload.lead.fields).toMatchObject({ email: "robin@down.example", name: "Robin", website: "https://robin.example" });
  });

  it("retries a 429 but gives up on another 4xx, which the list shows as failed", async () => {
    receiver.answer(429);
    const throttled = await submit("robin@busy.example");
    await eventually(() => requestsFor(throttled).length >= 1, "a 429 answer");
    receiver.answer(400);
    const refusedLead = await eventually(async () => {
      const lead = await listed(throttled);
      return lead?.delivery?.status === "failed" ? lead : undefined;
    }, "the lead marked failed");
    expect(refusedLead.delivery).toMatchObject({ lastError: "HTTP 400 Bad Request", nextAttemptAt: null, deliveredAt: null });
    const tries = requestsFor(throttled).length;
    expect(requestsFor(throttled).map((request) => request.answeredWith)).toEqual([...Array(tries - 1).fill(429), 400]);

    // Later leads still go out, and the failed one is not sent again.
    receiver.answer(200);
    const next = await submit("robin@later.example");
    await eventually(async () => (await listed(next))?.delivery?.status === "delivered", "the next delivery");
    expect(requestsFor(throttled)).toHaveLength(tries);
  });

  it("delivers each of several leads stored at once exactly once when the receiver answers at once", async () => {
    receiver.answer(200);
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => submit(`burst${n}@burst.example`)));
    await eventually(async () => {
      const leads = await Promise.all(ids.map(listed));
      return leads.every((lead) => lead?.delivery?.status === "delivered");
    }, "five deliveries");
    for (const id of ids) expect(requestsFor(id)).toHaveLength(1);
  });

  it("sends a lead the receiver refused with a 400 again on request, and delivers it once the receiver accepts", async () => {
    receiver.answer(400);
    const id = await submit("robin@refused.example");
    await eventually(async () => (await listed(id))?.delivery?.status === "failed", "the lead marked failed");
    expect(requestsFor(id).map((request) => request.answeredWith)).toEqual([400]);

    receiver.answer(200);
    const resend = await api.call<AdminLead>("POST", `/admin/lead/${id}/resend`, { token });
    expect(resend.status).toBe(200);
    const answered = adminLead.parse(resend.body);
    expect(answered).toMatchObject({ id, email: "robin@refused.example" });
    expect(answered.delivery).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 400 Bad Request", deliveredAt: null });
    expect(answered.delivery?.nextAttemptAt).toEqual(expect.any(Number));

    const delivered = await eventually(async () => {
      const lead = await listed(id);
      return lead?.delivery?.status === "delivered" ? lead : undefined;
    }, "the resent lead delivered");
    expect(delivered.delivery).toMatchObject({ attempts: 2, nextAttemptAt: null });
    expect(requestsFor(id).map((request) => request.answeredWith)).toEqual([400, 200]);
    expect(leadWebhookPayload.parse(JSON.parse(requestsFor(id)[1]?.body ?? "")).lead.id).toBe(id);

    // Delivered: nothing to send again; the receiver hears nothing more.
    const again = await api.call<{ message: string }>("POST", `/admin/lead/${id}/resend`, { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/delivered/);
    expect(requestsFor(id)).toHaveLength(2);
  });

  it("does not resend a lead whose delivery is still pending", async () => {
    await receiver.down();
    const id = await submit("robin@waiting.example");
    await eventually(async () => ((await listed(id))?.delivery?.attempts ?? 0) >= 1, "a first attempt");
    const answer = await api.call<{ message: string }>("POST", `/admin/lead/${id}/resend`, { token });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/pending/);
    receiver.answer(200);
    await receiver.up();
    await eventually(async () => (await listed(id))?.delivery?.status === "delivered", "the pending lead delivered");
  });
});
