import type { IncomingMessage, ServerResponse } from "node:http";
import Negotiator from "negotiator";
import type { AnswerCache, Encoding } from "./answer-cache.ts";
import type { FreshAnswers } from "./fresh-answers.ts";

/** Pages and the RSC payloads of client-side navigations: the answers Next serves from its page cache. */
const isPageAnswer = (type: string) => type.startsWith("text/html") || type.startsWith("text/x-component");

/** Negotiator 0.6.4 as the compression middleware calls it; its published types lack the preference list. */
type PreferringNegotiator = { encoding(available: string[], preferred: string[]): string | undefined };

/** The same choice the compression middleware makes, so both paths agree on what a browser gets. */
export function chooseEncoding(request: IncomingMessage): Encoding {
  const negotiator = new Negotiator(request) as unknown as PreferringNegotiator;
  const chosen = negotiator.encoding(["br", "gzip", "identity"], ["br", "gzip"]);
  return chosen === "br" || chosen === "gzip" ? chosen : "identity";
}

function addVary(response: ServerResponse, field: string) {
  const vary = String(response.getHeader("Vary") ?? "");
  if (!vary.split(/\s*,\s*/).some((name) => name.toLowerCase() === field.toLowerCase())) {
    response.setHeader("Vary", vary ? `${vary}, ${field}` : field);
  }
}

type End = ServerResponse["end"];

/**
 * Wraps one response before Next writes to it (and after the compression middleware has, so that what this
 * leaves alone gets compressed there): an answer Next sends whole (a page from its cache, an RSC payload) goes
 * through `cache`, compressed once per version, then the same bytes for every visitor. The bytes are Next's
 * own, never changed. Everything else (streamed first renders, previews, scripts, JSON) passes untouched.
 * What may go to anyone is also offered to `fresh` under `freshKey` (fresh-answers.ts).
 */
export function keepPageAnswers(
  request: IncomingMessage,
  response: ServerResponse,
  cache: AnswerCache,
  fresh?: { answers: FreshAnswers; key: string | null },
) {
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  const contentType = () => String(response.getHeader("Content-Type") ?? "");
  let streamed = false;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  response.write = function (...args: unknown[]) {
    streamed = true;
    return write(...args);
  } as ServerResponse["write"];

  response.end = function (chunk?: unknown, ...rest: unknown[]) {
    const body = typeof chunk === "function" ? undefined : chunk;
    if (streamed || body == null || !wholeAnswer(request, response, contentType())) return end(chunk, ...rest);
    const callback = [chunk, ...rest].find((arg): arg is () => void => typeof arg === "function");
    const rendered = typeof body === "string" ? body : Buffer.from(body as Uint8Array).toString("utf8");
    const encoding = chooseEncoding(request);
    cache.get(cacheKey(request, contentType()), rendered, encoding).then(
      (bytes) => {
        if (encoding !== "identity") response.setHeader("Content-Encoding", encoding);
        addVary(response, "Accept-Encoding");
        response.setHeader("Content-Length", bytes.length);
        fresh?.answers.keep(fresh.key, response, bytes);
        end(bytes, callback);
      },
      (error: unknown) => response.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return response;
  } as End;
}

function wholeAnswer(request: IncomingMessage, response: ServerResponse, type: string): boolean {
  return (
    request.method === "GET" &&
    response.statusCode === 200 &&
    !response.headersSent &&
    isPageAnswer(type) &&
    !response.getHeader("Content-Encoding")
  );
}

/** One entry per page and answer kind; the RSC variants of a URL share it and replace each other (still correct). */
const cacheKey = (request: IncomingMessage, type: string) => `${request.headers.host ?? ""} ${request.url ?? ""} ${type}`;
