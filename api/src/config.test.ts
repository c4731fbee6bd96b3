import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { readConfig } from "./config";

/** The caller's address Fastify computes under API_TRUST_PROXY for a request from 127.0.0.1 with this X-Forwarded-For. */
async function callerUnder(setting: string, forwardedFor: string) {
  const app = Fastify({ trustProxy: readConfig({ API_TRUST_PROXY: setting }).trustProxy });
  app.get("/", (request) => ({ ip: request.ip }));
  const answer = await app.inject({ url: "/", headers: { "x-forwarded-for": forwardedFor } });
  await app.close();
  return (answer.json() as { ip: string }).ip;
}

describe("API_TRUST_PROXY", () => {
  it("names the trusted proxies, and the caller is the rightmost address that is not one of them", async () => {
    // The site (127.0.0.1) forwards the one address it computed; a forged entry before it changes nothing.
    expect(await callerUnder("loopback", "192.0.2.44")).toBe("192.0.2.44");
    expect(await callerUnder("loopback", "198.51.100.10, 192.0.2.44")).toBe("192.0.2.44");
    expect(await callerUnder("127.0.0.1, 10.0.0.0/8", "198.51.100.10, 192.0.2.44, 10.1.2.3")).toBe("192.0.2.44");
    expect(await callerUnder("0", "198.51.100.10")).toBe("127.0.0.1");
    expect(await callerUnder("", "198.51.100.10")).toBe("127.0.0.1");
  });

  it("refuses `true` and `1` (which meant it), which take the leftmost entry, one the caller wrote, and other counts", () => {
    for (const setting of ["true", "1", "2"]) expect(() => readConfig({ API_TRUST_PROXY: setting }), setting).toThrow(/API_TRUST_PROXY/);
  });
});
