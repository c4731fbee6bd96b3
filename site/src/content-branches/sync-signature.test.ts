import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { syncAllowed } from "./sync-signature";

const secret = "s3cret";
const body = JSON.stringify({ ref: "refs/heads/main" });
const headers = (entries: Record<string, string>) => new Headers(entries);

describe("who may make production follow main", () => {
  it("accepts the poll's bearer secret, GitHub's signature of the body and GitLab's token", () => {
    const signature = `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
    expect(syncAllowed(headers({ authorization: `Bearer ${secret}` }), "", secret)).toBe(true);
    expect(syncAllowed(headers({ "x-hub-signature-256": signature }), body, secret)).toBe(true);
    expect(syncAllowed(headers({ "x-gitlab-token": secret }), body, secret)).toBe(true);
  });

  it("refuses a wrong secret, a signature of another body, no credential, and everything when no secret is set", () => {
    const signature = `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
    expect(syncAllowed(headers({ authorization: "Bearer guess" }), "", secret)).toBe(false);
    expect(syncAllowed(headers({ "x-hub-signature-256": signature }), `${body} `, secret)).toBe(false);
    expect(syncAllowed(headers({}), body, secret)).toBe(false);
    expect(syncAllowed(headers({ authorization: "Bearer " }), "", "")).toBe(false);
  });
});
