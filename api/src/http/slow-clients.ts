// A client that sends its headers or body too slowly (or opens a connection and sends nothing) is answered 408 and
// disconnected, so trickled requests cannot hold the API's connections. Node's HTTP server enforces the limits:
// headersTimeout (complete headers, counted from the connection or the previous answer) and requestTimeout (the whole
// request, body included); Fastify passes both through. Node looks for late requests every
// connectionsCheckingInterval, 30 s by default, which would let a 30 s limit run to 60 s: it looks 4× per limit here.
import type { Socket } from "node:net";
import { STATUS_CODES } from "node:http";

export type SlowClientLimits = { requestTimeoutMs: number; headersTimeoutMs: number };

/** Fastify's server options for the limits (requestTimeout: Fastify itself sets Node's to its own value, 0 by default). */
export function slowClientOptions({ requestTimeoutMs, headersTimeoutMs }: SlowClientLimits) {
  const headersTimeout = Math.min(headersTimeoutMs, requestTimeoutMs);
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout,
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(headersTimeout / 4))),
    },
    clientErrorHandler: answerClientError,
  };
}

const answers: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: "The request did not arrive in time; send it again" },
  HPE_HEADER_OVERFLOW: { status: 431, message: "The request headers are too large" },
};

/**
 * Errors of a connection before a request reaches a route (Node's 'clientError'): the contract's JSON error body
 * with the headers every answer carries, then the connection is closed. Fastify's default answer has another shape
 * and does not check whether an answer is already under way on the socket.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, message } = answers[error.code ?? ""] ?? { status: 400, message: "The request is malformed" };
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        "X-Content-Type-Options: nosniff\r\n" +
        "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\n" +
        "Connection: close\r\n\r\n" +
        body,
    );
  }
  socket.destroy(error);
}
