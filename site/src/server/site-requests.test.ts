import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerFor } from "./answer-for-tests";
import { siteRequests } from "./site-requests";

// What the server's own layers do with the ways Next answers: a cached page in one piece (res.end(html) with its
// length), a first render streamed in pieces, JSON from a route handler. Next itself is exercised by the e2e suite.
const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const page = (title: string) =>
  `<!DOCTYPE html><html><head><script src="${chunk("react")}" ` +
  `async=""></script></head><body><h1>${title}</h1>${"<p>Stories.</p>".repeat(300)}<script id="_R_">1</script><script ` +
  `src="${chunk("boot")}" async=""></script></body></html>`;

// A navigation's RSC payload whose text holds a chunk script tag (a text row): passed on as it is.
const rscPayload =
  `0:{"P":null}\n1:T60,<script src="${chunk("x")}" async=""></script>\n` + `2:["$","p",null,{"children":"${"story ".repeat(300)}"}]\n`;
let title = "Stories";
const renders: string[] = [];
function standIn(request: IncomingMessage, response: ServerResponse) {
  response.setHeader("Vary", "rsc");
  if (request.url === "/streamed") {
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    const html = page("Streamed");
    // Cut inside a chunk script's tag, as a stream may.
    response.write(Buffer.from(html.slice(0, 60)));
    response.write(html.slice(60, 500));
    response.end(Buffer.from(html.slice(500)));
    return;
  }
  if (request.url === "/api/json") {
    response.setHeader("Content-Type", "application/json");
    response.end(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: "story" })) }));
    return;
  }
  if (request.url === "/api/forwarded-for") {
    response.end(request.headers["x-forwarded-for"]);
    return;
  }
  if (request.url === "/rsc") {
    response.setHeader("Content-Type", "text/x-component");
    response.end(rscPayload);
    return;
  }
  if (request.url === "/missing") response.statusCode = 404;
  const html = page(title);
  renders.push(html);
  response.setHeader("Content-Type", "text/html; charset=utf-8");
  response.setHeader("Content-Length", Buffer.byteLength(html));
  response.end(request.method === "HEAD" ? null : html);
}

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer(siteRequests(standIn));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A request as storyfront.com, with the Accept-Encoding given (none: a client that takes only identity). */
const get = (path: string, acceptEncoding?: string, method = "GET") =>
  answerFor(port, path, { host: "storyfront.com", ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) }, method);

const browser = "gzip, deflate, br, zstd";

describe("the site server's answers", () => {
  it("hands Next the connection's address last in X-Forwarded-For, after whatever the client wrote there", async () => {
    expect((await get("/api/forwarded-for")).text).toBe("127.0.0.1");
    const forged = await answerFor(port, "/api/forwarded-for", { host: "storyfront.com", "x-forwarded-for": "198.51.100.10, 10.0.0.1" });
    expect(forged.text).toBe("198.51.100.10, 10.0.0.1, 127.0.0.1");
  });

  it("sends a cached page to a browser as Brotli, exactly as Next rendered it, with its length and Vary", async () => {
    const answer = await get("/", browser);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.headers.vary).toBe("rsc, Accept-Encoding");
    expect(answer.text).toBe(page("Stories"));
  });

  it("sends the very same bytes to the next visitor, and the new page once it changes", async () => {
    const first = await get("/", browser);
    const second = await get("/", browser);
    expect(second.body.equals(first.body)).toBe(true);
    title = "Games";
    const changed = await get("/", browser);
    expect(changed.text).toContain("<h1>Games</h1>");
    title = "Stories";
  });

  it("negotiates like a browser would expect: gzip, or nothing at all", async () => {
    const gzip = await get("/", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    expect(gzip.text).toBe(plain.text);
    const refused = await get("/", "br;q=0, gzip;q=0");
    expect(refused.headers["content-encoding"]).toBeUndefined();
  });

  it("compresses a page streamed in pieces as it passes, unchanged", async () => {
    const answer = await get("/streamed", browser);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-length"]).toBeUndefined();
    expect(answer.text).toBe(page("Streamed"));
    expect((await get("/streamed")).text).toBe(page("Streamed"));
  });

  it("sends a page that is not a 200 as it is, without keeping it", async () => {
    const first = await get("/missing", browser);
    expect(first.status).toBe(404);
    expect(first.text).toBe(page("Stories"));
    title = "Games";
    expect((await get("/missing", browser)).text).toBe(page("Games"));
    title = "Stories";
  });

  it("answers HEAD with the headers only", async () => {
    const answer = await get("/", browser, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
  });

  it("keeps a navigation's RSC payload compressed, as it is", async () => {
    const answer = await get("/rsc", browser);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.text).toBe(rscPayload);
  });

  it("compresses other answers without touching them", async () => {
    const answer = await get("/api/json", browser);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(answer.text).items).toHaveLength(200);
  });
});
