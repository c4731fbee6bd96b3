import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { appendPeerAddress } from "./peer-address";

/** A request as Node parsed it, from a connection whose address is `peer` (undefined: the socket is gone). */
function requestFrom(peer: string | undefined, headers: IncomingMessage["headers"]) {
  const socket = new Socket();
  Object.defineProperty(socket, "remoteAddress", { value: peer });
  const request = new IncomingMessage(socket);
  request.headers = headers;
  return request;
}

describe("appendPeerAddress", () => {
  it("appends the connection's address as nginx's $proxy_add_x_forwarded_for does", () => {
    const forged = requestFrom("::ffff:192.0.2.44", { "x-forwarded-for": "198.51.100.10" });
    appendPeerAddress(forged);
    expect(forged.headers["x-forwarded-for"]).toBe("198.51.100.10, ::ffff:192.0.2.44");
    const plain = requestFrom("2001:db8::1", {});
    appendPeerAddress(plain);
    expect(plain.headers["x-forwarded-for"]).toBe("2001:db8::1");
  });

  it("appends `unknown` when the socket has no address, so the client's last entry is never taken for it", () => {
    const gone = requestFrom(undefined, { "x-forwarded-for": "198.51.100.10" });
    appendPeerAddress(gone);
    expect(gone.headers["x-forwarded-for"]).toBe("198.51.100.10, unknown");
  });
});
