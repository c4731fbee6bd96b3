import { apiMessages, idempotencyKey } from "@storyfront/schemas";
import { describe, expect, it } from "vitest";
import { leadApiMessages, newIdempotencyKey, readLeadAnswer } from "./submit-lead";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("enterprise lead answers", () => {
  it("knows the API's own texts for refused fields", () => {
    expect(leadApiMessages).toEqual({
      blank: apiMessages.blank,
      email: apiMessages.email,
      corporateEmail: apiMessages.corporateEmail,
      pattern: apiMessages.pattern,
    });
  });

  it("treats 201 and an idempotent replay (200) as sent", async () => {
    expect(await readLeadAnswer(json(201, { id: 1, kind: "enterprise", createdAt: 1 }))).toEqual({ status: "sent" });
    expect(await readLeadAnswer(json(200, { id: 1, kind: "enterprise", createdAt: 1 }))).toEqual({ status: "sent" });
  });

  it("reads a 429 as not sent, with Retry-After's wait in whole minutes", async () => {
    const refused = new Response(JSON.stringify({ message: "Too many requests from your address; try again in 3530 seconds" }), {
      status: 429,
      headers: { "content-type": "application/json", "retry-after": "3530" },
    });
    expect(await readLeadAnswer(refused)).toEqual({ status: "throttled", minutes: 59 });
    expect(await readLeadAnswer(json(429, { message: "Too many requests" }))).toEqual({ status: "throttled", minutes: 60 });
  });

  it("puts 422 errors on their fields, first error per field, unknown texts kept as they are", async () => {
    const answer = await readLeadAnswer(
      json(422, {
        message: "Validation failed",
        errors: [
          { field: "workEmail", message: apiMessages.corporateEmail },
          { field: "workEmail", message: apiMessages.email },
          { field: "productLink", message: apiMessages.pattern },
          { field: "agreement", message: "must be accepted (agree with the policy and terms)" },
          { field: "firstName", message: "must be at most 100 characters" },
          { field: "somethingElse", message: "ignored" },
        ],
      }),
    );
    expect(answer).toEqual({
      status: "invalid",
      fields: {
        workEmail: { key: "corporateEmail" },
        productLink: { key: "pattern" },
        agreement: { key: "agreement" },
        firstName: { text: "must be at most 100 characters" },
      },
    });
  });

  it("reports other answers as server or client failures", async () => {
    expect(await readLeadAnswer(json(502, { message: "Server error" }))).toEqual({ status: "failed", reason: "server" });
    expect(await readLeadAnswer(json(409, { message: "used" }))).toEqual({ status: "failed", reason: "client" });
    expect(await readLeadAnswer(json(422, { message: "Idempotency-Key is missing" }))).toEqual({ status: "failed", reason: "client" });
  });

  it("makes keys the API accepts, a new one each time", () => {
    const key = newIdempotencyKey();
    expect(idempotencyKey.safeParse(key).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
