import { apiCalls, type ApiCallName } from "@storyfront/schemas";
import type { z } from "zod";
import { callApiRaw, isApiFetchError, type ApiContext } from "@/api-client";

/** Headers of an API answer worth passing on to the browser (paging, throttling, downloads). */
const passedHeaders = [
  "content-type",
  "content-disposition",
  "retry-after",
  "x-pagination-total-count",
  "x-pagination-current-page",
  "x-pagination-page-count",
  "x-pagination-per-page",
];

/**
 * The call of `apiCalls` a same-origin path stands for, among the calls a signed-in visitor may relay:
 * e.g. PUT `/admin/tag/5` is adminTagUpdate with id 5. Null for anything else.
 */
export function findSignedInCall(
  method: string,
  path: string,
  allowed: readonly ApiCallName[],
): { name: ApiCallName; params: Record<string, string> } | null {
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
 * Sends one call of the contract through the API client, with the visitor's query string as it came
 * (the API validates it and names what is wrong), and answers with the API's raw answer.
 */
export function sendCall(
  api: ApiContext,
  name: ApiCallName,
  input: { params?: Record<string, string>; search?: URLSearchParams; body?: unknown } = {},
): Promise<Response> {
  const query = input.search ? Object.fromEntries(input.search.entries()) : undefined;
  const call = apiCalls[name];
  const headers = "answerType" in call && call.answerType ? { accept: String(call.answerType) } : undefined;
  // The relayed input is checked by the API itself: its 422 names the field, which is what the form shows.
  return callApiRaw(api, name, { params: input.params, query, body: input.body, headers } as never);
}

/**
 * The API's answer as the browser gets it. With the call's name, a JSON success answer is first checked
 * against the contract like every other call (a broken answer is a 502 naming the field, never passed on).
 */
export async function relayAnswer(answer: Response, name?: ApiCallName): Promise<Response> {
  const headers = new Headers({ "cache-control": "no-store" });
  for (const header of passedHeaders) {
    const value = answer.headers.get(header);
    if (value) headers.set(header, value);
  }
  const body = answer.status === 204 ? null : await answer.arrayBuffer();
  const schema = name ? (apiCalls[name] as { answer?: z.ZodType }).answer : undefined;
  if (schema && body && answer.ok && (answer.headers.get("content-type") ?? "").includes("application/json")) {
    const json = safeJson(new TextDecoder().decode(body));
    // A paged call asked with `envelope=items` answers { items, meta }: the contract describes the items.
    const enveloped = "paged" in apiCalls[name as ApiCallName] && typeof json === "object" && json !== null && "items" in json;
    const checked = schema.safeParse(enveloped ? (json as { items: unknown }).items : json);
    if (!checked.success) {
      const issues = checked.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
      console.error(
        `API ${apiCalls[name as ApiCallName].method} ${apiCalls[name as ApiCallName].path} broke the contract: ${issues.join("; ")}`,
      );
      return Response.json({ message: "Server error, please try again later" }, { status: 502, headers: { "cache-control": "no-store" } });
    }
  }
  return new Response(body, { status: answer.status, headers });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** No answer from the API at all: the catalogue's server error, as a 502. */
export function unreachable(error: unknown, label: string): Response {
  if (!isApiFetchError(error)) throw error;
  console.error(`${label} failed`, error.message);
  return Response.json({ message: "Server error, please try again later" }, { status: 502, headers: { "cache-control": "no-store" } });
}
