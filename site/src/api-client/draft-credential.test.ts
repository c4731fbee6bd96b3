import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getPage } from "./calls";

// A real HTTP server stands in for the API and records what each call carried.
const unpublished = {
  id: 9,
  order: 0,
  title: "Draft launch post",
  type: 4,
  slug: "draft-launch",
  description: "…",
  isActive: false,
  language: "en",
  languageIds: [1],
  timestamp: 1700000000,
  createdAt: 1700000000,
  updatedAt: 1700000000,
  image: null,
  authorImage: null,
  author: null,
  authorSubtitle: null,
  storyCover: null,
  icon: null,
  views: 0,
  categoryIds: [],
  tagIds: [],
  wasOpen: false,
  wasRead: false,
  paginationData: null,
};
const received: IncomingHttpHeaders[] = [];
let server: Server;
let baseUrl = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request.headers);
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(unpublished));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  received.length = 0;
  vi.restoreAllMocks();
});

describe("the draft credential", () => {
  it("travels only with draft-mode calls, which skip the data cache", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    await getPage({ baseUrl, lang: "en" }, "draft-launch");
    await getPage({ baseUrl, lang: "en", draftSecret: "review-secret" }, "draft-launch");
    expect(received[0]?.["x-preview-secret"]).toBeUndefined();
    expect(received[1]?.["x-preview-secret"]).toBe("review-secret");
    const [published, drafted] = fetchSpy.mock.calls.map(([, init]) => init as RequestInit & { next?: unknown });
    expect(published?.next).toMatchObject({ tags: expect.any(Array) });
    expect(drafted?.next).toBeUndefined();
    expect(drafted?.cache).toBe("no-store");
  });
});
