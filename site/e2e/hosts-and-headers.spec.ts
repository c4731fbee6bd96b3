// Every kind of answer the site makes, seen over plain HTTP on both servers it runs on (src/server/main.ts and plain
// `next start`): files, file routes and field data beacons, which the request pipeline does not run for, check the
// host allow-list first (an odd Host header gets the proxy's 403, never a 500) and carry the pages' security headers.
import type { ChildProcess } from "node:child_process";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { apiPort, sitePort } from "../playwright.config";
import { startNextStart, stop } from "./child-processes";
import { httpRequest, type HttpAnswer } from "./http-get";

const nextStartPort = sitePort + 12;
let nextStart: ChildProcess | undefined;
const servers = [
  { name: "the site's server", port: () => sitePort },
  { name: "plain next start", port: () => nextStartPort },
];

/** One request with exactly this Host header (`null`: none at all), as a client or a scanner may send it. */
function send(port: number, host: string | null, pathname: string, method = "GET", body?: string): Promise<HttpAnswer> {
  const headers: Record<string, string> = { "accept-encoding": "identity" };
  if (host !== null) headers.host = host;
  if (body !== undefined) Object.assign(headers, { "content-type": "application/json", origin: `http://${host}` });
  return httpRequest(port, host, pathname, { method, headers, body });
}

// What the proxy's pipeline does not run for: files and file routes (pipeline/page-paths.ts `servedFiles`) and beacons.
const files = ["/sitemap.xml", "/sitemaps/1.xml", "/robots.txt", "/social-card/en/pricing.png", "/favicon.svg", "/media/blog/author-1.svg"];
// The error pages' pictures answer on any host, like build assets: the 403 page an unknown host gets shows one.
const errorPicture = "/errors/403.svg";
const metric = { name: "LCP", value: 1200, rating: "good", id: "v5-1", navigationType: "navigate", path: "/pricing" };
const beacon = { path: "/api/vitals", body: JSON.stringify([metric]) };

const oddHosts = (port: number) => [
  "storyfront.com@evil",
  `storyfront.com@evil:${port}`,
  "evil.io",
  `evil.io:${port}`,
  `storyfront.com.evil.io:${port}`,
  "",
  `[::1]:${port}`,
  "[::1]",
  `127.0.0.1:${port}`,
];

const securityHeaders = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
};

function expectSecurityHeaders(answer: HttpAnswer, what: string) {
  for (const [name, value] of Object.entries(securityHeaders)) expect(answer.headers[name], `${name} of ${what}`).toBe(value);
  expect(answer.headers["content-security-policy"], `CSP of ${what}`).toMatch(/default-src '(none|self)'/);
}

test.describe("answers outside the pipeline", () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    nextStart = await startNextStart(nextStartPort, apiPort);
  });

  test.afterAll(() => stop(nextStart));

  for (const server of servers) {
    test(`${server.name}: an odd Host header gets 403 on every file and on beacons, never a 500`, async () => {
      const port = server.port();
      for (const host of oddHosts(port)) {
        for (const file of files) {
          const answer = await send(port, host, file);
          expect(answer.status, `${file} for Host ${host}`).toBe(403);
          expect(answer.body, `${file} for Host ${host}`).toContain('data-status="403"');
          expectSecurityHeaders(answer, `${file} for Host ${host}`);
        }
        const answer = await send(port, host, beacon.path, "POST", beacon.body);
        expect(answer.status, `beacon for Host ${host}`).toBe(403);
        expectSecurityHeaders(answer, `beacon for Host ${host}`);
      }
      for (const host of oddHosts(port).filter((odd) => !odd.includes("@") && odd !== "")) {
        const answer = await send(port, host, errorPicture);
        expect(answer.status, `${errorPicture} for Host ${host}`).toBe(200);
        expect(answer.headers["content-type"], `${errorPicture} for Host ${host}`).toContain("image/svg+xml");
        expectSecurityHeaders(answer, `${errorPicture} for Host ${host}`);
      }
      // No Host at all: Node's HTTP parser answers 400 itself (HTTP/1.1 requires the header), before any of our code.
      for (const pathname of [...files, beacon.path]) expect((await send(port, null, pathname)).status, pathname).toBe(400);
    });

    test(`${server.name}: the same files answer on our hosts, with a port or without`, async () => {
      const port = server.port();
      for (const host of [`storyfront.com:${port}`, "storyfront.ru", `test.storyfront.com:${port}`]) {
        for (const file of ["/sitemap.xml", "/robots.txt", "/favicon.svg", "/media/blog/author-1.svg"]) {
          expect((await send(port, host, file)).status, `${file} for Host ${host}`).toBe(200);
        }
        expect((await send(port, host, beacon.path, "POST", beacon.body)).status, `beacon for Host ${host}`).toBe(202);
      }
    });

    test(`${server.name}: every kind of answer carries the security headers`, async () => {
      const port = server.port();
      const host = `storyfront.com:${port}`;
      const home = await send(port, host, "/");
      const asset = /\/_next\/static\/[^"]+\.js/.exec(home.body)?.[0];
      expect(asset).toBeDefined();
      const answers: [string, HttpAnswer][] = [["a page", home]];
      for (const pathname of [...files, asset!, "/no-such-page", "/no-such-file.php"])
        answers.push([pathname, await send(port, host, pathname)]);
      answers.push(["a beacon", await send(port, host, beacon.path, "POST", beacon.body)]);
      answers.push(["a refused beacon", await send(port, host, beacon.path, "POST", "not json")]);
      answers.push(["a GET to the beacons' path", await send(port, host, beacon.path)]);
      for (const [what, answer] of answers) {
        expect(answer.status, what).toBeLessThan(500);
        expectSecurityHeaders(answer, what);
      }
      // Files of a production host keep browsers on https, as its pages do (build assets need not: pages did).
      for (const [what, answer] of answers.slice(0, files.length + 1)) {
        expect(answer.headers["strict-transport-security"], what).toBe("max-age=63072000; includeSubDomains");
      }
    });
  }
});
