import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiFetchError, isApiFetchFailedDigest, isApiNotFound } from "./api-error";
import { getPage, getProjectStyles, listDisplayedTariffs, listPages, markPageRead } from "./calls";
import type { ApiContext } from "./api-context";
import { callApiRaw } from "./call-api";

// A real HTTP server on loopback stands in for the API, so the client's boundary is exercised over the
// wire, including answers the real API never gives (broken JSON, contract breaks, silence).
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let handler: Handler = (_request, response) => response.end();
let server: Server;
let baseUrl = "";
const seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const json =
  (body: unknown, headers: Record<string, string> = {}): Handler =>
  (_request, response) => {
    response.writeHead(200, { "content-type": "application/json", ...headers });
    response.end(JSON.stringify(body));
  };

const ctx = (extra: Partial<ApiContext> = {}): ApiContext => ({ baseUrl, lang: "fr", timeoutMs: 2000, ...extra });

const demoPage = {
  id: 7,
  order: 0,
  title: "Pourquoi les stories",
  type: 4,
  slug: "why-stories-beat-banners",
  description: "…",
  isActive: true,
  language: "fr",
  languageIds: [1, 3],
  timestamp: 1700000000,
  createdAt: 1700000000,
  updatedAt: 1700003600,
  image: null,
  authorImage: null,
  author: "Nora Quill",
  authorSubtitle: null,
  storyCover: null,
  icon: null,
  views: 41,
  categoryIds: [2],
  tagIds: [],
  wasOpen: false,
  wasRead: false,
  paginationData: null,
};

describe("API client", () => {
  it("passes the visitor's address on as x-forwarded-for when the context names it (sign-in calls, for the login throttle)", async () => {
    handler = json([demoPage]);
    await listPages(ctx({ visitorIp: "203.0.113.7" }), { type: 4 });
    expect(seen.at(-1)?.headers["x-forwarded-for"]).toBe("203.0.113.7");
  });

  it("sends only the address the site computed: a call's own headers cannot name another", async () => {
    handler = json({ behavior: { salesLogic: "default" } });
    const forged = { "X-Forwarded-For": "198.51.100.1", "x-real-ip": "198.51.100.2", Forwarded: "for=198.51.100.3", "x-note": "kept" };
    await callApiRaw(ctx({ visitorIp: "203.0.113.7" }), "salesLogic", { headers: forged });
    const named = seen.at(-1)?.headers;
    expect([named?.["x-forwarded-for"], named?.["x-real-ip"], named?.forwarded, named?.["x-note"]]).toEqual([
      "203.0.113.7",
      undefined,
      undefined,
      "kept",
    ]);
    await callApiRaw(ctx(), "salesLogic", { headers: forged });
    expect(seen.at(-1)?.headers["x-forwarded-for"]).toBeUndefined();
  });

  it("sends lang and x-client-id and reads the pagination headers", async () => {
    handler = json([demoPage], {
      "x-pagination-total-count": "43",
      "x-pagination-current-page": "2",
      "x-pagination-page-count": "5",
      "x-pagination-per-page": "10",
    });
    const answer = await listPages(ctx({ clientId: "client-1" }), { type: 4, page: 2, "per-page": 10, expand: ["tags", "imageSquare"] });
    expect(answer.items[0]?.slug).toBe("why-stories-beat-banners");
    expect(answer.pagination).toEqual({ totalCount: 43, currentPage: 2, pageCount: 5, perPage: 10 });
    const request = seen.at(-1);
    expect(request?.headers.lang).toBe("fr");
    expect(request?.headers["x-client-id"]).toBe("client-1");
    expect(request?.headers["x-forwarded-for"]).toBeUndefined();
    expect(request?.url).toBe("/page?type=4&page=2&per-page=10&expand=tags%2CimageSquare");
  });

  it("reads current page 0 as page 1", async () => {
    handler = json([], { "x-pagination-total-count": "0", "x-pagination-current-page": "0", "x-pagination-page-count": "0" });
    const answer = await listPages(ctx());
    expect(answer.pagination.currentPage).toBe(1);
  });

  it("turns an answer that breaks the contract into a clear error naming the field", async () => {
    handler = json([{ ...demoPage, views: "many" }]);
    const error = await listPages(ctx()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiFetchError);
    expect((error as ApiFetchError).failure).toBe("invalid");
    expect((error as ApiFetchError).message).toContain("0.views");
    expect(isApiFetchFailedDigest((error as ApiFetchError).digest)).toBe(true);
  });

  it("rejects an answer that is not JSON", async () => {
    handler = (_request, response) => response.end("<html>proxy error</html>");
    await expect(listDisplayedTariffs(ctx())).rejects.toMatchObject({ failure: "invalid" });
  });

  it("reports an error status, and a 404 as not found", async () => {
    handler = (_request, response) => {
      response.writeHead(404, { "content-type": "application/json" });
      response.end(JSON.stringify({ message: 'Page "nope" not found' }));
    };
    const error = await getPage(ctx(), "nope").catch((caught: unknown) => caught);
    expect(isApiNotFound(error)).toBe(true);
    expect(seen.at(-1)?.method).toBe("POST");

    handler = (_request, response) => {
      response.writeHead(503);
      response.end("down");
    };
    const down = await listDisplayedTariffs(ctx()).catch((caught: unknown) => caught);
    expect(isApiNotFound(down)).toBe(false);
    expect(down).toMatchObject({ failure: "status", status: 503 });
  });

  it("gives up on a silent API after the timeout", async () => {
    handler = () => undefined;
    await expect(listDisplayedTariffs(ctx({ timeoutMs: 150 }))).rejects.toMatchObject({ failure: "timeout" });
  });

  it("reports a refused connection as a network failure", async () => {
    await expect(listDisplayedTariffs(ctx({ baseUrl: "http://127.0.0.1:9" }))).rejects.toMatchObject({ failure: "network" });
  });

  it("posts the read event and validates its answer", async () => {
    handler = json({ id: 7, views: 42, wasRead: true });
    await expect(markPageRead(ctx({ clientId: "client-2" }), "why-stories-beat-banners")).resolves.toEqual({
      id: 7,
      views: 42,
      wasRead: true,
    });
    expect(seen.at(-1)?.url).toBe("/page/why-stories-beat-banners/event/read");
  });

  it("logs getProjectStyles error and renders without styles when the call fails", async () => {
    handler = (_request, response) => {
      response.writeHead(500);
      response.end();
    };
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(getProjectStyles(ctx(), "demo-shop")).resolves.toBeNull();
    expect(log.mock.calls[0]?.[0]).toBe("getProjectStyles error");
    log.mockRestore();

    handler = json({ content: ".story-title { color: red; }" });
    await expect(getProjectStyles(ctx(), "demo-shop")).resolves.toBe(".story-title { color: red; }");
  });
});
