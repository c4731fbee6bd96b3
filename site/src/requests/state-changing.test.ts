import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { stateChanging } from "./state-changing";

const url = "http://storyfront.com:3000/api/auth";
const self = "http://storyfront.com:3000";
const json = "application/json";
/** A streamed request body needs half duplex. */
const streaming = { duplex: "half" } as RequestInit;

/** The handler behind the door echoes what reached it, so a test sees whether and what it read. */
const echo = stateChanging(async (request: NextRequest) => Response.json({ reached: true, body: await request.text() }));
const server = stateChanging(async () => Response.json({ reached: true }), { callers: "server" });

function post(headers: Record<string, string>, body: BodyInit | null = "{}", init: RequestInit = {}) {
  return new NextRequest(url, { method: "POST", headers: { host: "storyfront.com:3000", ...headers }, body, ...init } as never);
}

/** A body that says nothing of its length and fails the test if read past `limit` + one chunk. */
function chunked(total: number, chunk = 4096) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk;
      controller.enqueue(new Uint8Array(chunk).fill(120));
    },
  });
  return { stream, sent: () => sent };
}

describe("stateChanging", () => {
  it("lets a page of this origin through, by Sec-Fetch-Site or Origin, with its body", async () => {
    const pages: Record<string, string>[] = [
      { "sec-fetch-site": "same-origin" },
      { origin: self },
      { origin: "HTTP://StoryFront.com:3000" },
    ];
    for (const headers of pages) {
      const answer = await echo(post({ ...headers, "content-type": "application/json" }, '{"a":1}'), undefined);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ reached: true, body: '{"a":1}' });
    }
    const https = post({ origin: "https://storyfront.com", host: "storyfront.com", "x-forwarded-proto": "https", "content-type": json });
    expect((await echo(https, undefined)).status).toBe(200);
  });

  it("refuses other origins, sibling subdomains, null, and requests naming neither, with 403 before reading", async () => {
    for (const headers of [
      { origin: "http://evil.example" },
      { origin: "http://test.storyfront.com:3000" },
      { origin: "https://storyfront.com:3000" },
      { origin: "http://storyfront.com:3001" },
      { origin: "null" },
      { origin: "" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: self },
      { "sec-fetch-site": "none" },
      {},
    ] as Record<string, string>[]) {
      const body = chunked(1_000_000);
      const answer = await echo(post({ ...headers, "content-type": json }, body.stream, streaming), undefined);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(body.sent(), "nothing read").toBeLessThanOrEqual(4096 * 2);
    }
  });

  it("lets servers without Origin reach a handler that checks its own secret, never a cross-site browser", async () => {
    expect((await server(post({ "content-type": "application/json" }), undefined)).status).toBe(200);
    expect((await server(post({ "content-type": "application/json", origin: "http://evil.example" }), undefined)).status).toBe(403);
    expect((await server(post({ "content-type": "application/json", "sec-fetch-site": "cross-site" }), undefined)).status).toBe(403);
  });

  it("takes JSON bodies only (415), so a cross-site text/plain form cannot forge one", async () => {
    const forms = ["text/plain", "text/plain; charset=utf-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"];
    forms.push("application/jsonx");
    for (const type of forms) {
      expect((await echo(post({ origin: self, "content-type": type }), undefined)).status, type).toBe(415);
    }
    expect((await echo(post({ origin: self }), undefined)).status, "a body without a type").toBe(415);
    expect((await echo(post({ origin: self, "content-type": "Application/JSON; charset=UTF-8" }), undefined)).status).toBe(200);
    expect((await echo(post({ origin: self }, null), undefined)).status, "no body at all").toBe(200);
  });

  it("takes a file upload where the handler says so, still only from this origin; a hidden route answers 404 to others", async () => {
    const upload = stateChanging(async () => Response.json({ reached: true }), { multipart: true, hidden: true });
    const form = "multipart/form-data; boundary=x";
    expect((await upload(post({ origin: self, "content-type": form }, "--x--"), undefined)).status).toBe(200);
    expect((await upload(post({ origin: "http://evil.example", "content-type": form }, "--x--"), undefined)).status).toBe(404);
    expect((await upload(post({ origin: self, "content-type": "text/plain" }, "x"), undefined)).status).toBe(415);
  });

  it("answers 413 over 64 KB, from Content-Length or while counting a chunked body", async () => {
    const announced = post({ origin: self, "content-type": "application/json", "content-length": "70000" }, "x".repeat(70_000));
    expect((await echo(announced, undefined)).status).toBe(413);
    expect((await echo(post({ origin: self, "content-type": "application/json", "content-length": "-1" }), undefined)).status).toBe(413);
    const body = chunked(10_000_000);
    const streamed = await echo(post({ origin: self, "content-type": json }, body.stream, streaming), undefined);
    expect(streamed.status).toBe(413);
    expect(body.sent()).toBeLessThan(64 * 1024 + 3 * 4096);
    expect((await echo(post({ origin: self, "content-type": "application/json" }, "x".repeat(64 * 1024)), undefined)).status).toBe(200);
    const roomy = stateChanging(async () => new Response(null, { status: 204 }), { maxBytes: 200_000 });
    expect((await roomy(post({ origin: self, "content-type": "application/json" }, "x".repeat(100_000)), undefined)).status).toBe(204);
  });
});

