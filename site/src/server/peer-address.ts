import type { IncomingMessage } from "node:http";

/**
 * Appends the address this connection came from to X-Forwarded-For, as nginx's $proxy_add_x_forwarded_for does,
 * before anything reads the request. Next fills X-Forwarded-For with that address only when the header is absent
 * (base-server.js, `??=`), so a client that sends one would hide its connection; appended, the last entry is always
 * the connection and route handlers read the chain from the right (requests/visitor-ip.ts). A socket already
 * gone has no address: `unknown` names no one.
 */
export function appendPeerAddress(request: IncomingMessage): void {
  const peer = request.socket.remoteAddress ?? "unknown";
  const sent = request.headers["x-forwarded-for"];
  const chain = Array.isArray(sent) ? sent.join(", ") : sent;
  request.headers["x-forwarded-for"] = chain ? `${chain}, ${peer}` : peer;
}
