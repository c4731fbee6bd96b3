// The Studio's calls to its own route handlers (/api/studio/…), through the site's one way to call them. Each
// carries the token the Studio page was served with (studio-token.ts): the server takes no write without it.
import { callSiteRoute } from "@/api-client/site-route";
import { studioTokenHeader, studioTokenMeta } from "@/studio/studio-token-header";

function withToken(init: RequestInit = {}): RequestInit {
  const token = document.querySelector<HTMLMetaElement>(`meta[name="${studioTokenMeta}"]`)?.content ?? "";
  const headers = new Headers(init.headers);
  headers.set(studioTokenHeader, token);
  return { ...init, headers };
}

export async function studioGet<T>(route: string): Promise<{ ok: boolean; status: number; body: T }> {
  const response = await callSiteRoute(route, withToken());
  return { ok: response.ok, status: response.status, body: (await response.json()) as T };
}

export async function studioPost<T>(route: string, body: unknown): Promise<{ ok: boolean; status: number; body: T }> {
  const response = await callSiteRoute(
    route,
    withToken({ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  );
  return { ok: response.ok, status: response.status, body: (await response.json()) as T };
}

/** A file upload (multipart), e.g. an image for the media picker. */
export async function studioUpload<T>(route: string, file: File): Promise<{ ok: boolean; status: number; body: T }> {
  const form = new FormData();
  form.set("file", file);
  const response = await callSiteRoute(route, withToken({ method: "POST", body: form }));
  return { ok: response.ok, status: response.status, body: (await response.json()) as T };
}
