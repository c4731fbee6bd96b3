import { apiCalls, type ApiCallName } from "@storyfront/schemas";
import type { ApiCaller } from "./request-domain";

/** Headers of an API answer worth passing on to the browser (paging, throttling, downloads). */
const passedHeaders = ["content-type", "content-disposition", "retry-after", "x-pagination-total-count", "x-pagination-current-page", "x-pagination-page-count", "x-pagination-per-page"];

/** The API path of a call with its `{name}` parameters filled in. */
export function callPath(name: ApiCallName, params: Record<string, string | number> = {}): string {
  return apiCalls[name].path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(params[key] ?? "")));
}

/**
 * The call of `apiCalls` a same-origin path stands for, among the calls a signed-in visitor may relay:
 * e.g. PUT `/admin/tag/5` is adminTagUpdate with id 5. Null for anything else.
 */
export function findSignedInCall(method: string, path: string, allowed: readonly ApiCallName[]): { name: ApiCallName; params: Record<string, string> } | null {
  for (const name of allowed) {
    const call = apiCalls[name];
    if (call.method !== method) continue;
    const keys: string[] = [];
    const pattern = new RegExp(`^${call.path.replace(/\{(\w+)\}/g, (_, key: string) => (keys.push(key), "([^/]+)"))}$`);
    const match = pattern.exec(path);
    if (match) return { name, params: Object.fromEntries(keys.map((key, index) => [key, decodeURIComponent(match[index + 1] ?? "")])) };
  }
  return null;
}

/**
 * Sends one call of the contract for a visitor (their lang and client id, and their token when the call
 * needs one) and answers with the API's status, body and the headers above: the API's field errors
 * reach the form unchanged.
 */
export async function sendCall(
  caller: ApiCaller,
  name: ApiCallName,
  input: { params?: Record<string, string | number>; search?: string; body?: unknown; token?: string } = {},
): Promise<Response> {
  const call = apiCalls[name];
  const headers: Record<string, string> = { ...caller.headers };
  if (input.token) headers.authorization = `Bearer ${input.token}`;
  if (input.body !== undefined) headers["content-type"] = "application/json";
  if ("answerType" in call && call.answerType) headers.accept = String(call.answerType);
  const url = `${caller.domain.ssrApiBaseUrl}${callPath(name, input.params)}${input.search ?? ""}`;
  return fetch(url, {
    method: call.method,
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    cache: "no-store",
    signal: AbortSignal.timeout(10_000),
  });
}

/** The API's answer as the browser gets it. */
export async function relayAnswer(answer: Response): Promise<Response> {
  const headers = new Headers({ "cache-control": "no-store" });
  for (const name of passedHeaders) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  const body = answer.status === 204 ? null : await answer.arrayBuffer();
  return new Response(body, { status: answer.status, headers });
}
