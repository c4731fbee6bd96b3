/** What a route handler reads at most unless it says otherwise; the API caps its bodies at the same size. */
export const defaultBodyLimit = 64 * 1024;

/**
 * The request's body, read only up to `limit` bytes: "too-large" as soon as Content-Length says more, or
 * as soon as a body sent without one (chunked) goes over while it is read; the rest is never buffered.
 */
export async function readBoundedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  const announced = request.headers.get("content-length");
  if (announced !== null && (!/^\d+$/.test(announced.trim()) || Number(announced) > limit)) return "too-large";
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return "too-large";
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
