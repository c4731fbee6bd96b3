import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiContext } from "@/api-client";
import { mediaFileApiPath, relayMediaFile } from "./media-file-relay";
import { relayUpload } from "./upload-relay";

// A stand-in for the API on a real port: it records what reaches it, so the tests see what the relays send.
type Received = { method: string; url: string; authorization?: string; bytes: number };
let server: Server;
let base: string;
const received: Received[] = [];
const stored = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);

function handle(request: IncomingMessage, respond: (status: number, headers: Record<string, string>, body?: Uint8Array | string) => void) {
  const entry: Received = { method: request.method ?? "", url: request.url ?? "", authorization: request.headers.authorization, bytes: 0 };
  received.push(entry);
  request.on("data", (chunk: Buffer) => (entry.bytes += chunk.length));
  request.on("end", () => {
    if (entry.url === "/auth")
      return request.headers.authorization === "Bearer good"
        ? respond(200, { "content-type": "application/json" }, "{}")
        : respond(401, {}, "{}");
    if (entry.url.startsWith("/admin/media"))
      return respond(201, { "content-type": "application/json" }, JSON.stringify({ received: entry.bytes }));
    if (entry.url === "/media/library/7/desktop-0123456789abcdef.webp") {
      const etag = '"0123456789abcdef-full"';
      const headers = { "content-type": "image/webp", "cache-control": "public, max-age=31536000, immutable", etag };
      return request.headers["if-none-match"] === etag ? respond(304, headers) : respond(200, headers, stored);
    }
    respond(404, { "content-type": "application/json" }, '{"message":"No such image file"}');
  });
}

beforeAll(async () => {
  server = createServer((request, response) =>
    handle(request, (status, headers, body) => {
      response.writeHead(status, headers);
      response.end(body);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const api = (token: string): ApiContext => ({ baseUrl: base, lang: "en", token });

function upload(chunks: number, chunkSize = 1024, name = "Harbour") {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= chunks) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(chunkSize).fill(7));
    },
  });
  const request = new Request(`http://localhost:3000/api/admin/media-upload?name=${name}&alt=Boats%20at%20dawn&other=x`, {
    method: "POST",
    body,
    duplex: "half",
  } as RequestInit);
  return { request, sent: () => sent };
}

describe("the Studio's upload relay", () => {
  it("streams the bytes to POST /admin/media with the token, the name and the alt text, and answers the API's answer", async () => {
    received.length = 0;
    const answer = await relayUpload(upload(64).request, api("good"));
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ received: 64 * 1024 });
    const sent = received.find((entry) => entry.url.startsWith("/admin/media"));
    expect(sent).toMatchObject({ method: "POST", url: "/admin/media?name=Harbour&alt=Boats+at+dawn", authorization: "Bearer good" });
  });

  it("cuts off a body past the limit while it passes, with 413 naming the limit", async () => {
    received.length = 0;
    const big = upload(200, 64 * 1024);
    const answer = await relayUpload(big.request, api("good"), 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ message: "The file is too large (at most 20 MB)" });
    // The stream stopped soon after the limit, not after all 12.5 MB.
    expect(big.sent()).toBeLessThan(40);
  });

  it("answers a refused token's 401 before sending any byte, so the session can refresh and call again", async () => {
    received.length = 0;
    const first = upload(8, 1024, "Refused");
    expect((await relayUpload(first.request, api("expired"))).status).toBe(401);
    expect(received.filter((entry) => entry.url.includes("Refused"))).toEqual([]);
    const again = await relayUpload(first.request, api("good"));
    expect(await again.json()).toEqual({ received: 8 * 1024 });
  });
});

describe("the library's pictures on the site's origin", () => {
  it("relays only library file names", () => {
    expect(mediaFileApiPath("7", "desktop-0123456789abcdef.webp")).toBe("/media/library/7/desktop-0123456789abcdef.webp");
    for (const [id, file] of <[string, string][]>[
      ["7", "original-0123456789abcdef.webp"],
      ["7", "desktop-0123.webp"],
      ["7", "..%2F..%2Fadmin"],
      ["0", "desktop-0123456789abcdef.webp"],
      ["x", "desktop-0123456789abcdef.webp"],
    ])
      expect(mediaFileApiPath(id, file), `${id}/${file}`).toBeNull();
  });

  it("passes the bytes on with the immutable headers, nosniff and the ETag, and a 304 for a current copy", async () => {
    const path = "/media/library/7/desktop-0123456789abcdef.webp";
    const answer = (await relayMediaFile(base, path, new Request(`http://localhost:3000${path}`)))!;
    expect(answer.status).toBe(200);
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(stored);
    expect(
      Object.fromEntries(
        ["content-type", "cache-control", "etag", "x-content-type-options"].map((name) => [name, answer.headers.get(name)]),
      ),
    ).toEqual({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      etag: '"0123456789abcdef-full"',
      "x-content-type-options": "nosniff",
    });
    const current = await relayMediaFile(
      base,
      path,
      new Request(`http://localhost:3000${path}`, { headers: { "if-none-match": '"0123456789abcdef-full"' } }),
    );
    expect(current?.status).toBe(304);
    expect(await relayMediaFile(base, "/media/library/8/desktop-0123456789abcdef.webp", new Request("http://localhost:3000/"))).toBeNull();
  });
});
