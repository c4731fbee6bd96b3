// The Studio's calls to its own route handlers (/api/studio/…), through the site's one way to call them.
import { callSiteRoute } from "@/api-client/site-route";

export async function studioGet<T>(route: string): Promise<{ ok: boolean; status: number; body: T }> {
  const response = await callSiteRoute(route);
  return { ok: response.ok, status: response.status, body: (await response.json()) as T };
}

export async function studioPost<T>(route: string, body: unknown): Promise<{ ok: boolean; status: number; body: T }> {
  const response = await callSiteRoute(route, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { ok: response.ok, status: response.status, body: (await response.json()) as T };
}

/** A file upload (multipart), e.g. an image for the media picker. */
export async function studioUpload<T>(route: string, file: File): Promise<{ ok: boolean; status: number; body: T }> {
  const form = new FormData();
  form.set("file", file);
  const response = await callSiteRoute(route, { method: "POST", body: form });
  return { ok: response.ok, status: response.status, body: (await response.json()) as T };
}
