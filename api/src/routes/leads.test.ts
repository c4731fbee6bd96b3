import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadAnswer } from "@storyfront/schemas";
import { backends, startTestApi, type TestApi } from "../test/harness";

type ErrorBody = { message: string; errors?: { field: string; message: string }[] };

const demoLead = { kind: "demo", email: "pat@shop.example", name: "Pat", website: "https://shop.example", page: "/fr/sales" };
const enterpriseLead = {
  kind: "enterprise",
  firstName: "Kim",
  lastName: "Lee",
  workEmail: "kim@bigapp.example",
  productName: "Big App",
  productLink: "bigapp.example/app",
  agreement: true,
};

describe.each(backends)("leads on %s", (backend) => {
  let api: TestApi;
  let keyNumber = 0;
  const newKey = () => `test-key-${backend}-${++keyNumber}`;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api?.close());

  it("stores a demo request with locale, page and client id", async () => {
    const key = newKey();
    const answer = await api.call("POST", "/lead", {
      body: demoLead,
      headers: { "idempotency-key": key },
      lang: "fr",
      clientId: "visitor-1",
    });
    expect(answer.status).toBe(201);
    const lead = leadAnswer.parse(answer.body);
    const [stored] = await api.database.query<{ locale: string; page: string; client_id: string; payload: Record<string, unknown> }>(
      "select locale, page, client_id, payload from lead where id = $1",
      [lead.id],
    );
    expect(stored).toMatchObject({
      locale: "fr",
      page: "/fr/sales",
      client_id: "visitor-1",
      payload: { email: "pat@shop.example", name: "Pat" },
    });
  });

  it("answers a retried submit with the first lead and stores it once", async () => {
    const key = newKey();
    const first = await api.call<{ id: number }>("POST", "/lead", { body: enterpriseLead, headers: { "idempotency-key": key } });
    const retry = await api.call<{ id: number }>("POST", "/lead", { body: enterpriseLead, headers: { "idempotency-key": key } });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
    const rows = await api.database.query("select id from lead where idempotency_key = $1", [key]);
    expect(rows).toHaveLength(1);
  });

  it("makes one lead from simultaneous submits with one key", async () => {
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api.call<{ id: number }>("POST", "/lead", { body: demoLead, headers: { "idempotency-key": key } })),
    );
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(await api.database.query("select id from lead where idempotency_key = $1", [key])).toHaveLength(1);
  });

  it("refuses a reused key with a different body", async () => {
    const key = newKey();
    await api.call("POST", "/lead", { body: demoLead, headers: { "idempotency-key": key } });
    const other = await api.call<ErrorBody>("POST", "/lead", {
      body: { ...demoLead, name: "Someone else" },
      headers: { "idempotency-key": key },
    });
    expect(other.status).toBe(409);
  });

  it("needs a well-formed Idempotency-Key", async () => {
    const missing = await api.call<ErrorBody>("POST", "/lead", { body: demoLead });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ field: "Idempotency-Key", message: "Cannot be blank" }]);
    const short = await api.call<ErrorBody>("POST", "/lead", { body: demoLead, headers: { "idempotency-key": "abc" } });
    expect(short.status).toBe(422);
  });

  it.each([
    [{ ...demoLead, email: "nope" }, "email", "must be a valid email address"],
    [{ ...demoLead, name: "" }, "name", "Cannot be blank"],
    [{ ...demoLead, website: "not a site" }, "website", "must match the pattern"],
    [{ ...enterpriseLead, workEmail: "kim@gmail.com" }, "workEmail", "must be a corporate email address"],
    [{ ...enterpriseLead, agreement: false }, "agreement", "must be accepted (agree with the policy and terms)"],
    [{ ...enterpriseLead, productName: " " }, "productName", "Cannot be blank"],
    [{ ...enterpriseLead, lastName: undefined }, "lastName", "Cannot be blank"],
    [{ kind: "newsletter", email: "a@b.co" }, "kind", "must be demo or enterprise"],
  ])("rejects %j naming %s", async (body, field, message) => {
    const answer = await api.call<ErrorBody>("POST", "/lead", { body, headers: { "idempotency-key": newKey() } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toContainEqual({ field, message });
  });
});
