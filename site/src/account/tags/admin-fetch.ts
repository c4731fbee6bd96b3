import { callSiteRoute } from "@/api-client/site-route";
import { paginationFromHeaders } from "@storyfront/schemas";

/** Why an admin call did not answer with data: the session ended, the right is missing, or anything else. */
export class AdminCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`admin call answered ${status}`);
  }
}

/** A call to the same-origin admin relay; the answer's JSON, or AdminCallError with the status and body. */
export async function adminFetch<T>(url: string, init: RequestInit & { json?: unknown } = {}): Promise<{ data: T; headers: Headers }> {
  const { json, ...rest } = init;
  const response = await callSiteRoute(url, {
    ...rest,
    headers: { accept: "application/json", ...(json === undefined ? {} : { "content-type": "application/json" }), ...rest.headers },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw new AdminCallError(response.status, body);
  return { data: body as T, headers: response.headers };
}

/** A paged list from the relay: items plus the x-pagination-* headers. */
export async function adminList<T>(url: string) {
  const { data, headers } = await adminFetch<T[]>(url);
  return { items: data, pagination: paginationFromHeaders(headers) };
}
