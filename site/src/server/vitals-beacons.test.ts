import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VitalSample } from "@storyfront/schemas";
import { vitalsRoute } from "@/vitals/vitals-beacon";
import { VitalsQueue } from "@/vitals/vitals-queue";
import { BeaconLimits } from "@/vitals/beacon-limits";
import { siteRequests } from "./site-requests";
import { AfterPages } from "./after-pages";
import { beaconTaker, builtVitalsHandler, type RouteHandler } from "./vitals-beacons";

// The site server hands beacons to the route's own handler (here the real one, with its queue) without Next; Next
// (a stand-in that names what it got) sees every other request, /api/vitals with a query or another method included.
const sent: VitalSample[][] = [];
const queue = new VitalsQueue(
  async (_target, samples) => {
    sent.push(samples);
  },
  { delayMs: 1 },
);
const nextSaw: string[] = [];
function standIn(incoming: IncomingMessage, response: ServerResponse) {
  nextSaw.push(`${incoming.method} ${incoming.url}`);
  response.writeHead(405, { "content-type": "text/plain" }).end("Next");
}

let server: Server;
let port: number;
beforeAll(async () => {
  // One fixed minute: the limits' window never turns over in the middle of a test.
  const limits = new BeaconLimits({ perVisitor: 20, perAddress: 100 }, () => 1_800_000_000_000);
  server = createServer(siteRequests(standIn, undefined, vitalsRoute(queue, { limits }) as RouteHandler));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const host = "storyfront.com";
const same = { host, origin: `http://${host}`, "sec-fetch-site": "same-origin", "content-type": "application/json" };
const lcp = { name: "LCP", value: 1800, rating: "good", id: "v6-1", navigationType: "navigate", path: "/pricing" };

type Answer = { status: number; headers: IncomingMessage["headers"]; text: string };
function send(path: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = request({ host: "127.0.0.1", port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (piece: Buffer) => chunks.push(piece));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString() }),
      );
    });
    call.on("error", reject);
    call.end(body);
  });
}

describe("field data beacons on the site's own server", () => {
  it("go to the route's handler without Next: 202 at once, the samples queued for the API, no cookie", async () => {
    nextSaw.length = 0;
    const answer = await send("/api/vitals", "POST", { ...same, "user-agent": "Mobile Safari" }, JSON.stringify([lcp]));
    expect(answer.status).toBe(202);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["content-length"]).toBe("0");
    expect(answer.headers["set-cookie"]).toBeUndefined();
    await queue.drained();
    expect(sent.at(-1)).toEqual([
      { name: "LCP", value: 1800, rating: "good", routeFamily: "pricing", variant: "com", locale: "en", device: "mobile" },
    ]);
    expect(nextSaw).toEqual([]);
  });

  it("get the route's own refusals: another site, an unknown host, a wrong report, a body over 8 KB", async () => {
    const before = sent.length;
    const crossSite = await send("/api/vitals", "POST", { ...same, origin: "https://evil.example", "sec-fetch-site": "cross-site" }, "[]");
    expect(crossSite.status).toBe(403);
    expect(JSON.parse(crossSite.text)).toEqual({ message: "Access to page denied" });
    const unknownHost = { ...same, host: "storyfront.com.evil.io", origin: "http://storyfront.com.evil.io" };
    expect((await send("/api/vitals", "POST", unknownHost, JSON.stringify([lcp]))).status).toBe(403);
    expect((await send("/api/vitals", "POST", same, JSON.stringify([{ ...lcp, path: "/sales?email=pat@example.com" }]))).status).toBe(422);
    expect((await send("/api/vitals", "POST", same, "[" + " ".repeat(9000) + "]")).status).toBe(413);
    await queue.drained();
    expect(sent.length).toBe(before);
  });

  it("are refused 403 with the security headers for an odd Host, never a 500", async () => {
    for (const odd of ["storyfront.com@evil", `storyfront.com@evil:${port}`, "evil.io", "[::1]", `[::1]:${port}`, ""]) {
      const answer = await send("/api/vitals", "POST", { ...same, host: odd, origin: `http://${odd}` }, JSON.stringify([lcp]));
      expect(answer.status, odd).toBe(403);
      expect(answer.headers["x-frame-options"], odd).toBe("DENY");
      expect(answer.headers["content-security-policy"], odd).toContain("default-src 'none'");
    }
  });

  it("answer 403, not 500, for a Host with a user part (storyfront.com@evil), which no web Request can be made of", async () => {
    const before = sent.length;
    for (const evil of ["storyfront.com@evil", "storyfront.com@evil:3000", "user:pass@storyfront.com"]) {
      const answer = await send("/api/vitals", "POST", { ...same, host: evil, origin: `http://${evil}` }, JSON.stringify([lcp]));
      expect(answer.status, evil).toBe(403);
      expect(JSON.parse(answer.text)).toEqual({ message: "Access to page denied" });
    }
    await queue.drained();
    expect(sent.length).toBe(before);
  });

  // Ninety requests over real HTTP: more than the default 5 s on a busy machine.
  it(
    "keep a visitor to its samples a minute even when its beacons arrive in parallel under made-up addresses",
    { timeout: 30_000 },
    async () => {
      const before = sent.flat().length;
      const visitor = { ...same, cookie: "sf_client_uuid=5c1d7a2e-3b4f-4a6c-8d9e-0f1a2b3c4d5e" };
      const statuses = await Promise.all(
        Array.from({ length: 60 }, (_, n) =>
          send("/api/vitals", "POST", { ...visitor, "x-forwarded-for": `198.51.100.${n}` }, JSON.stringify([lcp])).then(
            (answer) => answer.status,
          ),
        ),
      );
      expect(statuses.filter((status) => status === 202)).toHaveLength(20);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40);
      await queue.drained();
      expect(sent.flat().length - before).toBe(20);
      // Without a client id the address is the visitor: the connection's own, since no proxy named one.
      const cookieless = await Promise.all(
        Array.from({ length: 30 }, () => send("/api/vitals", "POST", same, JSON.stringify([lcp])).then((answer) => answer.status)),
      );
      expect(cookieless.filter((status) => status === 202).length).toBeLessThanOrEqual(20);
      expect(cookieless.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
    },
  );

  it("leave every other request to Next, /api/vitals with a query or another method too", async () => {
    nextSaw.length = 0;
    expect((await send("/api/vitals", "GET", { host })).text).toBe("Next");
    expect((await send("/api/vitals?x=1", "POST", same, JSON.stringify([lcp]))).text).toBe("Next");
    expect((await send("/api/vitalsx", "POST", same, JSON.stringify([lcp]))).text).toBe("Next");
    expect(nextSaw).toEqual(["GET /api/vitals", "POST /api/vitals?x=1", "POST /api/vitalsx"]);
  });
});

