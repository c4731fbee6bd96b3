import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Encoding } from "./answer-cache.ts";

/** Request headers Next varies a page's answer on (its RSC payload shares the URL), plus the encoding: the key. */
const keyedHeaders = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url"];
const keyedVary = new Set(["accept-encoding", ...keyedHeaders]);

/** Cookies of draft mode and of Next's preview: such a visitor sees unpublished content, never a kept answer. */
const draftCookie = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;

type Fresh = { status: number; headers: OutgoingHttpHeaders; body: Buffer; until: number };

/** How long a shared cache may keep the answer (s-maxage, else max-age), in ms; 0 when it is personal or uncacheable. */
export function sharedLifetimeMs(cacheControl: string): number {
  const directives = cacheControl.toLowerCase().split(/\s*,\s*/);
  if (directives.some((d) => d === "private" || d === "no-store" || d === "no-cache")) return 0;
  const seconds = (name: string) => {
    const found = directives.find((d) => d.startsWith(`${name}=`));
    return found ? Number(found.slice(name.length + 1)) : undefined;
  };
  const lifetime = seconds("s-maxage") ?? seconds("max-age") ?? 0;
  return Number.isFinite(lifetime) && lifetime > 0 ? lifetime * 1000 : 0;
}

/**
 * Whole page answers kept for a moment (`freshMs`, ANSWER_FRESH_MS) and sent again as they are, without asking Next:
 * under load most of a cached page's serving time is Next's routing, the proxy and the cache read, the same work
 * for every visitor of that second. Only what a CDN could keep for everyone is kept: a 200 with a shared lifetime
 * (never `private`, `no-store` or `no-cache`), not stale, no `Set-Cookie`, varying on nothing but the headers in the key;
 * never for a request in draft mode or preview, with credentials, or for anything but GET. Each answer lives
 * at most `freshMs` (and no longer than its own lifetime), so a revalidated page is out within that time; a
 * revalidation through this process drops them all at once.
 */
export class FreshAnswers {
  private readonly kept = new Map<string, Fresh>();
  private readonly freshMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(freshMs: number, maxEntries = 1000, now: () => number = Date.now) {
    this.freshMs = freshMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  /** The key of `request`'s answer in `encoding`, or null when it must be neither kept nor served from here. */
  keyFor(request: IncomingMessage, encoding: Encoding): string | null {
    if (this.freshMs <= 0 || request.method !== "GET") return null;
    const { headers } = request;
    if (headers.authorization || draftCookie.test(headers.cookie ?? "")) return null;
    const variant = keyedHeaders.map((name) => headers[name] ?? "").join("\n");
    return `${headers.host ?? ""} ${request.url ?? ""} ${encoding}\n${variant}`;
  }

  /** Sends the kept answer for `key` if it is still fresh; false when there is none. */
  serve(key: string | null, response: ServerResponse): boolean {
    if (key === null) return false;
    const fresh = this.kept.get(key);
    if (!fresh) return false;
    if (fresh.until <= this.now()) {
      this.kept.delete(key);
      return false;
    }
    response.writeHead(fresh.status, fresh.headers);
    response.end(fresh.body);
    return true;
  }

  /** Keeps the answer `response` is about to end with (`body`, headers already set) when anyone may get it. */
  keep(key: string | null, response: ServerResponse, body: Buffer) {
    if (key === null || response.statusCode !== 200 || response.hasHeader("Set-Cookie")) return;
    // A stale page (Next renders the new one in the background) is not sent again: the next visitor gets the new one.
    if (String(response.getHeader("x-nextjs-cache") ?? "").toUpperCase() === "STALE") return;
    const vary = String(response.getHeader("Vary") ?? "").toLowerCase();
    if (vary.split(/\s*,\s*/).some((name) => name !== "" && !keyedVary.has(name))) return;
    const lifetime = Math.min(this.freshMs, sharedLifetimeMs(String(response.getHeader("Cache-Control") ?? "")));
    if (lifetime <= 0) return;
    const now = this.now();
    if (this.kept.size >= this.maxEntries) this.dropOld(now);
    this.kept.delete(key);
    this.kept.set(key, { status: 200, headers: { ...response.getHeaders() }, body, until: now + lifetime });
  }

  /** Forgets every kept answer (a revalidation changed pages). */
  clear() {
    this.kept.clear();
  }

  get size(): number {
    return this.kept.size;
  }

  /** Expired answers go; if none had, the oldest kept one does (entries are in the order they were kept). */
  private dropOld(now: number) {
    for (const [key, fresh] of this.kept) if (fresh.until <= now) this.kept.delete(key);
    if (this.kept.size >= this.maxEntries) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
  }
}
