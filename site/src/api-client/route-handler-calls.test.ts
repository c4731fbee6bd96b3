import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeHandlerApi, type ApiContext } from "./api-context";
import { ApiFetchError } from "./api-error";
import { getCurrentUser, logIn, logOut, refreshTokens, sendLead } from "./calls";

// The per-visitor calls of route handlers, over real HTTP against a loopback stand-in for the API: the
// contract gives method and path, the context gives the headers, and error answers keep the API's body.
type Seen = { method?: string; url?: string; headers: IncomingMessage["headers"]; body: string };
type Reply = { status: number; body?: unknown };
let reply: Reply = { status: 200 };
const seen: Seen[] = [];
let server: Server;
let baseUrl = "";

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(reply.status, reply.body === undefined ? {} : { "content-type": "application/json" });
      response.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const ctx = (extra: Partial<ApiContext> = {}): ApiContext => ({
  baseUrl,
  lang: "de",
  host: "storyfront.com",
  clientId: "client-9",
  timeoutMs: 2000,
  ...extra,
});
const tokens = { token: "t1", refreshToken: "r1", expiresIn: 1800, refreshExpiresIn: 5184000 };

describe("route handler calls built from the contract", () => {
  it("signs in with a JSON body and the same headers as every call", async () => {
    reply = { status: 200, body: tokens };
    await expect(logIn(ctx(), { email: "user@example.com", password: "secret" })).resolves.toEqual(tokens);
    const request = seen.at(-1);
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/auth");
    expect(JSON.parse(request?.body ?? "")).toEqual({ email: "user@example.com", password: "secret" });
    expect(request?.headers).toMatchObject({
      lang: "de",
      "x-client-id": "client-9",
      "x-forwarded-host": "storyfront.com",
      "content-type": "application/json",
    });
  });

  it("sends the visitor's token, and reads a refused token as an expired session", async () => {
    reply = { status: 401, body: { message: "Unauthorized" } };
    await expect(getCurrentUser(ctx({ token: "stale" }))).resolves.toBe("expired");
    expect(seen.at(-1)?.headers.authorization).toBe("Bearer stale");
    expect(seen.at(-1)?.url).toBe("/auth?expand=activeProject%2CnewNotificationCount");
  });

  it("answers null for a 204 call and for a refused refresh", async () => {
    reply = { status: 204 };
    await expect(logOut(ctx({ token: "t1" }))).resolves.toBeNull();
    expect(seen.at(-1)?.method).toBe("DELETE");
    reply = { status: 401, body: { message: "Refresh token is invalid" } };
    await expect(refreshTokens(ctx(), "r-old")).resolves.toBeNull();
    expect(seen.at(-1)?.method).toBe("PATCH");
  });

  it("signs out with the refresh token, with or without an access token", async () => {
    reply = { status: 204 };
    await logOut(ctx(), "r-only");
    expect(seen.at(-1)).toMatchObject({ method: "DELETE", body: JSON.stringify({ refreshToken: "r-only" }) });
    expect(seen.at(-1)?.headers.authorization).toBeUndefined();
    await logOut(ctx({ token: "t2" }), "r-both");
    expect(seen.at(-1)).toMatchObject({ method: "DELETE", body: JSON.stringify({ refreshToken: "r-both" }) });
    expect(seen.at(-1)?.headers.authorization).toBe("Bearer t2");
  });

  it("passes on whether a lead was stored (201) or replayed (200)", async () => {
    const lead = { id: 5, kind: "demo", createdAt: 1700000000 };
    reply = { status: 200, body: lead };
    const replayed = await sendLead(ctx(), { kind: "demo", email: "x@y.co", name: "X" }, "key-12345678").catch((caught: unknown) => caught);
    expect(replayed).toMatchObject({ status: 200 });
  });

  it("keeps the API's field errors on a refused lead, with the idempotency key sent", async () => {
    const errors = [{ field: "email", message: "Must be a valid email address" }];
    reply = { status: 422, body: { message: "Validation failed", errors } };
    const error = await sendLead(ctx(), { kind: "demo", email: "x@y.co", name: "X" }, "key-12345678").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiFetchError);
    expect((error as ApiFetchError).status).toBe(422);
    expect((error as ApiFetchError).answer).toEqual({ message: "Validation failed", errors });
    expect(seen.at(-1)?.headers["idempotency-key"]).toBe("key-12345678");
  });
});

describe("routeHandlerApi", () => {
  const request = (headers: Record<string, string>) => new Request("http://internal/api/x", { headers });

  it("reads the host as the proxy does and refuses hosts off the allow-list", () => {
    expect(routeHandlerApi(request({ host: "evil.io" }))).toBeNull();
    expect(routeHandlerApi(request({ host: "evil.io", "x-forwarded-host": "storyfront.com" }))).toBeNull();
    const ru = routeHandlerApi(request({ host: "storyfront.ru", "x-client-id": "c-1" }));
    expect(ru?.domain.hostname).toBe("storyfront.ru");
    expect(ru?.api).toMatchObject({ lang: "ru", host: "storyfront.ru", clientId: "c-1" });
  });

  it("takes the locale the domain offers, else its default", () => {
    expect(routeHandlerApi(request({ host: "storyfront.com", lang: "fr" }))?.api.lang).toBe("fr");
    expect(routeHandlerApi(request({ host: "storyfront.com", lang: "ru" }))?.api.lang).toBe("en");
    expect(routeHandlerApi(request({ host: "storyfront.com" }), "es")?.api.lang).toBe("es");
  });
});
