import { callSiteRoute } from "@/api-client/site-route";

export type JsonAnswer = { status: number; body: unknown; retryAfter: number | null };

/** A JSON request to one of the site's own route handlers, in the page's language; the answer read once. */
export async function sendJson(url: string, locale: string, body?: unknown, method = "POST"): Promise<JsonAnswer> {
  const response = await callSiteRoute(url, {
    method,
    headers: { lang: locale, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  const retryAfter = Number(response.headers.get("retry-after"));
  return { status: response.status, body: parsed, retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null };
}
