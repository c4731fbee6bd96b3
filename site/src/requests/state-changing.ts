import { NextRequest } from "next/server";
import { requestSite } from "@/domain/request-site";
import { fileHeaders } from "@/pipeline/security-headers";
import { defaultBodyLimit, readBoundedBody } from "./bounded-body";
import { isSameOriginRequest, type Callers } from "./same-origin";

export type WriteOptions = {
  /** See same-origin.ts: "browser" (default) for every handler that acts with the visitor's cookies. */
  callers?: Callers;
  /** Largest body in bytes (64 KB by default, as at the API). */
  maxBytes?: number;
  /** Also accept multipart/form-data (a file upload): the origin check still comes first. */
  multipart?: boolean;
  /**
   * The body is a file's raw bytes (application/octet-stream or image/*), handed to the handler unread so it can be
   * streamed on (media-library/upload-relay.ts): the door refuses a Content-Length over `maxBytes`, and the handler
   * must count a body sent without one as it passes.
   */
  rawUpload?: boolean;
  /** 404 instead of 403 for a request from elsewhere, for a route that must not show it exists (the Studio). */
  hidden?: boolean;
  /**
   * The route runs without the proxy (field data beacons, see proxy.ts's matcher): the door checks the host
   * allow-list first, as the proxy would (403), and puts the security headers on every answer.
   */
  outsideProxy?: boolean;
};

type Handler<C> = (request: NextRequest, context: C) => Response | Promise<Response>;

const doorHeaders = { "cache-control": "no-store", "x-content-type-options": "nosniff" } as const;

/** Handlers made by stateChanging; the coverage test checks every POST/PUT/PATCH/DELETE under app/api is one. */
const guarded = new WeakSet<object>();
export const isGuarded = (handler: unknown): boolean => typeof handler === "function" && guarded.has(handler);

/** A raw upload's type: bytes (the receiver decides what they are), never a form a cross-site page could send. */
function isRawUpload(request: Request): boolean {
  const media = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  return media === "application/octet-stream" || /^image\/[a-z0-9.+-]+$/.test(media);
}

/** A body is JSON or nothing: a text/plain or form body is how a cross-site page would forge one. */
function isJsonOrEmpty(request: Request, multipart = false): boolean {
  const type = request.headers.get("content-type");
  if (type === null) {
    const length = request.headers.get("content-length");
    return length === "0" || (length === null && !request.headers.has("transfer-encoding"));
  }
  const media = type.split(";")[0]?.trim().toLowerCase();
  return media === "application/json" || (multipart && media === "multipart/form-data");
}

/**
 * The door of every state-changing route handler (POST, PUT, PATCH, DELETE), checked in this order and before
 * anything of the body is read: 403 unless the request comes from a page of this origin (same-origin.ts), 415
 * unless the body is application/json or absent (for browser callers), 413 when it is larger than `maxBytes` (by Content-Length, or
 * counted while reading a chunked body). The handler then gets the request with its body already in memory (a
 * `rawUpload` handler: unread, to stream it on).
 */
export function stateChanging<C>(handler: Handler<C>, options: WriteOptions = {}): (request: NextRequest, context: C) => Promise<Response> {
  const limit = options.maxBytes ?? defaultBodyLimit;
  const door = async (request: NextRequest, context: C): Promise<Response> => {
    const site = options.outsideProxy ? requestSite(request.headers) : null;
    const extra = options.outsideProxy ? fileHeaders(site) : {};
    // One value per header, whatever the names' case (`x-content-type-options` is in both).
    const headers = new Headers(doorHeaders);
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    const refuse = (status: number, message: string) => Response.json({ message }, { status, headers });
    if (options.outsideProxy && !site) return refuse(403, "Access to page denied");
    if (!isSameOriginRequest(request, options.callers))
      return options.hidden ? refuse(404, "Page not found") : refuse(403, "Access to page denied");
    // Server callers (curl -d sends a form type) parse their body themselves; a browser's must be JSON.
    if (options.rawUpload) {
      if (!isRawUpload(request)) return refuse(415, "Send the file's bytes as application/octet-stream");
      const announced = request.headers.get("content-length");
      if (announced !== null && (!/^\d+$/.test(announced.trim()) || Number(announced) > limit))
        return refuse(413, `The file is too large (at most ${Math.floor(limit / (1024 * 1024))} MB)`);
    } else if (options.callers !== "server" && !isJsonOrEmpty(request, options.multipart))
      return refuse(415, "Send the request body as application/json");
    let read = request;
    if (!options.rawUpload) {
      const body = await readBoundedBody(request, limit);
      if (body === "too-large") return refuse(413, `The request body is too large (at most ${Math.floor(limit / 1024)} KB)`);
      const { method, headers: sent } = request;
      read = new NextRequest(request.url, { method, headers: sent, body: body.byteLength ? body : undefined });
    }
    const answer = await handler(read, context);
    if (!options.outsideProxy) return answer;
    const withHeaders = new Headers(answer.headers);
    for (const [name, value] of Object.entries(extra)) if (!withHeaders.has(name)) withHeaders.set(name, value);
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: withHeaders });
  };
  guarded.add(door);
  return door;
}
