import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLeadList, leadCsvColumns, paginationHeaders, type AdminLead } from "@storyfront/schemas";
import { backends, demo, startTestApi, type TestApi } from "../test/harness";

const demoLead = (n: number) => ({
  kind: "demo",
  email: `pat${n}@shop${n}.example`,
  name: `Pat ${n}`,
  website: `https://shop${n}.example`,
  page: "/sales",
});
const enterpriseLead = {
  kind: "enterprise",
  firstName: "Kim",
  lastName: "Lee",
  workEmail: "kim@bigapp.example",
  productName: "Big App",
  productLink: "bigapp.example/app",
  agreement: true,
  page: "/fr/enterprise",
};

describe.each(backends)("leads for the sales team on %s", (backend) => {
  let api: TestApi;
  let manager: string;
  let admin: string;
  let keys = 0;
  const submit = (body: object, lang = "en") =>
    api.call<{ id: number }>("POST", "/lead", { body, lang, headers: { "idempotency-key": `admin-lead-${++keys}-key` } });

  beforeAll(async () => {
    api = await startTestApi(backend);
    manager = (await api.signIn(demo.manager.email, demo.manager.password)).token;
    admin = (await api.signIn(demo.admin.email, demo.admin.password)).token;
    for (let n = 1; n <= 4; n++) {
      api.clock.now += 60;
      expect((await submit(demoLead(n))).status).toBe(201);
    }
    api.clock.now += 60;
    expect((await submit(enterpriseLead, "fr")).status).toBe(201);
  });
  afterAll(() => api?.close());

  it("lists leads newest first with form, page, locale and time, paged in the x-pagination headers", async () => {
    const answer = await api.call<AdminLead[]>("GET", "/admin/lead?per-page=2", { token: manager });
    expect(answer.status).toBe(200);
    const leads = adminLeadList.parse(answer.body);
    expect(answer.headers.get(paginationHeaders.totalCount)).toBe("5");
    expect(answer.headers.get(paginationHeaders.pageCount)).toBe("3");
    expect(leads).toEqual([
      {
        id: expect.any(Number),
        kind: "enterprise",
        email: "kim@bigapp.example",
        name: "Kim Lee",
        company: "Big App",
        productLink: "bigapp.example/app",
        page: "/fr/enterprise",
        locale: "fr",
        createdAt: api.clock.now,
        delivery: null,
      },
      expect.objectContaining({
        kind: "demo",
        email: "pat4@shop4.example",
        name: "Pat 4",
        company: "https://shop4.example",
        productLink: null,
        page: "/sales",
        locale: "en",
      }),
    ]);
    const last = await api.call<AdminLead[]>("GET", "/admin/lead?per-page=2&page=3", { token: admin });
    expect(last.body.map((lead) => lead.email)).toEqual(["pat1@shop1.example"]);
  });

  it("searches by email or company, in any case", async () => {
    const byEmail = await api.call<AdminLead[]>("GET", "/admin/lead?q=PAT2@", { token: manager });
    expect(byEmail.body.map((lead) => lead.email)).toEqual(["pat2@shop2.example"]);
    const byCompany = await api.call<AdminLead[]>("GET", "/admin/lead?q=big%20app", { token: manager });
    expect(byCompany.body.map((lead) => lead.email)).toEqual(["kim@bigapp.example"]);
    const byWebsite = await api.call<AdminLead[]>("GET", "/admin/lead?q=shop3.example", { token: manager });
    expect(byWebsite.body).toHaveLength(1);
    const none = await api.call<AdminLead[]>("GET", "/admin/lead?q=%25", { token: manager });
    expect(none.body).toEqual([]);
    expect(none.headers.get(paginationHeaders.totalCount)).toBe("0");
  });

  it("refuses users without the manager or administrator role (403) and visitors (401)", async () => {
    const user = await api.signIn(demo.user.email, demo.user.password);
    const editor = await api.signIn(demo.editor.email, demo.editor.password, demo.editor.twoFactorSecret);
    for (const token of [user.token, editor.token]) {
      expect((await api.call("GET", "/admin/lead", { token })).status).toBe(403);
      expect((await api.call("GET", "/admin/lead/export", { token })).status).toBe(403);
    }
    expect((await api.call("GET", "/admin/lead")).status).toBe(401);
    expect((await api.call("GET", "/admin/lead/export")).status).toBe(401);
  });

  it("exports the search as CSV, escaped and safe from spreadsheet formulas", async () => {
    api.clock.now += 60;
    const tricky = {
      kind: "demo",
      email: "eve@evil.example",
      name: '=HYPERLINK("http://evil.example","Click"), "quoted"\nnext line',
      page: "/sales",
    };
    expect((await submit(tricky)).status).toBe(201);
    const answer = await api.call<string>("GET", "/admin/lead/export", { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    // fetch's text() drops the byte-order mark, so look at the bytes for it.
    const bytes = new Uint8Array(
      await (await fetch(`${api.base}/admin/lead/export`, { headers: { authorization: `Bearer ${admin}` } })).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = answer.body;
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(leadCsvColumns.join(","));
    expect(lines.at(-1)).toBe("");
    // The newest lead first; its name is quoted, its quotes doubled, the formula defused with a leading '.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click""), ""quoted""\nnext line"`);
    expect(lines[1]).toMatch(/^\d+,"\d{4}-\d{2}-\d{2}T[\d:.]+Z","demo","eve@evil\.example",/);
    expect(text.match(/"pat\d@shop\d\.example"/g)).toHaveLength(4);

    const searched = await api.call<string>("GET", "/admin/lead/export?q=bigapp", { token: manager });
    expect(searched.body.split("\r\n").filter(Boolean)).toHaveLength(2);
  });

  it("describes both calls in the OpenAPI document, the export as text/csv", async () => {
    const document = await api.call<{
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    }>("GET", "/openapi.json");
    expect(Object.keys(document.body.paths["/admin/lead"]?.get?.responses["200"]?.content ?? {})).toEqual(["application/json"]);
    expect(Object.keys(document.body.paths["/admin/lead/export"]?.get?.responses["200"]?.content ?? {})).toEqual(["text/csv"]);
  });

  it("sends a lead again only when its webhook delivery failed: 409 for a lead stored with no webhook, 404 unknown", async () => {
    const [lead] = adminLeadList.parse((await api.call("GET", "/admin/lead?per-page=1", { token: manager })).body);
    const none = await api.call<{ message: string }>("POST", `/admin/lead/${lead?.id}/resend`, { token: manager });
    expect(none.status).toBe(409);
    expect(none.body.message).toMatch(/no webhook/);
    expect((await api.call("POST", "/admin/lead/2147483000/resend", { token: admin })).status).toBe(404);
    expect((await api.call("POST", "/admin/lead/abc/resend", { token: admin })).status).toBe(422);
    const user = await api.signIn(demo.user.email, demo.user.password);
    expect((await api.call("POST", `/admin/lead/${lead?.id}/resend`, { token: user.token })).status).toBe(403);
    expect((await api.call("POST", `/admin/lead/${lead?.id}/resend`)).status).toBe(401);
  });

  it("validates the list query", async () => {
    const answer = await api.call<{ errors: { field: string }[] }>("GET", "/admin/lead?per-page=500", { token: manager });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0]?.field).toBe("per-page");
  });
});
