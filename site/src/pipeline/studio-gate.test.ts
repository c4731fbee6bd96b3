import { describe, expect, it } from "vitest";
import { studioGate } from "./studio-gate";

const gate = (pathname: string, cookies: Record<string, string> = {}, search = "", isFile = false) =>
  studioGate({ pathname, search, cookies, isFile });

describe("the online Studio's door", () => {
  it("sends a visitor without a session to the sign-in, and back to the page afterwards", () => {
    expect(gate("/studio/articles", {}, "?type=2")).toEqual({
      kind: "redirect",
      to: "/studio/sign-in?next=%2Fstudio%2Farticles%3Ftype%3D2",
    });
    expect(gate("/")).toEqual({ kind: "redirect", to: "/studio" });
  });

  it("asks the API who is signed in when a session cookie is there, the refresh one included", () => {
    expect(gate("/studio", { sf_token: "abc" })).toEqual({ kind: "check", token: "abc" });
    expect(gate("/studio", { sf_refresh_token: "r" })).toEqual({ kind: "check", token: null });
  });

  it("serves its sign-in, its handlers, the relays, the content files' routes and files to anyone (they check for themselves)", () => {
    for (const path of ["/studio/sign-in", "/api/auth", "/api/auth/two-factor", "/api/admin/page", "/api/studio/save"]) {
      expect(gate(path).kind).toBe("pass");
    }
    expect(gate("/favicon.svg", {}, "", true).kind).toBe("pass");
    expect(gate("/errors/404.svg", {}, "", true).kind).toBe("pass");
    expect(gate("/media/library/3/square-0123456789abcdef.webp", {}, "", true).kind).toBe("pass");
    // The pictures pages show from the site's own media, which the editor previews.
    expect(gate("/media/blog/cover-01.svg", {}, "", true).kind).toBe("pass");
  });

  it("answers 404 for the public site's pages and files", () => {
    for (const path of ["/sitemap.xml", "/robots.txt", "/blog/rss.xml", "/og/home.png"]) {
      expect(gate(path, {}, "", true).kind, path).toBe("missing");
    }
    for (const path of ["/pricing", "/blog", "/api/lead", "/studiox", "/api/auth/signup"]) {
      expect(gate(path, { sf_token: "abc" }).kind, path).toBe("missing");
    }
  });
});
