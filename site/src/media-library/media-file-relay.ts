// The media library's pictures (/media/library/{id}/{variant}-{hash}.webp) from the site's own origin: pages' image
// fields hold these site paths (the API answers them so), the CSP allows pictures from 'self', and visitors never need
// the API's address. The site passes the API's bytes on as a stream with the API's immutable caching headers.
import { mediaFileName } from "@storyfront/schemas";
import { fileContentSecurityPolicy } from "@/pipeline/security-headers";

/** API headers the browser gets as they came: the type, the bytes' length, the year of caching and the hash. */
const passed = ["content-type", "content-length", "cache-control", "etag"];

/** The API path of a picture, or null when the segments are not one (nothing else is relayed). */
export function mediaFileApiPath(id: string, file: string): string | null {
  if (!/^[1-9][0-9]{0,9}$/.test(id) || !mediaFileName.test(file)) return null;
  return `/media/library/${id}/${file}`;
}

/**
 * Fetches the picture from the API at `baseUrl` and answers it, streamed; a conditional request (If-None-Match) is
 * passed on so an unchanged copy costs a 304. Null when the API has no such file (the caller answers the 404 page).
 */
export async function relayMediaFile(baseUrl: string, apiPath: string, request: Request, timeoutMs = 15_000): Promise<Response | null> {
  const ifNoneMatch = request.headers.get("if-none-match");
  // Raw bytes both ways (a stream up, a picture down), which the JSON client of @/api-client does not carry.
  // eslint-disable-next-line no-restricted-globals
  const answer = await fetch(new URL(apiPath, baseUrl), {
    headers: ifNoneMatch ? { "if-none-match": ifNoneMatch } : {},
    cache: "no-store",
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (answer.status !== 200 && answer.status !== 304) {
    await answer.body?.cancel();
    if (answer.status === 404 || answer.status === 422) return null;
    return new Response(null, { status: 502, headers: { "cache-control": "no-store" } });
  }
  const headers = new Headers({ "x-content-type-options": "nosniff", "content-security-policy": fileContentSecurityPolicy });
  for (const name of passed) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.status === 304 ? null : answer.body, { status: answer.status, headers });
}
