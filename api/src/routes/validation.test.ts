// The validation rules not covered beside their calls: each malformed input is a 422 naming the field and the rule.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, demo, startTestApi, type CallOptions, type TestApi } from "../test/harness";

type ErrorBody = { message: string; errors: { field: string; message: string }[] };

const cases: [string, string, CallOptions & { signedIn?: boolean }, string, string?][] = [
  ["POST", "/page/why-stories-beat-banners?expand=everything", {}, "expand"],
  ["POST", "/page/why-stories-beat-banners?pageId=0", {}, "pageId", "Must be greater than 0"],
  ["POST", "/page/why-stories-beat-banners?type=x", {}, "type", "must be a page type from 0 to 10"],
  ["GET", "/page?category=a%2Fb", {}, "category", "must match the pattern"],
  ["GET", "/category?per-page=1.5", {}, "per-page", "must be an integer"],
  ["GET", "/category/growth?type=-4", {}, "type"],
  ["GET", "/auth?expand=password", { signedIn: true }, "expand"],
  ["PATCH", "/auth", { body: {} }, "refreshToken", "Cannot be blank"],
  ["POST", "/auth", { body: { email: "a@b.co" } }, "password", "Cannot be blank"],
  ["PUT", "/profile", { signedIn: true, body: { lastName: "x".repeat(101) } }, "lastName", "must be at most 100 characters"],
  ["GET", "/admin/tag?projectId=zero", { signedIn: true }, "projectId", "must be an integer"],
  ["GET", "/admin/tag?all=maybe", { signedIn: true }, "all", "must be 1 or 0"],
  ["GET", "/admin/tag-group?expand=groupName", { signedIn: true }, "expand"],
  ["POST", "/admin/tag", { signedIn: true, body: { key: "k", slug: "ok", isActive: "yes" } }, "isActive", "must be true or false"],
  ["POST", "/admin/tag", { signedIn: true, body: { key: "k", slug: "ok", sort: 1.5 } }, "sort", "must be an integer"],
  ["POST", "/admin/tag", { signedIn: true, body: { key: "bad key", slug: "ok" } }, "key", "must match the pattern"],
  [
    "POST",
    "/admin/tag",
    {
      signedIn: true,
      body: {
        key: "k",
        slug: "ok",
        languages: [
          { languageCode: "en", name: "A" },
          { languageCode: "en", name: "B" },
        ],
      },
    },
    "languages",
    "must name each language once",
  ],
  [
    "POST",
    "/admin/tag",
    { signedIn: true, body: { key: "k", slug: "ok", languages: [{ languageCode: "en", name: "" }] } },
    "languages.0.name",
    "Cannot be blank",
  ],
  ["POST", "/admin/tag-group", { signedIn: true, body: { order: 1 } }, "key", "Cannot be blank"],
  ["PUT", "/admin/tag-group/1", { signedIn: true, body: { key: "k", projectId: 0 } }, "projectId", "Must be greater than 0"],
  ["DELETE", "/admin/tag-group/0", { signedIn: true }, "id", "Must be greater than 0"],
  [
    "POST",
    "/lead",
    { headers: { "idempotency-key": "validation-0001" }, body: { kind: "demo", email: "a@b.co", name: "A", page: "sales" } },
    "page",
    "must be a site path starting with /",
  ],
  [
    "POST",
    "/lead",
    { headers: { "idempotency-key": "validation-0002" }, body: { kind: "demo", email: "a@b.co", name: "A", extra: 1 } },
    "extra",
  ],
  ["POST", "/lead", { headers: { "idempotency-key": "validation-0003" } }, "body", "Cannot be blank"],
  ["POST", "/lead", { headers: { "idempotency-key": "validation-0004" }, body: { email: "a@b.co" } }, "kind", "must be demo or enterprise"],
  ["GET", "/invite/bad.code", {}, "code", "must match the pattern"],
];

describe.each(backends)("validation rules on %s", (backend) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(backend);
    token = (await api.signIn(demo.admin.email, demo.admin.password)).token;
  });
  afterAll(() => api?.close());

  it.each(cases)("%s %s → 422 on %j naming %s", async (method, path, options, field, message) => {
    const answer = await api.call<ErrorBody>(method, path, { ...options, token: options.signedIn ? token : undefined });
    expect(answer.status).toBe(422);
    const error = answer.body.errors.find((candidate) => candidate.field === field);
    expect(error, JSON.stringify(answer.body)).toBeDefined();
    if (message) expect(error?.message).toBe(message);
  });
});
