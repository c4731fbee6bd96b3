// Slow clients (issue 37): a request trickled in slower than the limit is answered 408 and its connection closed,
// instead of holding a connection for as long as the client likes. Real TCP against the real API, with a 1 s limit.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../config";
import { startTestApi, type TestApi } from "../test/harness";

/** Far above the 1 s limit (and Node's checks every 250 ms), far below the trickle's own length. */
const bound = 15_000;

type Outcome = { closed: boolean; received: string };

/**
 * Opens a connection, writes `start`, then one more byte of `drip` every 200 ms (a whole body would take minutes),
 * and reports what the server answered once it closed the connection, or `closed: false` when it still had not
 * after `bound` ms.
 */
function trickle(port: number, start: string, drip: string): Promise<Outcome> {
  return new Promise((resolve) => {
    let received = "";
    let sent = 0;
    const socket = net.connect(port, "127.0.0.1", () => socket.write(start));
    const timer = setInterval(() => {
      if (socket.writable) socket.write(drip[sent++ % drip.length] ?? " ");
    }, 200);
    const finish = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closed, received });
    };
    const giveUp = setTimeout(() => finish(false), bound);
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("close", () => finish(true));
    socket.on("error", () => undefined);
  });
}

function expect408({ closed, received }: Outcome) {
  expect(closed).toBe(true);
  expect(received).toMatch(/^HTTP\/1\.1 408 /);
  expect(received.toLowerCase()).toContain("x-content-type-options: nosniff");
  expect(JSON.parse(received.slice(received.indexOf("\r\n\r\n") + 4))).toEqual({
    message: "The request did not arrive in time; send it again",
  });
}

describe("a request that arrives too slowly", () => {
  let api: TestApi;
  let port: number;
  beforeAll(async () => {
    api = await startTestApi("pglite", { requestTimeoutMs: 1000, headersTimeoutMs: 1000 });
    port = Number(new URL(api.base).port);
  });
  afterAll(() => api?.close());

  it("is answered 408 and closed when its body trickles in", async () => {
    const head = "POST /lead HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n";
    expect408(await trickle(port, head, '{"kind":"demo","email":"slow@example.com"'));
  });

  it("is answered 408 and closed when its headers trickle in", async () => {
    expect408(await trickle(port, "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n", "X-Slow: yes\r\n"));
  });
});

describe("the timeouts' settings", () => {
  it("default to 30 s and are read from API_REQUEST_TIMEOUT_MS and API_HEADERS_TIMEOUT_MS", () => {
    expect(readConfig({})).toMatchObject({ requestTimeoutMs: 30_000, headersTimeoutMs: 30_000 });
    expect(readConfig({ API_REQUEST_TIMEOUT_MS: "5000", API_HEADERS_TIMEOUT_MS: "2000" })).toMatchObject({
      requestTimeoutMs: 5000,
      headersTimeoutMs: 2000,
    });
    expect(() => readConfig({ API_REQUEST_TIMEOUT_MS: "soon" })).toThrow("API_REQUEST_TIMEOUT_MS must be a whole number of milliseconds");
  });
});
