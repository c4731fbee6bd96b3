import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminTag,
  adminTagGroup,
  adminTagGroupList,
  adminTagList,
  listEnvelope,
  paginationHeaders,
  type AdminTag,
  type AdminTagGroup,
} from "@storyfront/schemas";
import { backends, demo, startTestApi, type TestApi } from "../test/harness";

type ErrorBody = { message: string; errors?: { field: string; message: string }[] };

describe.each(backends)("admin tags on %s", (backend) => {
  let api: TestApi;
  let admin: string;
  let manager: string;
  let user: string;
  beforeAll(async () => {
    api = await startTestApi(backend);
    admin = (await api.signIn(demo.admin.email, demo.admin.password)).token;
    manager = (await api.signIn(demo.manager.email, demo.manager.password)).token;
    user = (await api.signIn(demo.user.email, demo.user.password)).token;
  });
  afterAll(() => api?.close());

  it("answers 401 without a token and 403 for a user without an admin role or permission", async () => {
    for (const [method, path] of [
      ["GET", "/admin/tag"],
      ["POST", "/admin/tag"],
      ["PUT", "/admin/tag/1"],
      ["DELETE", "/admin/tag/1"],
      ["GET", "/admin/tag-group"],
      ["DELETE", "/admin/tag-group/1"],
    ] as const) {
      const body = method === "POST" || method === "PUT" ? { key: "k", slug: "k" } : undefined;
      expect((await api.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await api.call(method, path, { body, token: user })).status, `${method} ${path}`).toBe(403);
    }
  });

  it("lists every tag with all=1 and the group name with expand=groupName", async () => {
    const answer = await api.call("GET", "/admin/tag?all=1&expand=groupName", { token: manager });
    expect(answer.status).toBe(200);
    const tags = adminTagList.parse(answer.body);
    expect(tags.length).toBe(11);
    expect(tags.find((tag) => tag.slug === "quizzes")?.groupName).toBe("Format");
    expect(tags[0]?.group).toBeUndefined();
  });

  it("pages the tag list and filters it by project", async () => {
    const paged = await api.call<AdminTag[]>("GET", "/admin/tag?page=2&per-page=4", { token: manager });
    expect(paged.body).toHaveLength(4);
    expect(paged.headers.get(paginationHeaders.totalCount)).toBe("11");
    expect(paged.headers.get(paginationHeaders.pageCount)).toBe("3");

    const created = await api.call<AdminTag>("POST", "/admin/tag", {
      token: admin,
      body: { key: "shop_only", slug: "shop-only", projectId: 1 },
    });
    expect(created.status).toBe(201);
    const project2 = await api.call("GET", "/admin/tag?projectId=2&envelope=items&per-page=50", { token: manager });
    const project2Tags = listEnvelope(adminTag).parse(project2.body);
    expect(project2Tags.items.some((tag) => tag.slug === "shop-only")).toBe(false);
    const project1 = await api.call<AdminTag[]>("GET", "/admin/tag?projectId=1&all=1", { token: manager });
    expect(project1.body.some((tag) => tag.slug === "shop-only")).toBe(true);
  });

  it("creates, reads, replaces and deletes a tag (delete only for administrators)", async () => {
    const created = await api.call("POST", "/admin/tag?expand=group", {
      token: manager,
      body: { key: "live", slug: "live-events", groupId: 1, languages: [{ languageCode: "en", name: "Live events" }] },
    });
    expect(created.status).toBe(201);
    const tag = adminTag.parse(created.body);
    expect(tag).toMatchObject({ slug: "live-events", isActive: true, order: 0, groupId: 1 });
    expect(tag.group?.key).toBe("topic");

    const replaced = await api.call<AdminTag>("PUT", `/admin/tag/${tag.id}`, {
      token: manager,
      body: { key: "live", slug: "live", isActive: false },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: tag.id, slug: "live", isActive: false, groupId: null });
    expect((await api.call<AdminTag>("GET", `/admin/tag/${tag.id}`, { token: manager })).body.slug).toBe("live");

    expect((await api.call("DELETE", `/admin/tag/${tag.id}`, { token: manager })).status).toBe(403);
    expect((await api.call("DELETE", `/admin/tag/${tag.id}`, { token: admin })).status).toBe(204);
    expect((await api.call("GET", `/admin/tag/${tag.id}`, { token: admin })).status).toBe(404);
    expect((await api.call("DELETE", `/admin/tag/${tag.id}`, { token: admin })).status).toBe(404);
    expect((await api.call("PUT", `/admin/tag/${tag.id}`, { token: admin, body: { key: "a", slug: "a" } })).status).toBe(404);
  });

  it("removes a deleted tag from the pages that carried it", async () => {
    const [before] = (await api.call<{ tagIds: number[] }[]>("GET", "/page?q=Advent")).body;
    const tagId = before?.tagIds[0] ?? 0;
    expect((await api.call("DELETE", `/admin/tag/${tagId}`, { token: admin })).status).toBe(204);
    const [after] = (await api.call<{ tagIds: number[] }[]>("GET", "/page?q=Advent")).body;
    expect(after?.tagIds).not.toContain(tagId);
  });

  it.each([
    [{ slug: "x" }, "key", "Cannot be blank"],
    [{ key: "k", slug: "Not A Slug" }, "slug", "must match the pattern"],
    [{ key: "k", slug: "ok", groupId: 999 }, "groupId", "Tag group 999 does not exist"],
    [{ key: "k", slug: "ok", projectId: 999 }, "projectId", "Project 999 does not exist"],
    [{ key: "k", slug: "stories" }, "slug", 'Slug "stories" has already been taken'],
    [{ key: "k", slug: "ok", order: -1 }, "order", "Must be greater than -1"],
    [
      { key: "k", slug: "ok", languages: [{ languageCode: "xx", name: "X" }] },
      "languages.0.languageCode",
      "must be one of en, fr, de, es, ru",
    ],
    [{ key: "k", slug: "ok", colour: "red" }, "colour", "is not a known field"],
  ])("rejects tag %j naming %s", async (body, field, message) => {
    const answer = await api.call<ErrorBody>("POST", "/admin/tag", { token: admin, body });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toContainEqual({ field, message });
  });

  it("rejects a malformed tag id", async () => {
    const answer = await api.call<ErrorBody>("GET", "/admin/tag/abc", { token: admin });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.[0]?.field).toBe("id");
  });

  it("handles tag groups: languages only with expand=languages, CRUD, delete keeps the tags", async () => {
    const list = await api.call("GET", "/admin/tag-group?all=1&expand=languages", { token: manager });
    const groups = adminTagGroupList.parse(list.body);
    expect(groups.map((group) => group.key)).toEqual(["topic", "format"]);
    expect(groups[0]?.languages?.find((language) => language.languageCode === "de")?.name).toBe("Thema");
    const bare = await api.call<AdminTagGroup[]>("GET", "/admin/tag-group", { token: manager });
    expect(bare.body[0]?.languages).toBeUndefined();
    expect(bare.headers.get(paginationHeaders.totalCount)).toBe("2");

    const created = await api.call("POST", "/admin/tag-group?expand=languages", {
      token: manager,
      body: { key: "season", languages: [{ languageCode: "fr", name: "Saison" }] },
    });
    expect(created.status).toBe(201);
    const group = adminTagGroup.parse(created.body);
    expect(group.languages).toEqual([{ languageCode: "fr", name: "Saison" }]);
    const tag = await api.call<AdminTag>("POST", "/admin/tag?expand=groupName", {
      token: manager,
      body: { key: "winter", slug: "winter", groupId: group.id },
    });
    expect(tag.body.groupName).toBe("Saison");

    const renamed = await api.call<AdminTagGroup>("PUT", `/admin/tag-group/${group.id}`, {
      token: manager,
      body: { key: "seasons", order: 5 },
    });
    expect(renamed.body).toMatchObject({ key: "seasons", order: 5 });
    expect(
      (await api.call<AdminTagGroup>("GET", `/admin/tag-group/${group.id}?expand=languages`, { token: manager })).body.languages,
    ).toEqual([]);

    expect((await api.call("DELETE", `/admin/tag-group/${group.id}`, { token: manager })).status).toBe(403);
    expect((await api.call("DELETE", `/admin/tag-group/${group.id}?expand=languages`, { token: admin })).status).toBe(204);
    expect((await api.call("GET", `/admin/tag-group/${group.id}`, { token: admin })).status).toBe(404);
    expect((await api.call<AdminTag>("GET", `/admin/tag/${tag.body.id}`, { token: admin })).body.groupId).toBeNull();
  });
});
