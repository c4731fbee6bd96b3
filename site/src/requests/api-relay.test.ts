import { describe, expect, it } from "vitest";
import { findSignedInCall, relayAnswer } from "./api-relay";

const admin = ["adminTagList", "adminTagUpdate", "adminTagDelete", "adminLeadList", "adminLeadExport", "adminLeadResend"] as const;

describe("findSignedInCall", () => {
  it("names the contract's call for a method and path, with its parameters", () => {
    expect(findSignedInCall("GET", "/admin/tag", admin)).toEqual({ name: "adminTagList", params: {} });
    expect(findSignedInCall("PUT", "/admin/tag/12", admin)).toEqual({ name: "adminTagUpdate", params: { id: "12" } });
    expect(findSignedInCall("GET", "/admin/lead/export", admin)).toEqual({ name: "adminLeadExport", params: {} });
    expect(findSignedInCall("POST", "/admin/lead/7/resend", admin)).toEqual({ name: "adminLeadResend", params: { id: "7" } });
  });

  it("refuses calls that are not on the list, other methods and longer paths", () => {
    expect(findSignedInCall("POST", "/admin/tag", admin)).toBeNull();
    expect(findSignedInCall("DELETE", "/admin/tag/12/extra", admin)).toBeNull();
    expect(findSignedInCall("GET", "/admin/tag-group", admin)).toBeNull();
    expect(findSignedInCall("GET", "/auth", admin)).toBeNull();
  });
});

describe("relayAnswer", () => {
  it("passes status, body and the headers the browser needs, and nothing else", async () => {
    const relayed = await relayAnswer(
      new Response("id,email\r\n", {
        status: 200,
        headers: {
          "content-type": "text/csv",
          "content-disposition": 'attachment; filename="leads.csv"',
          "x-pagination-page-count": "2",
          "set-cookie": "a=b",
          "x-powered-by": "api",
        },
      }),
    );
    expect(relayed.status).toBe(200);
    expect(await relayed.text()).toBe("id,email\r\n");
    expect(relayed.headers.get("content-disposition")).toBe('attachment; filename="leads.csv"');
    expect(relayed.headers.get("x-pagination-page-count")).toBe("2");
    expect(relayed.headers.get("cache-control")).toBe("no-store");
    expect(relayed.headers.get("set-cookie")).toBeNull();
    expect(relayed.headers.get("x-powered-by")).toBeNull();
  });

  it("keeps the throttle's Retry-After on a 429", async () => {
    const relayed = await relayAnswer(
      new Response(JSON.stringify({ message: "Too many" }), { status: 429, headers: { "retry-after": "840" } }),
    );
    expect(relayed.status).toBe(429);
    expect(relayed.headers.get("retry-after")).toBe("840");
  });

  it("checks a JSON answer against the call's contract: a broken one is a 502, never passed on", async () => {
    const json = { "content-type": "application/json" };
    const good = { items: [], id: 3, order: 0, key: null, sort: 0, slug: "x", isActive: true, groupId: null, languages: [], group: null };
    const broken = await relayAnswer(
      new Response(JSON.stringify({ ...good, id: "three" }), { status: 200, headers: json }),
      "adminTagView",
    );
    expect(broken.status).toBe(502);
    expect(await broken.json()).toEqual({ message: "Server error, please try again later" });
    const refused = await relayAnswer(
      new Response(JSON.stringify({ message: "Forbidden" }), { status: 403, headers: json }),
      "adminTagView",
    );
    expect(refused.status).toBe(403);
  });

  it("checks the items of a paged answer asked with envelope=items", async () => {
    const json = { "content-type": "application/json" };
    const meta = { totalCount: 0, pageCount: 0, currentPage: 1, perPage: 24 };
    const fine = await relayAnswer(new Response(JSON.stringify({ items: [], meta }), { status: 200, headers: json }), "adminMediaList");
    expect(fine.status).toBe(200);
    expect(await fine.json()).toEqual({ items: [], meta });
    const broken = await relayAnswer(
      new Response(JSON.stringify({ items: [{ id: "one" }], meta }), { status: 200, headers: json }),
      "adminMediaList",
    );
    expect(broken.status).toBe(502);
  });
});
