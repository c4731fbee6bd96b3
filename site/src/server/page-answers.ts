import type { IncomingMessage, ServerResponse } from "node:http";
import { StringDecoder } from "node:string_decoder";
import Negotiator from "negotiator";
import type { AnswerCache, Encoding } from "./answer-cache.ts";
import { rewriteScriptsAfterPaint, ScriptsAfterPaint } from "./scripts-after-paint.ts";

const isHtml = (type: string) => type.startsWith("text/html");
/** Pages and the RSC payloads of client-side navigations: the answers Next serves from its page cache. */
const isPageAnswer = (type: string) => isHtml(type) || type.startsWith("text/x-component");

/** Negotiator 0.6.4 as the compression middleware calls it; its published types lack the preference list. */
type PreferringNegotiator = { encoding(available: string[], preferred: string[]): string | undefined };

/** The same choice the compression middleware makes, so both paths agree on what a browser gets. */
function chooseEncoding(request: IncomingMessage): Encoding {
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
type Write = ServerResponse["write"];

/**
 * Wraps one response before Next writes to it (and after the compression middleware has, so that what this
 * writes gets compressed):
 * - an answer Next sends whole (a page from its cache, an RSC payload) goes through `cache`: compressed (and
 *   HTML rewritten) once per version, then the same bytes for every visitor;
 * - HTML Next streams (a first render, a preview, draft mode) is rewritten piece by piece as it passes.
 * Both rewrites are ScriptsAfterPaint's. Everything else passes untouched.
 */
export function preparePageAnswers(request: IncomingMessage, response: ServerResponse, cache: AnswerCache) {
  const write = response.write.bind(response) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  const contentType = () => String(response.getHeader("Content-Type") ?? "");
  let stream: { rewrite: ScriptsAfterPaint; decoder: StringDecoder } | null | undefined;
  const streamRewrite = () => {
    if (stream !== undefined) return stream;
    stream = isHtml(contentType()) ? { rewrite: new ScriptsAfterPaint(), decoder: new StringDecoder("utf8") } : null;
    // The rewrite changes the length.
    if (stream && !response.headersSent) response.removeHeader("Content-Length");
    return stream;
  };

  response.write = function (chunk: unknown, ...rest: unknown[]) {
    const html = streamRewrite();
    if (!html || chunk == null || typeof chunk === "function") return write(chunk, ...rest);
    const callback = rest.find((arg): arg is () => void => typeof arg === "function");
    const text = html.rewrite.push(typeof chunk === "string" ? chunk : html.decoder.write(chunk as Buffer));
    if (text) return write(text, "utf8", callback);
    callback?.();
    return true;
  } as Write;

  response.end = function (chunk?: unknown, ...rest: unknown[]) {
    const callback = [chunk, ...rest].find((arg): arg is () => void => typeof arg === "function");
    const body = typeof chunk === "function" ? undefined : chunk;
    if (stream === undefined && body != null && wholeAnswer(request, response, contentType())) {
      const rendered = typeof body === "string" ? body : Buffer.from(body as Uint8Array).toString("utf8");
      const encoding = chooseEncoding(request);
      const prepare = isHtml(contentType()) ? rewriteScriptsAfterPaint : undefined;
      cache.get(cacheKey(request, contentType()), rendered, encoding, prepare).then(
        (bytes) => {
          if (encoding !== "identity") response.setHeader("Content-Encoding", encoding);
          addVary(response, "Accept-Encoding");
          response.setHeader("Content-Length", bytes.length);
          end(bytes, callback);
        },
        (error: unknown) => response.destroy(error instanceof Error ? error : new Error(String(error))),
      );
      return response;
    }
    const html = streamRewrite();
    if (!html) return end(chunk, ...rest);
    const last = body == null ? "" : typeof body === "string" ? body : html.decoder.write(body as Buffer);
    return end(html.rewrite.finish(last + html.decoder.end()), "utf8", callback);
  } as End;
}

function wholeAnswer(request: IncomingMessage, response: ServerResponse, type: string): boolean {
  return request.method === "GET" && response.statusCode === 200 && !response.headersSent && isPageAnswer(type) && !response.getHeader("Content-Encoding");
}

/** One entry per page and answer kind; the RSC variants of a URL share it and replace each other (still correct). */
const cacheKey = (request: IncomingMessage, type: string) => `${request.headers.host ?? ""} ${request.url ?? ""} ${type}`;
