import { describe, expect, it } from "vitest";
import { isLocalHost, isStudioPath, studioEnabled, studioRequestAllowed } from "./studio-access";

const studio = { NODE_ENV: "development", STORYFRONT_STUDIO: "1" };
const request = (method: string, headers: Record<string, string>) => ({ method, headers: new Headers(headers) });

describe("Studio access", () => {
  it("is on only in development started by npm run studio", () => {
    expect(studioEnabled(studio)).toBe(true);
    expect(studioEnabled({ NODE_ENV: "production", STORYFRONT_STUDIO: "1" })).toBe(false);
    expect(studioEnabled({ NODE_ENV: "development" })).toBe(false);
  });

  it("answers only this machine's host names", () => {
    expect(isLocalHost("localhost:3000")).toBe(true);
    expect(isLocalHost("127.0.0.1:3000")).toBe(true);
    expect(isLocalHost("storyfront.com")).toBe(false);
    expect(isLocalHost("localhost.evil.com")).toBe(false);
    expect(isLocalHost("192.168.1.5:3000")).toBe(false);
    expect(isLocalHost(null)).toBe(false);
  });

  it("takes changes only from its own page", () => {
    const host = { host: "localhost:3000" };
    expect(studioRequestAllowed(request("POST", { ...host, origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }), studio)).toBe(true);
    expect(studioRequestAllowed(request("POST", { ...host, origin: "https://evil.example", "sec-fetch-site": "cross-site" }), studio)).toBe(false);
    expect(studioRequestAllowed(request("POST", { ...host, origin: "http://localhost:5173" }), studio)).toBe(false);
    expect(studioRequestAllowed(request("POST", host), studio)).toBe(false);
    expect(studioRequestAllowed(request("GET", host), studio)).toBe(true);
    expect(studioRequestAllowed(request("GET", { host: "storyfront.com" }), studio)).toBe(false);
  });
});

describe("the /studio path", () => {
  it("is the Studio's, and no content page can take it", async () => {
    const { landingPathSchema } = await import("@storyfront/schemas");
    expect(isStudioPath("/studio")).toBe(true);
    expect(isStudioPath("/api/studio/save")).toBe(true);
    expect(isStudioPath("/studios")).toBe(false);
    expect(landingPathSchema.safeParse("/studio").success).toBe(false);
  });
});
