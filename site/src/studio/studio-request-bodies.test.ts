import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as check } from "@/app/api/studio/check/route";
import { POST as save } from "@/app/api/studio/save/route";
import { studioToken } from "./studio-token";
import { studioTokenHeader } from "./studio-token-header";

// The Studio's route handlers read their bodies with the site-call contract's schemas: a body that does not fit is
// a 400 that says what is missing, never the 500 of a handler that ran on with undefined.
const send = (handler: typeof save, route: string, body: string) =>
  handler(
    new NextRequest(`http://localhost:3000/api/studio/${route}`, {
      method: "POST",
      headers: {
        host: "localhost:3000",
        origin: "http://localhost:3000",
        "content-type": "application/json",
        [studioTokenHeader]: studioToken(),
      },
      body,
    }),
    undefined,
  );

beforeEach(() => {
  vi.stubEnv("NODE_ENV", "development");
  vi.stubEnv("STORYFRONT_STUDIO", "1");
});
afterEach(() => vi.unstubAllEnvs());

describe("a Studio save or check with a body that does not fit", () => {
  it("answers 400 naming the missing fields for {}", async () => {
    const answer = await send(save, "save", "{}");
    expect(answer.status).toBe(400);
    const { error } = (await answer.json()) as { error: string };
    expect(error).toContain("POST /api/studio/save");
    expect(error).toMatch(/file: .*hash: /s);
  });

  it("answers 400 for a body that is not JSON", async () => {
    for (const [handler, route] of [
      [save, "save"],
      [check, "check"],
    ] as const) {
      const answer = await send(handler, route, "file=landings/home.json");
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: "the body is not JSON" });
    }
  });

  it("answers 400 for a check without the document", async () => {
    const answer = await send(check, "check", JSON.stringify({ file: "landings/home.json" }));
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toContain("data: the document is missing");
  });
});
