import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isRouteHandlerPath, routeHandlerPaths } from "./handler-paths";

const appDir = path.join(import.meta.dirname, "..", "app");

describe("route handlers", () => {
  it("lists exactly the route.ts files under app/api", () => {
    const files = readdirSync(path.join(appDir, "api"), { recursive: true, encoding: "utf8" })
      .filter((file) => path.basename(file) === "route.ts")
      .map((file) => `/api/${path.dirname(file).split(path.sep).join("/")}`);
    expect([...routeHandlerPaths].sort()).toEqual(files.sort());
  });

  it("takes the handlers' paths, with one segment for [name] and one or more for [...name]", () => {
    for (const pathname of ["/api/auth", "/api/page-read/42", "/api/admin/tags", "/api/admin/tags/7/edit", "/api/auth/invite/abc"])
      expect(isRouteHandlerPath(pathname), pathname).toBe(true);
  });

  it("refuses every other /api path", () => {
    for (const pathname of [
      "/api",
      "/api/",
      "/api/nope",
      "/api/auth/nope",
      "/api/page-read",
      "/api/page-read/1/2",
      "/api/admin",
      "/api/lead/x",
    ])
      expect(isRouteHandlerPath(pathname), pathname).toBe(false);
  });
});
