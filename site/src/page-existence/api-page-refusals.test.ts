// What the proxy makes of the API's refusals of a page lookup, over real HTTP. The API's archive (410 with
// `{message, archived: true}`, schemas' page-desk contract) is not on this branch yet, so a small local server
// answers as the contract says; the 404 with `movedTo` is the API's answer for a published page's former slug.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PageType } from "@storyfront/schemas";
import { apiPageExists } from "./api-page-exists";
import { movedPagePath } from "./moved-page-path";

let server: Server;
let baseUrl: string;

const answers: Record<string, [number, unknown]> = {
  "/page/archived-post": [410, { message: 'Page "archived-post" was archived', archived: true }],
  "/page/old-address": [404, { message: 'Page "old-address" not found', movedTo: { id: 7, type: PageType.blog, slug: "new-address" } }],
  "/page/old-release": [404, { message: "not found", movedTo: { id: 8, type: PageType.pressRelease, slug: "new-release" } }],
  "/page/never-was": [404, { message: 'Page "never-was" not found' }],
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const [status, body] = answers[(request.url ?? "").split("?")[0] ?? ""] ?? [500, { message: "unexpected" }];
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const ask = (slug: string, types = [PageType.blog, PageType.webStory] as const) =>
  apiPageExists({ ssrApiBaseUrl: baseUrl, hostname: "localhost" } as never, "fr", { kind: "page", idOrSlug: slug, types: [...types] });

describe("the API's refusals of a page", () => {
  it("reads 410 as an archived page, not as a failure", async () => {
    expect(await ask("archived-post")).toBe("gone");
  });

  it("reads a former slug's 404 as moved to the current slug, when the type fits the route", async () => {
    expect(await ask("old-address")).toEqual({ movedTo: { slug: "new-address", type: PageType.blog } });
    expect(await ask("old-release")).toBe("missing");
    expect(await ask("never-was")).toBe("missing");
  });
});

describe("a moved page's new address", () => {
  it("keeps the locale prefix and the query", () => {
    const query = "?utm_source=mail&x=1";
    expect(movedPagePath("fr", "/blog/old-address", "new-address", query)).toBe(`/fr/blog/new-address${query}`);
    expect(movedPagePath("en", "/press-releases/old-release", "new-release", "")).toBe("/press-releases/new-release");
    expect(movedPagePath("ru", "/blog/old", "new", "?")).toBe("/blog/new");
  });

  it("never leads off the site or loops", () => {
    expect(movedPagePath("en", "/blog/old", "//evil.example", "")).toBeUndefined();
    expect(movedPagePath("en", "/blog/old", "..", "")).toBeUndefined();
    expect(movedPagePath("en", "/blog/same", "same", "")).toBeUndefined();
  });
});
