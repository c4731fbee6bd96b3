import type { ApiLocale, PaginationMeta } from "@storyfront/schemas";
import type { z } from "zod";
import { ApiFetchError } from "./api-error";
import { readPagination } from "./pagination";

/** Who calls and how: the base URL (ssrApiBaseUrl on the server), `lang` and `x-client-id` (spec §7). */
export type ApiContext = {
  baseUrl: string;
  lang: ApiLocale;
  clientId?: string;
  /** Bounded wait for an answer; a slow API is a failure, not a hanging page. */
  timeoutMs?: number;
  /** Next's data cache: seconds of freshness and tags for on-demand refresh. Omit for no caching. */
  cache?: { revalidate: number; tags: string[] };
};

export const defaultTimeoutMs = Number(process.env.API_TIMEOUT_MS) || 5000;

type Query = Record<string, string | number | boolean | undefined>;

export type ApiCall<T extends z.ZodType> = {
  method?: "GET" | "POST";
  path: string;
  query?: Query;
  answer: T;
};

export function apiUrl(baseUrl: string, path: string, query: Query = {}): string {
  const url = new URL(path.replace(/^\//, ""), baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, typeof value === "boolean" ? (value ? "1" : "0") : String(value));
  }
  return url.toString();
}

/** Fetch is extended by Next with `next: { revalidate, tags }`; plain Node ignores the key. */
type NextFetchInit = RequestInit & { next?: { revalidate?: number; tags?: string[] } };

async function send(ctx: ApiContext, call: ApiCall<z.ZodType>, name: string): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json", lang: ctx.lang };
  if (ctx.clientId) headers["x-client-id"] = ctx.clientId;
  const init: NextFetchInit = {
    method: call.method ?? "GET",
    headers,
    signal: AbortSignal.timeout(ctx.timeoutMs ?? defaultTimeoutMs),
    ...(ctx.cache ? { next: { revalidate: ctx.cache.revalidate, tags: ctx.cache.tags } } : { cache: "no-store" }),
  };
  try {
    return await fetch(apiUrl(ctx.baseUrl, call.path, call.query), init);
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new ApiFetchError(timedOut ? "timeout" : "network", name, undefined, timedOut ? `no answer within ${ctx.timeoutMs ?? defaultTimeoutMs} ms` : String(error), { cause: error });
  }
}

async function readAnswer<T extends z.ZodType>(response: Response, call: ApiCall<T>, name: string): Promise<z.infer<T>> {
  if (!response.ok) {
    const body = await response.text().catch(() => "");
    throw new ApiFetchError("status", name, response.status, body.slice(0, 200) || response.statusText);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    throw new ApiFetchError("invalid", name, response.status, "the answer is not JSON", { cause: error });
  }
  const parsed = call.answer.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
    throw new ApiFetchError("invalid", name, response.status, `the answer breaks the contract: ${issues.join("; ")}`, { cause: parsed.error });
  }
  return parsed.data;
}

const callName = (call: ApiCall<z.ZodType>) => `${call.method ?? "GET"} ${call.path}`;

/** One call: sends the headers, bounds the wait, validates the answer against its schema. */
export async function apiRequest<T extends z.ZodType>(ctx: ApiContext, call: ApiCall<T>): Promise<z.infer<T>> {
  const name = callName(call);
  return readAnswer(await send(ctx, call, name), call, name);
}

/** A list call: the validated items plus the pagination read from the `x-pagination-*` headers. */
export async function apiListRequest<T extends z.ZodType<unknown[]>>(
  ctx: ApiContext,
  call: ApiCall<T>,
): Promise<{ items: z.infer<T>; pagination: PaginationMeta }> {
  const name = callName(call);
  const response = await send(ctx, call, name);
  const items = await readAnswer(response, call, name);
  return { items, pagination: readPagination(response.headers, (items as unknown[]).length) };
}
