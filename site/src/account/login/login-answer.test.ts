import { describe, expect, it } from "vitest";
import { readLoginAnswer } from "./login-answer";

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

describe("readLoginAnswer", () => {
  it("tells a finished sign-in from the two-factor step", async () => {
    expect(await readLoginAnswer(answer(200, { ok: true }), "password")).toEqual({ kind: "signedIn" });
    expect(await readLoginAnswer(answer(200, { twoFactorRequired: true, expiresIn: 300 }), "password")).toEqual({ kind: "code" });
  });

  it("tells the e-mailed code step apart, and places a wrong e-mailed code at its field", async () => {
    expect(await readLoginAnswer(answer(200, { emailCodeRequired: true, expiresIn: 600 }), "password")).toEqual({ kind: "emailCode" });
    const wrongCode = "is incorrect or has expired; enter the code of the latest e-mail";
    const wrong = { message: "x", errors: [{ field: "emailCode", message: wrongCode }] };
    expect(await readLoginAnswer(answer(422, wrong), "emailCode")).toEqual({ kind: "fields", fields: { emailCode: { key: "codeWrong" } } });
    const format = { message: "x", errors: [{ field: "emailCode", message: "must be the 6-digit code from the e-mail" }] };
    expect(await readLoginAnswer(answer(422, format), "emailCode")).toEqual({
      kind: "fields",
      fields: { emailCode: { key: "emailCodeFormat" } },
    });
    expect(await readLoginAnswer(answer(401, { message: "Incorrect email or password" }), "emailCode")).toEqual({ kind: "refused" });
  });

  it("gives one answer for unknown e-mail and wrong password, and an expired step for the code", async () => {
    expect(await readLoginAnswer(answer(401, { message: "Incorrect email or password" }), "password")).toEqual({ kind: "refused" });
    expect(await readLoginAnswer(answer(401, { message: "expired" }), "code")).toEqual({ kind: "expired" });
  });

  it("turns the throttle's Retry-After into whole minutes", async () => {
    expect(await readLoginAnswer(answer(429, { message: "Too many" }, { "retry-after": "61" }), "password")).toEqual({
      kind: "throttled",
      minutes: 2,
    });
    expect(await readLoginAnswer(answer(429, { message: "Too many" }), "password")).toEqual({ kind: "throttled", minutes: 15 });
  });

  it("places field errors and reports the rest as a failure", async () => {
    expect(
      await readLoginAnswer(
        answer(422, { message: "x", errors: [{ field: "code", message: "must be the 6-digit code from your authenticator app" }] }),
        "code",
      ),
    ).toEqual({
      kind: "fields",
      fields: { code: { key: "codeFormat" } },
    });
    expect(await readLoginAnswer(answer(502, {}), "password")).toEqual({ kind: "failed" });
  });
});
