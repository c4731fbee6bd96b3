import { describe, expect, it } from "vitest";
import { readTrustedProxies } from "./trusted-proxies";
import { visitorIp } from "./visitor-ip";

const none = readTrustedProxies(undefined);
/** The request as the site's own server hands it on: the connection's address last in X-Forwarded-For. */
const ownServer = (forwardedFor: string, trusted = none) =>
  visitorIp(new Headers({ "x-forwarded-for": forwardedFor }), { trusted, peerAppended: true });

describe("visitorIp on the site's own server (the connection's address is the chain's last entry)", () => {
  it("with no proxy configured takes the connection's address: a client's own entries decide nothing", () => {
    expect(ownServer("198.51.100.10, 127.0.0.1")).toBe("127.0.0.1");
    expect(ownServer("203.0.113.9, 10.0.0.1, 192.0.2.44")).toBe("192.0.2.44");
    expect(ownServer("192.0.2.44")).toBe("192.0.2.44");
  });

  it("never believes X-Real-IP, which any client can send", () => {
    const headers = new Headers({ "x-forwarded-for": "192.0.2.44", "x-real-ip": "198.51.100.4" });
    expect(visitorIp(headers, { trusted: readTrustedProxies("loopback"), peerAppended: true })).toBe("192.0.2.44");
  });

  it("with a list takes the rightmost address that is not a listed proxy, whatever the client prepended", () => {
    const nginx = readTrustedProxies("10.0.0.5");
    // The client forged 198.51.100.10; nginx (10.0.0.5) appended the address it saw, 192.0.2.44.
    expect(ownServer("198.51.100.10, 192.0.2.44, 10.0.0.5", nginx)).toBe("192.0.2.44");
    // A client that went round the proxy is its connection, whatever it wrote.
    expect(ownServer("10.0.0.5, 192.0.2.44", nginx)).toBe("192.0.2.44");
  });

  it("reads CIDR ranges and the names loopback, private and linklocal", () => {
    const chain = "198.51.100.10, 192.0.2.44, 10.1.2.3, 172.20.0.9, 127.0.0.1";
    expect(ownServer(chain, readTrustedProxies("10.0.0.0/8, 172.16.0.0/12, 127.0.0.1"))).toBe("192.0.2.44");
    expect(ownServer(chain, readTrustedProxies("loopback,private"))).toBe("192.0.2.44");
    expect(ownServer(chain, readTrustedProxies("loopback"))).toBe("172.20.0.9");
    expect(ownServer(chain, readTrustedProxies("10.0.0.0/8"))).toBe("127.0.0.1");
    expect(ownServer("192.0.2.44, 169.254.10.1", readTrustedProxies("linklocal"))).toBe("192.0.2.44");
  });

  it("with a count takes the entry that many hops left of the connection", () => {
    const oneProxy = readTrustedProxies("1");
    expect(ownServer("198.51.100.10, 192.0.2.44, 10.0.0.5", oneProxy)).toBe("192.0.2.44");
    expect(ownServer("198.51.100.10, 192.0.2.44, 10.0.0.5, 10.0.0.6", readTrustedProxies("2"))).toBe("192.0.2.44");
    // Fewer hops than proxies: the request came past fewer of them, the leftmost is as far as the chain goes.
    expect(ownServer("192.0.2.44", oneProxy)).toBe("192.0.2.44");
    expect(ownServer("198.51.100.10, 192.0.2.44", readTrustedProxies("0"))).toBe("192.0.2.44");
  });

  it("reads IPv6 with and without brackets and ports, and IPv4 with ports or mapped into IPv6", () => {
    const proxies = readTrustedProxies("fd00::/8, 10.0.0.5");
    expect(ownServer("198.51.100.10, [2001:db8::1]:443, fd00::7", proxies)).toBe("2001:db8::1");
    expect(ownServer("198.51.100.10, 2001:DB8::2, [fd00::7]", proxies)).toBe("2001:db8::2");
    expect(ownServer("198.51.100.10, 192.0.2.44:5123, ::ffff:10.0.0.5", proxies)).toBe("192.0.2.44");
    expect(ownServer("198.51.100.10, ::ffff:192.0.2.44")).toBe("192.0.2.44");
    expect(ownServer("::1")).toBe("::1");
  });

  it("names no one when the hop it lands on is not an address, but never reaches past it", () => {
    const nginx = readTrustedProxies("10.0.0.5");
    for (const garbage of ["unknown", "", "  ", "example.com", "300.1.1.1", "192.0.2.44:port", "[2001:db8::1", "for=192.0.2.44"])
      expect(ownServer(`198.51.100.10, ${garbage}, 10.0.0.5`, nginx)).toBeUndefined();
    expect(ownServer("198.51.100.10,, 10.0.0.5", nginx)).toBeUndefined();
    // Garbage left of the visitor is the client's and changes nothing.
    expect(ownServer("unknown, <script>, 192.0.2.44, 10.0.0.5", nginx)).toBe("192.0.2.44");
    expect(ownServer("unknown")).toBeUndefined();
    expect(ownServer("")).toBeUndefined();
  });

  it("takes the leftmost when every hop is a trusted proxy (a request from a proxy itself)", () => {
    expect(ownServer("10.0.0.6, 10.0.0.5", readTrustedProxies("private"))).toBe("10.0.0.6");
  });
});

describe("visitorIp on next start and next dev (Next writes X-Forwarded-For only when it is absent)", () => {
  const nextServer = (headers: Record<string, string>, trusted = none) => visitorIp(new Headers(headers), { trusted, peerAppended: false });

  it("names no one with no proxy configured: the only entry may be the client's own", () => {
    expect(nextServer({ "x-forwarded-for": "198.51.100.10" })).toBeUndefined();
    expect(nextServer({ "x-forwarded-for": "198.51.100.10, 127.0.0.1", "x-real-ip": "198.51.100.4" })).toBeUndefined();
  });

  it("with a proxy configured takes the connection as that proxy and reads its entries", () => {
    expect(nextServer({ "x-forwarded-for": "198.51.100.10, 192.0.2.44" }, readTrustedProxies("1"))).toBe("192.0.2.44");
    expect(nextServer({ "x-forwarded-for": "198.51.100.10, 192.0.2.44, 10.0.0.5" }, readTrustedProxies("private"))).toBe("192.0.2.44");
  });
});

describe("readTrustedProxies", () => {
  it("refuses what is neither an address, a range, a count nor a name, so a typo stops the server", () => {
    for (const wrong of [
      "10.0.0.300",
      "10.0.0.0/33",
      "fd00::/129",
      "10.0.0.0/8/1",
      "10.0.0.0/x",
      "proxy.internal",
      "127.0.0.1:80",
      "-1",
      "true",
    ])
      expect(() => readTrustedProxies(wrong), wrong).toThrow(/TRUSTED_PROXIES/);
  });

  it("reads nothing as no proxy", () => {
    expect(readTrustedProxies("")).toEqual({ hops: 0 });
    expect(readTrustedProxies(" , ")).toEqual({ hops: 0 });
    expect(readTrustedProxies("2")).toEqual({ hops: 2 });
  });
});
