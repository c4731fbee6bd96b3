import { describe, expect, it } from "vitest";
import { readAcceptAnswer, readInviteAnswer } from "./invite-state";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const project = { id: 2, slug_or_id: "demo-news", title: "Demo News" };

describe("invite answers", () => {
  it("reads pending, not found and already used", async () => {
    expect(await readInviteAnswer(json(200, { code: "join", project }))).toEqual({ state: "pending", invite: { code: "join", project } });
    expect(await readInviteAnswer(json(404, { message: 'Invite "x" not found' }))).toEqual({ state: "notFound" });
    expect(await readInviteAnswer(json(409, { message: 'Invite "x" already used at 2026-11-19T07:00:00.000Z' }))).toEqual({
      state: "used",
      at: "2026-11-19T07:00:00.000Z",
    });
    expect(await readInviteAnswer(json(200, { unexpected: true }))).toEqual({ state: "error" });
  });

  it("reads the accept answer", async () => {
    expect(await readAcceptAnswer(json(200, { project }))).toEqual({ state: "joined", answer: { project } });
    expect(await readAcceptAnswer(json(401, { message: "Sign in" }))).toEqual({ state: "signIn" });
    expect(await readAcceptAnswer(json(409, { message: 'Invite "x" already used at 2026-11-19T07:00:00.000Z' }))).toEqual({
      state: "failed",
      inviteState: { state: "used", at: "2026-11-19T07:00:00.000Z" },
    });
  });
});