describe("a burst larger than the server lets wait", () => {
  it("is answered 503 at once beyond the limit, counted once in the log, and never reaches the handler", async () => {
    let handled = 0;
    const logged: string[] = [];
    const take = beaconTaker(
      async () => {
        handled++;
        return new Response(null, { status: 202 });
      },
      new AfterPages({ limit: 0 }),
      (message) => logged.push(message),
    );
    const full = createServer((incoming, response) => {
      if (!take(incoming, response)) response.end("Next");
    });
    await new Promise<void>((resolve) => full.listen(0, "127.0.0.1", resolve));
    try {
      const at = (full.address() as AddressInfo).port;
      const statuses = await Promise.all(
        [1, 2, 3].map(
          () =>
            new Promise<number>((resolve, reject) =>
              request({ host: "127.0.0.1", port: at, path: "/api/vitals", method: "POST", headers: same }, (answer) => {
                answer.resume();
                resolve(answer.statusCode ?? 0);
              })
                .on("error", reject)
                .end(JSON.stringify([lcp])),
            ),
        ),
      );
      expect(statuses).toEqual([503, 503, 503]);
      expect(handled).toBe(0);
      expect(logged).toEqual(["Field data: the server is busy (0 beacons waiting); dropped 1 beacons (1 since start)"]);
    } finally {
      await new Promise<void>((resolve) => full.close(() => resolve()));
    }
  });
});

describe("the built route's handler", () => {
  it("is the POST export of the route module where Next 16 keeps it", () => {
    const scratch = mkdtempSync(path.join(tmpdir(), "storyfront-built-route-"));
    const build = (name: string, source: string) => {
      const distDir = path.join(scratch, name);
      mkdirSync(path.join(distDir, "server/app/api/vitals"), { recursive: true });
      writeFileSync(path.join(distDir, "server/app/api/vitals/route.js"), source);
      return distDir;
    };
    try {
      const built = build("built", "module.exports = { routeModule: { userland: { POST: function built() {} } } };");
      expect(builtVitalsHandler(built)?.name).toBe("built");
      const logged: string[] = [];
      const other = build("other", "module.exports = { routeModule: {} };");
      expect(builtVitalsHandler(other, (message) => logged.push(message))).toBeNull();
      expect(logged).toEqual([
        `Field data: ${other}/server/app/api/vitals/route.js has no POST where Next 16 keeps it; beacons go through Next`,
      ]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it("is left to Next, with a line in the log, when the build has none", () => {
    const logged: string[] = [];
    expect(builtVitalsHandler("/nonexistent/.next", (message) => logged.push(message))).toBeNull();
    expect(logged).toEqual([expect.stringMatching(/^Field data: .*route\.js could not be loaded .*; beacons go through Next$/)]);
  });
});
