// An image upload from the Studio (browser → site → API): the bytes are streamed on as they arrive, never held whole,
// and counted, so a body sent without a Content-Length is cut off past the limit as well. The API decides what the
// bytes are and who may store them; its answer (the stored item, or its 4xx naming the field) comes back unchanged.
import { apiCalls, mediaUploadMaxBytes } from "@storyfront/schemas";
import { callApiRaw, type ApiContext } from "@/api-client";

/** The upload may take this long end to end: 20 MB to a local API and its variants (about a second of work). */
export const uploadTimeoutMs = 120_000;

const tooLargeMessage = `The file is too large (at most ${mediaUploadMaxBytes / (1024 * 1024)} MB)`;

/** A pass-through stream that fails once more than `limit` bytes went through it. */
export function countingStream(limit: number): { stream: TransformStream<Uint8Array, Uint8Array>; tooLarge: () => boolean } {
  let total = 0;
  let over = false;
  const stream = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      total += chunk.byteLength;
      if (total > limit) {
        over = true;
        controller.error(new Error(tooLargeMessage));
        return;
      }
      controller.enqueue(chunk);
    },
  });
  return { stream, tooLarge: () => over };
}

/**
 * Sends the request's body to POST /admin/media with the visitor's token, `name` and `alt` taken from the query.
 * First asks the API who the token belongs to (GET /auth): a refused token comes back as that 401 before any byte is
 * sent, so the session can refresh it and call again while the body is still unread.
 */
export async function relayUpload(request: Request, api: ApiContext, limit = mediaUploadMaxBytes): Promise<Response> {
  const probe = await callApiRaw(api, "authUser");
  if (probe.status === 401) return probe;
  await probe.body?.cancel();
  if (!request.body) return Response.json({ message: "Choose an image to upload" }, { status: 400 });
  const search = new URL(request.url).searchParams;
  const url = new URL(apiCalls.adminMediaUpload.path.replace(/^\//, ""), api.baseUrl.endsWith("/") ? api.baseUrl : `${api.baseUrl}/`);
  for (const key of ["name", "alt"]) {
    const value = search.get(key);
    if (value !== null) url.searchParams.set(key, value);
  }
  const counted = countingStream(limit);
  try {
    // Raw bytes both ways (a stream up, a picture down), which the JSON client of @/api-client does not carry.
    // eslint-disable-next-line no-restricted-globals
    return await fetch(url, {
      method: "POST",
      headers: { authorization: `Bearer ${api.token}`, "content-type": "application/octet-stream", lang: api.lang },
      body: request.body.pipeThrough(counted.stream),
      duplex: "half",
      cache: "no-store",
      signal: AbortSignal.timeout(uploadTimeoutMs),
    } as RequestInit);
  } catch (error) {
    if (counted.tooLarge()) return Response.json({ message: tooLargeMessage }, { status: 413 });
    throw error;
  }
}
