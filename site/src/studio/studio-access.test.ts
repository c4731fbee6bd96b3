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
    expect(
      studioRequestAllowed(request("POST", { ...host, origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }), studio),
    ).toBe(true);
    expect(studioRequestAllowed(request("POST", { ...host, origin: "https://evil.example", "sec-fetch-site": "cross-site" }), studio)).toBe(
      false,
    );
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

  it("is refused by the checker as a catalogue entry's slug (served at /{slug}) and as a landing's /solutions/studio", async () => {
    const { checkContent } = await import("@storyfront/content-model");
    const { readContentFolder } = await import("@storyfront/content-model/read-content-folder");
    const { join } = await import("node:path");
    const { files, mediaPaths } = readContentFolder(join(import.meta.dirname, "../../../content"));
    const fintech = files.find((file) => file.path === "solutions/fintech.json");
    const useCases = files.find((file) => file.path === "landings/use-cases.json");
    const extra = [
      { path: "solutions/studio.json", text: (fintech?.text ?? "").replace('"slug": "fintech"', '"slug": "studio"') },
      {
        path: "landings/studio.json",
        text: (useCases?.text ?? "")
          .replace('"slug": "use-cases"', '"slug": "studio"')
          .replace('"path": "/use-cases"', '"path": "/solutions/studio"'),
      },
    ];
    const { problems } = checkContent([...files, ...extra], mediaPaths);
    const reserved = "pick another slug: studio is reserved for the Studio's page, /studio";
    expect(
      problems.filter((problem) => problem.file === "solutions/studio.json").map((problem) => `${problem.path}: ${problem.fix}`),
    ).toContain(`slug: ${reserved}`);
    expect(
      problems.filter((problem) => problem.file === "landings/studio.json").map((problem) => `${problem.path}: ${problem.fix}`),
    ).toContain(`path: ${reserved}`);
  });
});
