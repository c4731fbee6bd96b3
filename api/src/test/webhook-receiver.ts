// A real HTTP receiver for the leads webhook: it can be down (connection refused), answer any status, and it keeps
// every request it got.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedRequest = { headers: IncomingHttpHeaders; body: string; answeredWith: number };

export async function startWebhookReceiver() {
  let status = 200;
  const received: ReceivedRequest[] = [];
  let server: Server | null = null;
  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const next = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on("data", (chunk: Buffer) => chunks.push(chunk));
        request.on("end", () => {
          received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8"), answeredWith: status });
          response.writeHead(status, { "content-type": "text/plain", connection: "close" }).end("ok");
        });
      });
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => resolve(next));
    });
  // Take a free port, then let go of it: until `up()`, deliveries meet a refused connection.
  const probe = await listen(0);
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));

  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    /** What the receiver answers from now on. */
    answer(next: number) {
      status = next;
    },
    async up() {
      server ??= await listen(port);
    },
    async down() {
      const current = server;
      server = null;
      if (current) await new Promise((resolve) => current.close(resolve).closeAllConnections());
    },
  };
}

/** Polls until `check` holds; the limit only keeps a broken test from hanging (no duration is asserted). */
export async function eventually<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
  limitMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
