// Plain HTTP to the site under any Host header (no browser, no JavaScript): what a crawler receives.
import http from "node:http";
import { sitePort } from "../playwright.config";

export type PlainResponse = { status: number; headers: http.IncomingHttpHeaders; body: string; bytes: Buffer };

/** GET `path` exactly as written (no normalisation, so malformed URLs reach the server as sent). */
export function plainGet(host: string, path: string, port = sitePort, timeoutMs = 20_000): Promise<PlainResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "GET",
        path,
        headers: { host: `${host}:${port}`, "accept-encoding": "identity" },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString("utf8"), bytes });
        });
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`timeout after ${timeoutMs} ms: ${host}${path}`)));
    request.on("error", reject);
    request.end();
  });
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}
