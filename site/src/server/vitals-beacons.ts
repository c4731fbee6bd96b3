// Field data beacons (POST /api/vitals) taken before Next's router, so that a burst of them does not slow the
// pages (issue 28). Through Next, a beacon costs what a page answer costs: its router, the proxy and the route
// module took about 1.7 ms of the process's CPU per beacon on the bench machine, the beacon's own work (origin
// check, validation, queueing) about 0.1 ms; 10,000 beacons held the one thread away from pages for seconds.
// Here the very handler Next would run (the built route's POST: the same door, checks, answers and queue) gets
// the request straight from Node, and only after the pages waiting in the same turn of the event loop. On plain
// `next start` Next serves the route itself, the same way, at its cost and without giving way.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { Readable } from "node:stream";
import { fileHeaders } from "../pipeline/security-headers.ts";
import { DropCount } from "../vitals/drop-count.ts";
import { AfterPages } from "./after-pages.ts";

/** A route handler's export as Next calls it: a web Request in, a web Response out. */
export type RouteHandler = (request: Request, context: undefined) => Promise<Response>;

export const vitalsPath = "/api/vitals";

/**
 * The POST handler of the built /api/vitals route (`distDir` is Next's build folder), loaded as Next 16 loads it
 * (the same module instance, so one queue per process); null, said once in the log, when this build keeps it
 * elsewhere: Next then serves beacons itself, correct but at its cost.
 */
export function builtVitalsHandler(distDir: string, log: (message: string) => void = console.warn): RouteHandler | null {
  const file = path.join(distDir, "server/app/api/vitals/route.js");
  try {
    const built = createRequire(import.meta.url)(file) as { routeModule?: { userland?: { POST?: unknown } } };
    const handler = built.routeModule?.userland?.POST;
    if (typeof handler === "function") return handler as RouteHandler;
    log(`Field data: ${file} has no POST where Next 16 keeps it; beacons go through Next`);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0];
    log(`Field data: ${file} could not be loaded (${reason}); beacons go through Next`);
  }
  return null;
}

/** The security headers of the answers this file writes itself (the handler's own answers carry them already). */
const ownHeaders = fileHeaders(null);

/** The Node request as the web Request a route handler reads: the URL from the Host header, as Next builds it. */
function webRequest(request: IncomingMessage): Request | null {
  const headers = new Headers();
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    headers.append(request.rawHeaders[index] ?? "", request.rawHeaders[index + 1] ?? "");
  }
  // Like Next, the connection's address when no proxy named the visitor: the route counts beacons per address.
  if (!headers.has("x-forwarded-for") && request.socket.remoteAddress) headers.set("x-forwarded-for", request.socket.remoteAddress);
  const url = URL.parse(`http://${request.headers.host ?? ""}${request.url ?? ""}`);
  // `Host: storyfront.com@evil` parses as user "storyfront.com" at host "evil"; a Request refuses such a URL
  // (it threw, and the beacon got a 500). No host of ours has a user part.
  if (!url || url.username || url.password) return null;
  return new Request(url, {
    method: request.method,
    headers,
    body: Readable.toWeb(request) as ReadableStream,
    duplex: "half",
  } as RequestInit);
}

async function answer(request: IncomingMessage, response: ServerResponse, handler: RouteHandler): Promise<void> {
  try {
    const web = webRequest(request);
    // No URL a Request takes can be made of the Host header: no host of ours, as the proxy would have said.
    const result = web
      ? await handler(web, undefined)
      : Response.json({ message: "Access to page denied" }, { status: 403, headers: ownHeaders });
    // Whole and small (202 has no body, a refusal a line of JSON): sent with its length, never chunked.
    const body = Buffer.from(await result.arrayBuffer());
    response.writeHead(result.status, { ...Object.fromEntries(result.headers), "content-length": body.byteLength });
    response.end(body);
  } catch (error) {
    console.error(`Field data: a beacon failed (${error instanceof Error ? error.message : String(error)})`);
    if (!response.headersSent) response.writeHead(500, { ...ownHeaders, "content-type": "application/json", "cache-control": "no-store" });
    response.end(JSON.stringify({ message: "Something went wrong" }));
  }
}

const busy = JSON.stringify({ message: "The server is busy; this report was not kept" });

/**
 * What takes a beacon (POST /api/vitals, no query) to `handler`, after the pages had their turn (after-pages.ts),
 * and writes its answer; it answers false for every other request. When too many beacons wait already, a beacon
 * is answered 503 at once and counted as dropped (field data is a sample of visits; a browser cannot do better
 * with a refusal), summed up in the log at most once per 10 s.
 */
export function beaconTaker(handler: RouteHandler, turns = new AfterPages(), log: (message: string) => void = console.warn) {
  const drops = new DropCount((dropped, total) =>
    log(`Field data: the server is busy (${turns.size} beacons waiting); dropped ${dropped} beacons (${total} since start)`),
  );
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== "POST" || request.url !== vitalsPath) return false;
    if (!turns.run(() => void answer(request, response, handler))) {
      drops.add(1);
      response.writeHead(503, {
        ...ownHeaders,
        "content-type": "application/json",
        "cache-control": "no-store",
        "content-length": Buffer.byteLength(busy),
      });
      response.end(busy);
    }
    return true;
  };
}
