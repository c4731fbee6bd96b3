// Plain HTTP with a chosen Host header: the real host names (storyfront.com, storyfront.ru …) reach the
// loopback server exactly as a CDN or load balancer would forward them, without a browser.
import http from "node:http";

export type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string; bytes: Buffer };

export function httpRequest(
  port: number,
  host: string | null,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: init.method ?? "GET",
        // Exactly the Host header written here (`init.headers` may replace it; a null host sends none), as a client or
        // a scanner may send it: Node adds none of its own.
        headers: { ...(host === null ? {} : { host: `${host}:${port}` }), ...init.headers },
        setHost: false,
        // A loopback address of the client's own (127.0.0.3 …): the visitor another machine would be.
        localAddress: init.localAddress,
        timeout: 60_000,
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
    request.on("timeout", () => request.destroy(new Error(`${host}${path} on port ${port} did not answer`)));
    request.on("error", reject);
    request.end(init.body);
  });
}

export const httpGet = (port: number, host: string, path = "/", headers: Record<string, string> = {}) =>
  httpRequest(port, host, path, { headers });