describe("stateChanging outside the proxy (field data beacons)", () => {
  const beacon = stateChanging(async () => new Response(null, { status: 202 }), { outsideProxy: true });
  const from = (host: string) =>
    new NextRequest(`http://127.0.0.1/api/vitals`, {
      method: "POST",
      headers: { host, origin: `http://${host}`, "content-type": json },
      body: "[]",
    });

  it("checks the host allow-list first, even when Origin matches the odd Host, and says so with the security headers", async () => {
    for (const host of ["storyfront.com@evil", "storyfront.com@evil:3000", "evil.io", "[::1]:3000", "storyfront.com.:3000", ""]) {
      const answer = await beacon(from(host), undefined);
      expect(answer.status, host).toBe(403);
      expect(answer.headers.get("x-frame-options"), host).toBe("DENY");
      expect(answer.headers.get("x-content-type-options"), host).toBe("nosniff");
      expect(answer.headers.get("content-security-policy"), host).toContain("default-src 'none'");
    }
  });

  it("lets a beacon of our hosts through and puts the security headers on the handler's answer", async () => {
    const answer = await beacon(from("storyfront.com:3000"), undefined);
    expect(answer.status).toBe(202);
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(answer.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  });
});

describe("stateChanging for raw uploads (the Studio's images)", () => {
  const limit = 1024 * 1024;
  /** The handler counts what it can still read: the door must hand the body on unread. */
  const upload = stateChanging(async (request: NextRequest) => Response.json({ unread: (await request.arrayBuffer()).byteLength }), {
    rawUpload: true,
    maxBytes: limit,
    outsideProxy: true,
  });

  it("hands the bytes of a page of this origin on unread, as octet-stream or an image type", async () => {
    for (const type of ["application/octet-stream", "image/jpeg", "image/svg+xml"]) {
      const answer = await upload(post({ origin: self, "content-type": type }, new Uint8Array(5000)), undefined);
      expect(answer.status, type).toBe(200);
      expect(await answer.json(), type).toEqual({ unread: 5000 });
    }
  });

  it("refuses another origin (403), a form or JSON type (415) and a Content-Length over the limit (413), before reading", async () => {
    const refused: [Record<string, string>, number][] = [
      [{ origin: "http://evil.example", "content-type": "image/png" }, 403],
      [{ origin: self, "content-type": "text/plain" }, 415],
      [{ origin: self, "content-type": "multipart/form-data; boundary=x" }, 415],
      [{ origin: self, "content-type": json }, 415],
      [{ origin: self, "content-type": "image/png", "content-length": String(limit + 1) }, 413],
    ];
    for (const [headers, status] of refused) {
      const answer = await upload(post(headers, "x"), undefined);
      expect(answer.status, JSON.stringify(headers)).toBe(status);
    }
    const big = await upload(post({ origin: self, "content-type": "image/png", "content-length": String(limit + 1) }, "x"), undefined);
    expect(await big.json()).toEqual({ message: "The file is too large (at most 1 MB)" });
  });
});
