import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { studioRoute } from "./handlers/studio-route";
import { hasStudioToken, studioToken } from "./studio-token";
import { studioTokenHeader } from "./studio-token-header";

// What a non-browser client can send: the Studio's own Host and Origin, forged.
const forged = { host: "localhost:3000", origin: "http://localhost:3000", "content-type": "application/json" };
const post = (headers: Record<string, string>) =>
  new Request("http://localhost:3000/api/studio/save", { method: "POST", headers, body: "{}" });

beforeEach(() => {
  vi.stubEnv("NODE_ENV", "development");
  vi.stubEnv("STORYFRONT_STUDIO", "1");
});
afterEach(() => vi.unstubAllEnvs());

describe("the Studio's write token", () => {
  it("is one random secret per process", () => {
    expect(studioToken()).toMatch(/^[\w-]{43}$/);
    expect(studioToken()).toBe(studioToken());
  });

  it("matches only itself", () => {
    const token = studioToken();
    expect(hasStudioToken(new Headers({ [studioTokenHeader]: token }))).toBe(true);
    expect(hasStudioToken(new Headers({ [studioTokenHeader]: token.slice(1) }))).toBe(false);
    expect(hasStudioToken(new Headers({ [studioTokenHeader]: "" }))).toBe(false);
    expect(hasStudioToken(new Headers())).toBe(false);
  });
});

describe("a Studio write", () => {
  it("is refused 403, saying why, with forged Host and Origin and no token or another one", async () => {
    const handler = vi.fn(() => Response.json({ saved: true }));
    for (const headers of [forged, { ...forged, [studioTokenHeader]: "guessed" }]) {
      const answer = await studioRoute(post(headers), handler);
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as { error: string }).error).toMatch(/needs the token of the Studio page/);
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it("runs with the page's token", async () => {
    const answer = await studioRoute(post({ ...forged, [studioTokenHeader]: studioToken() }), () => Response.json({ saved: true }));
    expect(answer.status).toBe(200);
  });

  it("is told apart from a read, which needs no token (the report opens in a tab of its own)", async () => {
    const read = new Request("http://localhost:3000/api/studio/changes", { headers: { host: "localhost:3000" } });
    expect((await studioRoute(read, () => Response.json({}))).status).toBe(200);
  });

  it("still gets the production 404 outside the Studio, token or not", async () => {
    vi.stubEnv("STORYFRONT_STUDIO", "");
    const answer = await studioRoute(post({ ...forged, [studioTokenHeader]: studioToken() }), () => Response.json({}));
    expect(answer.status).toBe(404);
  });
});
