// Sign-up e-mails and leads per visitor address and per e-mail address (issue 37): requests sent all at once get no
// more through than the limit, and a refused one sends nothing. Real HTTP, both databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApi } from "../app";
import { openPostgresDatabase } from "../db/postgres-database";
import { backends, startTestApi, type Answer, type TestApi } from "../test/harness";

const signupLimits = { perAddress: 3, perEmail: 2, windowSeconds: 3600 };
const leadLimits = { perAddress: 4, windowSeconds: 3600 };
const from = (address: string) => ({ "x-forwarded-for": address });
const person = (email: string) => ({ firstName: "Ada", lastName: "Byron", email, companyName: "Acme", companyDomain: "acme.io" });
const lead = (email: string) => ({ kind: "demo", email, name: "Ada" });

/** Statuses of `answers`, counted: { 202: n, 429: m, … }. */
const tally = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

function expectRefused(answers: Answer[], message: string) {
  for (const answer of answers.filter(({ status }) => status === 429)) {
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((answer.body as { message: string }).message).toMatch(new RegExp(`^${message}; try again in \\d+ seconds$`));
  }
}

describe.each(backends)("send limits on %s", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend, { signupLimits, leadLimits });
  });
  afterAll(() => api?.close());

  const signUp = (email: string, address: string) => api.call("POST", "/auth/signup", { body: person(email), headers: from(address) });
  const resend = (email: string, address: string) => api.call("POST", "/auth/signup/resend", { body: { email }, headers: from(address) });
  let keys = 0;
  const sendLead = (email: string, address: string, key = `limit-key-${++keys}`) =>
    api.call("POST", "/lead", { body: lead(email), headers: { ...from(address), "idempotency-key": key } });
  const mailsTo = async (pattern: string) =>
    Number((await api.database.query<{ n: number }>("select count(*) as n from mail_outbox where to_address like $1", [pattern]))[0]?.n);

  it("lets 3 of 12 sign-ups sent at once from one address through; the rest are 429 and e-mail nobody", async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => signUp(`crowd${n}@flood.example`, "203.0.113.1")));
    expect(tally(answers)).toEqual({ 202: 3, 429: 9 });
    expectRefused(answers, "Too many sign-up requests from your address");
    expect(await mailsTo("%@flood.example")).toBe(3);
    // Another address is not held back by this one.
    expect((await signUp("other@flood.example", "203.0.113.2")).status).toBe(202);
  });

  it("lets 2 sign-ups for one e-mail address through, the second of 10 sent at once from 10 addresses", async () => {
    // The first alone: parallel first sign-ups of one new address race to create its account (a 409 on PostgreSQL).
    expect((await signUp("victim@target.example", "198.51.100.100")).status).toBe(202);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => signUp("victim@target.example", `198.51.100.${n + 1}`)));
    expect(tally(answers)).toEqual({ 202: 1, 429: 9 });
    expectRefused(answers, "Too many confirmation e-mails for this address");
    expect(await mailsTo("victim@target.example")).toBe(1);
  });

  it("counts a resend with its sign-up, and lets the address in again once the window has passed", async () => {
    const email = "resender@target.example";
    expect((await signUp(email, "192.0.2.1")).status).toBe(202);
    api.clock.now += 61;
    expect((await resend(email, "192.0.2.1")).status).toBe(202);
    api.clock.now += 61;
    const refused = await resend(email, "192.0.2.1");
    expect(refused.status).toBe(429);
    expectRefused([refused], "Too many confirmation e-mails for this address");
    expect(await mailsTo(email)).toBe(2);
    api.clock.now += signupLimits.windowSeconds;
    expect((await resend(email, "192.0.2.1")).status).toBe(202);
  });

  it("stores 4 of 12 leads sent at once from one address; the rest are 429 and stored nowhere", async () => {
    const before = Number((await api.database.query<{ n: number }>("select count(*) as n from lead"))[0]?.n);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => sendLead(`buyer${n}@shop.example`, "203.0.113.50")));
    expect(tally(answers)).toEqual({ 201: 4, 429: 8 });
    expectRefused(answers, "Too many requests from your address");
    expect(Number((await api.database.query<{ n: number }>("select count(*) as n from lead"))[0]?.n)).toBe(before + 4);
    expect((await sendLead("buyer@shop.example", "203.0.113.51")).status).toBe(201);
  });

  it("answers a retried lead as stored even when its address has used up its leads", async () => {
    const stored = await sendLead("first@shop.example", "203.0.113.60", "limit-retry-key");
    expect(stored.status).toBe(201);
    for (let n = 1; n < leadLimits.perAddress; n++) expect((await sendLead(`more${n}@shop.example`, "203.0.113.60")).status).toBe(201);
    expect((await sendLead("late@shop.example", "203.0.113.60")).status).toBe(429);
    const retried = await sendLead("first@shop.example", "203.0.113.60", "limit-retry-key");
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(stored.body);
  });
});

describe("send limits across two API processes on one PostgreSQL database", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi("postgres", { leadLimits });
  });
  afterAll(() => api?.close());

  it("stores 4 of 16 leads sent at once to both", async () => {
    const second = await openPostgresDatabase(api.postgresUrl ?? "");
    const other = await buildApi({ database: second, clock: () => api.clock.now, trustProxy: true, leadLimits });
    try {
      await other.listen({ port: 0, host: "127.0.0.1" });
      const address = other.server.address();
      const otherBase = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
      const send = (base: string, n: number) =>
        fetch(`${base}/lead`, {
          method: "POST",
          headers: { "content-type": "application/json", ...from("203.0.113.70"), "idempotency-key": `two-processes-${n}` },
          body: JSON.stringify(lead(`pair${n}@shop.example`)),
        });
      const responses = await Promise.all(Array.from({ length: 16 }, (_, n) => send(n % 2 === 0 ? api.base : otherBase, n)));
      expect(tally(responses.map((response) => ({ status: response.status, headers: response.headers, body: undefined })))).toEqual({
        201: 4,
        429: 12,
      });
    } finally {
      await other.close();
      await second.close();
    }
  });
});
