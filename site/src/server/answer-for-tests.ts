// For the own server's tests: one request to a server on 127.0.0.1, its answer read whole and decoded (Brotli or
// gzip, as the server chose), so a test reads the text a browser would.
import { request, type IncomingMessage } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export type Answer = { status: number; headers: IncomingMessage["headers"]; body: Buffer; text: string };

export function answerFor(port: number, path: string, headers: Record<string, string>, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (piece: Buffer) => chunks.push(piece));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        const text = (encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body).toString();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text });
      });
    })
      .on("error", reject)
      .end();
  });
}
