import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AnswerCache } from "./answer-cache";
import { answerFor } from "./answer-for-tests";
import { FreshAnswers, sharedLifetimeMs } from "./fresh-answers";
import { siteRequests } from "./site-requests";

// A stand-in for Next: every answer it renders names its render count, so a test sees whether Next was asked.
let renders = 0;
function standIn(request: IncomingMessage, response: ServerResponse) {
  renders++;
  if (request.method === "POST") return response.end("ok");
  const heading = `<h1>Render ${renders} for ${request.headers.host}</h1>`;
  const html = `<!DOCTYPE html><html><body>${heading}${"<p>Story.</p>".repeat(200)}</body></html>`;
  response.setHeader("Content-Type", "text/html; charset=utf-8");
  response.setHeader("Vary", "rsc, next-router-state-tree, next-router-prefetch");
  const cacheControl: Record<string, string> = {
    "/account": "private, no-cache, no-store, max-age=0, must-revalidate",
    "/short": "s-maxage=0",
  };
  response.setHeader("Cache-Control", cacheControl[request.url ?? ""] ?? "s-maxage=300, stale-while-revalidate=31535700");
  if (request.url === "/cookie") response.setHeader("Set-Cookie", "id=1; Path=/");
  if (request.url === "/stale") response.setHeader("x-nextjs-cache", "STALE");
  if (request.url === "/by-language") response.setHeader("Vary", "rsc, Accept-Language");
  response.end(html);
}

let clock = 0;
let server: Server;
let port: number;
beforeAll(async () => {
  const fresh = new FreshAnswers(1000, 1000, () => clock);
  server = createServer(siteRequests(standIn, new AnswerCache(), null, fresh));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  clock += 10_000; // whatever an earlier test kept is no longer fresh
});

/** A browser's request for the page (Brotli or gzip accepted), as storyfront.com. */
const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  answerFor(port, path, { host: "storyfront.com", "accept-encoding": "br, gzip", ...headers }, method);
const heading = (text: string) => /<h1>(.*?)<\/h1>/.exec(text)?.[1];

describe("pages kept fresh for a moment", () => {
  it("sends the same page again within the moment, with its headers, and asks Next anew after it", async () => {
    const first = await get("/");
    clock += 900;
    const again = await get("/");
    expect(heading(again.text)).toBe(heading(first.text));
    expect(again.headers["content-encoding"]).toBe("br");
    expect(again.headers["cache-control"]).toContain("s-maxage=300");
    clock += 200;
    expect(heading((await get("/")).text)).not.toBe(heading(first.text));
  });

  it("keeps each host, encoding and RSC variant apart", async () => {
    const com = await get("/");
    expect(heading((await get("/", { host: "storyfront.ru" })).text)).toContain("storyfront.ru");
    const gzip = await get("/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(heading(gzip.text)).not.toBe(heading(com.text));
    expect(heading((await get("/", { rsc: "1" })).text)).not.toBe(heading(com.text));
    expect(heading((await get("/")).text)).toBe(heading(com.text));
  });

  it("never keeps a personal answer, a stale one, one that sets a cookie, or one that varies on more than the key", async () => {
    for (const path of ["/account", "/stale", "/cookie", "/by-language", "/short"]) {
      const first = await get(path);
      expect(heading((await get(path)).text), path).not.toBe(heading(first.text));
    }
  });

  it("sends a visitor in draft mode or preview what Next renders for them", async () => {
    const kept = await get("/");
    expect(heading((await get("/", { cookie: "theme=dark; __prerender_bypass=x" })).text)).not.toBe(heading(kept.text));
    expect(heading((await get("/", { cookie: "__next_preview_data=y" })).text)).not.toBe(heading(kept.text));
  });

  it("forgets kept pages when a revalidation comes through this server", async () => {
    const kept = await get("/");
    await get("/api/revalidate", {}, "POST");
    expect(heading((await get("/")).text)).not.toBe(heading(kept.text));
  });
});

describe("shared lifetime of an answer", () => {
  it("reads s-maxage before max-age and refuses personal answers", () => {
    expect(sharedLifetimeMs("s-maxage=300, stale-while-revalidate=31535700")).toBe(300_000);
    expect(sharedLifetimeMs("public, max-age=60")).toBe(60_000);
    expect(sharedLifetimeMs("private, max-age=60")).toBe(0);
    expect(sharedLifetimeMs("no-store")).toBe(0);
    expect(sharedLifetimeMs("")).toBe(0);
  });
});
