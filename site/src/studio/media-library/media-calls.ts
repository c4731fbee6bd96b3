// The media library's calls from the browser, all to the site's own route handlers: the JSON relay
// (/api/admin/media…) and the streamed upload (/api/admin/media-upload), which act as the signed-in editor.
import type { MediaItem, PaginationMeta } from "@storyfront/schemas";
import { callSiteRoute } from "@/api-client/site-route";

export type MediaPage = { items: MediaItem[]; meta: PaginationMeta };

/** A refusal in the API's words (its message, or each field's), for the screen. */
export async function refusalOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: string; errors?: { field: string; message: string }[] } | null;
  const fields = body?.errors?.map((error) => `${error.field === "body" ? "The file" : error.field} ${error.message}`);
  return fields?.length ? fields.join("; ") : (body?.message ?? `The server answered ${response.status}`);
}

export async function listMedia(q: string, page: number, perPage = 24): Promise<MediaPage> {
  const query = new URLSearchParams({ page: String(page), "per-page": String(perPage), envelope: "items" });
  if (q.trim()) query.set("q", q.trim());
  const response = await callSiteRoute(`/api/admin/media?${query}`);
  if (!response.ok) throw new Error(await refusalOf(response));
  return (await response.json()) as MediaPage;
}

export type UploadProgress = { sent: number; total: number; done: boolean };

/**
 * Sends a file's bytes with its name and alt text. XMLHttpRequest, not fetch: only it reports how much of the body has
 * gone, which the form shows in words. Resolves with the stored item (also when the same bytes were stored before).
 */
export function uploadMedia(file: File, alt: string, onProgress: (progress: UploadProgress) => void): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/admin/media-upload?${new URLSearchParams({ name: file.name, alt })}`);
    request.setRequestHeader("content-type", "application/octet-stream");
    request.upload.onprogress = (event) => onProgress({ sent: event.loaded, total: event.total || file.size, done: false });
    request.upload.onload = () => onProgress({ sent: file.size, total: file.size, done: true });
    request.onerror = () => reject(new Error("The upload did not reach the server; check the connection and try again"));
    request.ontimeout = () => reject(new Error("The upload took too long; try again"));
    request.onload = () => {
      const response = new Response(request.responseText, { status: request.status });
      if (request.status === 200 || request.status === 201) resolve(JSON.parse(request.responseText) as MediaItem);
      else void refusalOf(response).then((message) => reject(new Error(message)));
    };
    request.timeout = 180_000;
    request.send(file);
  });
}

/** 4 812 345 → "4.8 MB". */
export function byteSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
