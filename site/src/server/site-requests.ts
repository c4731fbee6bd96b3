import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import compression from "compression";
import { AnswerCache } from "./answer-cache.ts";
import type { FreshAnswers } from "./fresh-answers.ts";
import { chooseEncoding, keepPageAnswers } from "./page-answers.ts";
import { appendPeerAddress } from "./peer-address.ts";
import { beaconTaker, type RouteHandler } from "./vitals-beacons.ts";

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;

/**
 * How the site's server answers a request: Next (`handle`) renders or reads its cache, the page-answers layer
 * keeps whole page answers compressed, and the compression middleware compresses whatever that layer leaves
 * (streamed pages, scripts, stylesheets, route handlers' JSON). Field data beacons, when the built route's
 * handler is given (`beacons`), go to it without Next or compression, after the pages (vitals-beacons.ts).
 * With `fresh`, a page answer anyone may get is sent again for a moment without asking Next (fresh-answers.ts).
 * First of all the connection's address goes last into X-Forwarded-For, where no client can put or hide it.
 */
export function siteRequests(
  handle: Handler,
  answers = new AnswerCache(),
  beacons: RouteHandler | null = null,
  fresh: FreshAnswers | null = null,
): RequestListener {
  // Typed for Express, it works on Node's own request and response.
  const compress = compression() as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  const takeBeacon = beacons ? beaconTaker(beacons) : null;
  return (request, response) => {
    appendPeerAddress(request);
    if (takeBeacon?.(request, response)) return;
    // A revalidation through this process: pages kept for a moment may be older than what it asked for.
    if (fresh && request.method !== "GET" && /^\/api\/(revalidate|content\/sync)/.test(request.url ?? "")) fresh.clear();
    const freshKey = fresh ? fresh.keyFor(request, chooseEncoding(request)) : null;
    if (fresh?.serve(freshKey, response)) return;
    compress(request, response, () => {
      keepPageAnswers(request, response, answers, fresh ? { answers: fresh, key: freshKey } : undefined);
      void handle(request, response);
    });
  };
}
