// The one way to reach the API: a call is named by its entry in the `apiCalls` contract, which gives its
// method, path, the types of its parameters, query and body, and the schema its answer must meet.
import { apiCalls, type ApiCallName, type PaginationMeta } from "@storyfront/schemas";
import type { z } from "zod";
import { ApiFetchError } from "./api-error";
import { draftCredentialHeader, type ApiContext } from "./api-context";
import { readPagination } from "./pagination";

export const defaultTimeoutMs = Number(process.env.API_TIMEOUT_MS) || 5000;

type Contract = typeof apiCalls;
type Part<N extends ApiCallName, K extends string> = Contract[N] extends Record<K, infer S extends z.ZodType> ? z.input<S> : undefined;
type QueryValue = string | number | boolean | readonly string[] | undefined;

/** What a call sends, typed by its contract entry; the query's values are written as the API reads them. */
export type CallInput<N extends ApiCallName> = {
  params?: Part<N, "params">;
  query?: { [K in keyof NonNullable<Part<N, "query">>]?: QueryValue };
  body?: Part<N, "body">;
  headers?: Record<string, string>;
};

/** The answer a call resolves to; null for calls the contract answers with 204. */
export type CallAnswer<N extends ApiCallName> = Contract[N] extends { answer: infer S extends z.ZodType } ? z.output<S> : null;

export type PagedCallName = { [N in ApiCallName]: Contract[N] extends { paged: true } ? N : never }[ApiCallName];

function urlOf(ctx: ApiContext, name: ApiCallName, input: CallInput<ApiCallName>): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = apiCalls[name].path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(params[key] ?? "")));
  const url = new URL(path.replace(/^\//, ""), ctx.baseUrl.endsWith("/") ? ctx.baseUrl : `${ctx.baseUrl}/`);
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    url.searchParams.set(key, typeof value === "boolean" ? (value ? "1" : "0") : Array.isArray(value) ? value.join(",") : String(value));
  }
  return url.toString();
}

/** Fetch is extended by Next with `next: { revalidate, tags }`; plain Node ignores the key. */
type NextFetchInit = RequestInit & { next?: { revalidate?: number; tags?: string[] } };

/** Headers that name the caller's address: only the context's visitorIp may, never a call's own headers. */
const addressHeaders = new Set(["x-forwarded-for", "x-real-ip", "forwarded"]);

function initOf(ctx: ApiContext, name: ApiCallName, input: CallInput<ApiCallName>): NextFetchInit {
  const own = Object.entries(input.headers ?? {}).filter(([header]) => !addressHeaders.has(header.toLowerCase()));
  const headers: Record<string, string> = { accept: "application/json", lang: ctx.lang, ...Object.fromEntries(own) };
  if (ctx.clientId) headers["x-client-id"] = ctx.clientId;
  if (ctx.host) headers["x-forwarded-host"] = ctx.host;
  // The one address the site computed (requests/visitor-ip.ts); the API believes it from the site (API_TRUST_PROXY).
  if (ctx.visitorIp) headers["x-forwarded-for"] = ctx.visitorIp;
  if (ctx.token) headers.authorization = `Bearer ${ctx.token}`;
  if (ctx.draftSecret) headers[draftCredentialHeader] = ctx.draftSecret;
  if (input.body !== undefined) headers["content-type"] = "application/json";
  return {
    method: apiCalls[name].method,
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    signal: AbortSignal.timeout(ctx.timeoutMs ?? defaultTimeoutMs),
    ...(ctx.cache && !ctx.draftSecret ? { next: { revalidate: ctx.cache.revalidate, tags: ctx.cache.tags } } : { cache: "no-store" }),
  };
}

const labelOf = (name: ApiCallName) => `${apiCalls[name].method} ${apiCalls[name].path}`;

async function send(ctx: ApiContext, name: ApiCallName, input: CallInput<ApiCallName>): Promise<Response> {
  try {
    return await fetch(urlOf(ctx, name, input), initOf(ctx, name, input));
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    const detail = timedOut ? `no answer within ${ctx.timeoutMs ?? defaultTimeoutMs} ms` : String(error);
    throw new ApiFetchError(timedOut ? "timeout" : "network", labelOf(name), undefined, detail, { cause: error });
  }
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false; text: string }> {
  const text = await response.text().catch(() => "");
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, text };
  }
}

/** An error status keeps the API's own answer (message, field errors), so a route handler can pass it on. */
async function failOnStatus(response: Response, label: string): Promise<void> {
  if (response.ok) return;
  const read = await readJson(response);
  const detail = read.ok ? JSON.stringify(read.value).slice(0, 200) : read.text.slice(0, 200) || response.statusText;
  throw new ApiFetchError("status", label, response.status, detail, { answer: read.ok ? read.value : undefined });
}

async function readAnswer<N extends ApiCallName>(response: Response, name: N): Promise<CallAnswer<N>> {
  const label = labelOf(name);
  await failOnStatus(response, label);
  const schema = (apiCalls[name] as { answer?: z.ZodType }).answer;
  if (!schema) return null as CallAnswer<N>;
  const read = await readJson(response);
  if (!read.ok) throw new ApiFetchError("invalid", label, response.status, "the answer is not JSON");
  const parsed = schema.safeParse(read.value);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
    throw new ApiFetchError("invalid", label, response.status, `the answer breaks the contract: ${issues.join("; ")}`, {
      cause: parsed.error,
    });
  }
  return parsed.data as CallAnswer<N>;
}

/** One call: the contract's method and path, the context's headers, a bounded wait, a validated answer. */
export async function callApi<N extends ApiCallName>(ctx: ApiContext, name: N, input: CallInput<N> = {}): Promise<CallAnswer<N>> {
  return (await callApiWithStatus(ctx, name, input)).answer;
}

/** Like callApi, with the success status, for calls whose status means something (201 stored, 200 replayed). */
export async function callApiWithStatus<N extends ApiCallName>(
  ctx: ApiContext,
  name: N,
  input: CallInput<N> = {},
): Promise<{ status: number; answer: CallAnswer<N> }> {
  const response = await send(ctx, name, input as CallInput<ApiCallName>);
  return { status: response.status, answer: await readAnswer(response, name) };
}

/** A paged list call: the validated items plus the pagination of the `x-pagination-*` headers. */
export async function callApiList<N extends PagedCallName>(
  ctx: ApiContext,
  name: N,
  input: CallInput<N> = {},
): Promise<{ items: CallAnswer<N>; pagination: PaginationMeta }> {
  const response = await send(ctx, name, input as CallInput<ApiCallName>);
  const items = await readAnswer(response, name);
  return { items, pagination: readPagination(response.headers, (items as unknown[]).length) };
}

/**
 * The API's raw answer to a call, for route handlers that pass it on to the browser as it came: headers
 * that matter there (Retry-After of the login throttle, paging, a download's file name) and answers that
 * are not JSON (the leads CSV). Failures to get an answer at all still throw ApiFetchError.
 */
export function callApiRaw<N extends ApiCallName>(ctx: ApiContext, name: N, input: CallInput<N> = {}): Promise<Response> {
  return send(ctx, name, input as CallInput<ApiCallName>);
}
