import { readdirSync } from "node:fs";
import path from "node:path";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { config } from "@/proxy";
import { isServedFilePath, isUnservedFilePath } from "./page-paths";

const runsProxy = (pathname: string) => unstable_doesMiddlewareMatch({ config, url: `http://storyfront.com${pathname}` });
const publicDir = path.join(import.meta.dirname, "..", "..", "public");

// Build assets: the proxy leaves them alone (next.config.ts gives them the file headers).
const buildAssets = ["/_next/static/chunks/0abc.js", "/_next/static/media/x.woff2"];

// What the site serves as other files, one path of each kind: the proxy checks only their host (no 404 from it).
const servedFiles = [
  "/_next/image",
  "/media/illustrations/hero-phone.svg",
  "/sitemap.xml",
  "/sitemaps/com-en.xml",
  "/robots.txt",
  "/social-card/com/en/pricing.png",
  ...readdirSync(publicDir, { recursive: true, encoding: "utf8", withFileTypes: false })
    .filter((file) => path.extname(file) !== "")
    .map((file) => `/${file.split(path.sep).join("/")}`),
];

describe("the proxy's matcher", () => {
  it("leaves build assets alone", () => {
    for (const pathname of buildAssets) expect(runsProxy(pathname), pathname).toBe(false);
  });

  it("takes every other file the site serves, public/ included, which page-paths.ts calls served (a host check only)", () => {
    for (const pathname of servedFiles) {
      expect(runsProxy(pathname), pathname).toBe(true);
      expect(isServedFilePath(pathname), pathname).toBe(true);
      expect(isUnservedFilePath(pathname), pathname).toBe(false);
    }
  });

  it("takes pages, route handlers and every other file path, which page-paths.ts calls unserved", () => {
    for (const pathname of ["/", "/fr/pricing", "/api/lead", "/api/nope", "/media/no-extension", "/social-card"])
      expect(runsProxy(pathname), pathname).toBe(true);
    for (const pathname of ["/wp-login.php", "/fr/x.txt", "/favicon.ico", "/.env", "/blog/article.html"]) {
      expect(runsProxy(pathname), pathname).toBe(true);
      expect(isUnservedFilePath(pathname), pathname).toBe(true);
      expect(isServedFilePath(pathname), pathname).toBe(false);
    }
  });

  it("leaves field data beacons alone (their door checks the host), and takes every percent-encoded path, files included", () => {
    expect(runsProxy("/api/vitals")).toBe(false);
    expect(runsProxy("/api/vitals/x")).toBe(true);
    // Image uploads: the proxy would hold a copy of the body and cut it at 10 MB (their door checks the host).
    expect(runsProxy("/api/admin/media-upload")).toBe(false);
    expect(runsProxy("/api/admin/media")).toBe(true);
    expect(runsProxy("/media/a%20b.png")).toBe(true);
    expect(runsProxy("/fr/caf%C3%A9")).toBe(true);
  });
});
