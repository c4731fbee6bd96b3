// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { studioTokenHeader, studioTokenMeta } from "@/studio/studio-token-header";
import { pageOf } from "@/account/paged-answer";
import { callSite, SiteCallError } from "./call-site";

// The browser's calls to the site's own route handlers, against a stand-in fetch: the request the contract builds,
// and answers checked at the boundary (by status), including ones a route handler should never give.
const sent: { url: string; init: RequestInit }[] = [];
function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit) => {
      sent.push({ url, init });
      const text = body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body);
      return Promise.resolve(new Response(text, { status, headers: { "content-type": "application/json", ...headers } }));
    }),
  );
}
afterEach(() => {
  vi.unstubAllGlobals();
  sent.length = 0;
  document.head.innerHTML = "";
});

const problem = {
  severity: "error",
  file: "landings/home.json",
  path: "title",
  message: "Cannot be blank",
  fix: "Type one",
  line: 2,
  column: 3,
};

describe("callSite", () => {
  it("sends a Studio save as its contract says, with the page's token, and types the saved answer", async () => {
    document.head.innerHTML = `<meta name="${studioTokenMeta}" content="page-token">`;
    answer(200, { errors: [], warnings: [], hash: "h2", changed: true });
    const saved = await callSite("studioSave", { body: { file: "landings/home.json", data: { title: "Hi" }, hash: "h1" } });
    expect(saved.status).toBe(200);
    if (saved.status === 200) expect(saved.body.hash).toBe("h2");
    const { url, init } = sent[0] ?? { url: "", init: {} };
    expect(url).toBe("/api/studio/save");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get(studioTokenHeader)).toBe("page-token");
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({ file: "landings/home.json", data: { title: "Hi" }, hash: "h1" });
  });

  it("waits longer for the Studio than for a visitor's form, and says in words when no answer came", async () => {
    const bounds = vi.spyOn(AbortSignal, "timeout");
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new DOMException("signal timed out", "TimeoutError"))),
    );
    await expect(callSite("studioChanges")).rejects.toThrow("No answer from the site in time (GET /api/studio/changes); try again");
    await expect(callSite("signupResend", { body: { email: "ada@example.com" } })).rejects.toThrow(/^No answer from the site in time/);
    expect(bounds.mock.calls.map(([ms]) => ms)).toEqual([60_000, 15_000]);
    bounds.mockRestore();
  });

  it("tells the answers of a call apart by status: a conflict, a refusal with the checker's problems", async () => {
    answer(409, { conflict: true, error: "landings/home.json changed on disk since you opened it" });
    expect((await callSite("studioSave", { body: { file: "f", data: {}, hash: "h" } })).status).toBe(409);
    answer(422, { errors: [problem], warnings: [], error: "fix the errors before saving" });
    const refused = await callSite("studioSave", { body: { file: "f", data: {}, hash: "h" } });
    expect(refused.status === 422 && refused.body.errors[0]?.message).toBe("Cannot be blank");
  });

  it("reads the door's own refusal (message) as the Studio's (error)", async () => {
    answer(413, { message: "The request is too large" });
    const refused = await callSite("studioMedia", { file: new File(["x"], "a.png") });
    expect(refused).toMatchObject({ status: 413, body: { error: "The request is too large" } });
    expect(sent[0]?.init.body).toBeInstanceOf(FormData);
  });

  it("throws a clear error at the boundary for an answer that breaks the contract", async () => {
    answer(200, { errors: [], warnings: [] });
    const failure = await callSite("studioSave", { body: { file: "f", data: {}, hash: "h" } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SiteCallError);
    expect((failure as SiteCallError).message).toMatch(/^POST \/api\/studio\/save answered 200: the answer breaks the contract: hash: /);
  });

  it("throws for an answer that is not JSON, and for a status the contract does not list (with the body as sent)", async () => {
    answer(200, "<html>oops</html>");
    await expect(callSite("studioDocument", { query: { file: "landings/home.json" } })).rejects.toThrow(/the answer is not JSON/);
    expect(sent[0]?.url).toBe("/api/studio/document?file=landings%2Fhome.json");
    answer(401, { message: "Your session ended" });
    const failure = (await callSite("adminTagList").catch((error: unknown) => error)) as SiteCallError;
    expect(failure).toMatchObject({ status: 401, body: { message: "Your session ended" } });
  });

  it("reads Retry-After and sends the page's language", async () => {
    answer(429, { message: "Too many e-mails" }, { "retry-after": "840" });
    const throttled = await callSite("signupResend", { lang: "de", body: { email: "ada@example.com" } });
    expect(throttled).toMatchObject({ status: 429, retryAfter: 840 });
    expect(new Headers(sent[0]?.init.headers).get("lang")).toBe("de");
    answer(429, { message: "Too many e-mails" }, { "retry-after": "soon" });
    expect((await callSite("signupResend", { body: { email: "ada@example.com" } })).retryAfter).toBeNull();
  });

  it("fills path parameters and takes an answer without a body (204)", async () => {
    answer(204);
    const deleted = await callSite("adminTagDelete", { params: { id: 12 } });
    expect(deleted).toMatchObject({ status: 204, body: null });
    expect(sent[0]).toMatchObject({ url: "/api/admin/tag/12", init: { method: "DELETE" } });
  });

  it("gives a paged list its pagination headers", async () => {
    answer(200, [], {
      "x-pagination-total-count": "31",
      "x-pagination-page-count": "4",
      "x-pagination-current-page": "2",
      "x-pagination-per-page": "10",
    });
    const list = pageOf(await callSite("adminLeadList", { query: { page: "2" } }));
    expect(list).toEqual({ items: [], pagination: { totalCount: 31, pageCount: 4, currentPage: 2, perPage: 10 } });
  });
});
