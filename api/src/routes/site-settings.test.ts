import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCalls, displayedTariffList, landingConfig, salesLogic, storyStyles } from "@storyfront/schemas";
import { backends, startTestApi, type TestApi } from "../test/harness";

describe.each(backends)("site settings on %s", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api?.close());

  it("answers health with the storage kind", async () => {
    const answer = await api.call("GET", "/health");
    expect(answer).toMatchObject({ status: 200, body: { status: "ok", database: backend } });
  });

  it("answers the landing config", async () => {
    const answer = await api.call("GET", "/lp/config?format=json");
    expect(landingConfig.parse(answer.body).link).toBe("/white-papers/gamification-holiday-report");
    expect((await api.call("GET", "/lp/config?format=xml")).status).toBe(422);
  });

  it("answers the displayed tariffs of spec §9", async () => {
    const tariffs = displayedTariffList.parse((await api.call("GET", "/tariff-displayed")).body);
    expect(tariffs.map((t) => [t.name, t.cost])).toEqual([
      ["Below 100K MAU", "$599/mo"],
      ["Below 250K MAU", "$699/mo"],
      ["Below 500K MAU", "$999/mo"],
      ["1M+ MAU", "On request"],
    ]);
    expect(tariffs.map((t) => t.cost_numeric)).toEqual([599, 699, 999, 0]);
  });

  it("answers the tariffs' texts in the lang language, with the same figures, links and featured card", async () => {
    const english = displayedTariffList.parse((await api.call("GET", "/tariff-displayed")).body);
    const french = displayedTariffList.parse((await api.call("GET", "/tariff-displayed", { lang: "fr" })).body);
    const russian = displayedTariffList.parse((await api.call("GET", "/tariff-displayed", { lang: "ru" })).body);
    expect(french.map((t) => [t.name, t.cost, t.button.text])).toEqual([
      ["Moins de 100K MAU", "599 $/mois", "Commencer l'essai gratuit"],
      ["Moins de 250K MAU", "699 $/mois", "Commencer l'essai gratuit"],
      ["Moins de 500K MAU", "999 $/mois", "Commencer l'essai gratuit"],
      ["1M+ MAU", "Sur devis", "Demander une démo"],
    ]);
    expect(russian[1]?.options).toEqual(["Мини-игры и викторины", "Сегменты аудитории", "Приоритетная поддержка"]);
    for (const translated of [french, russian]) {
      expect(translated.map((t) => [t.id, t.cost_numeric, t.featured, t.button.link])).toEqual(
        english.map((t) => [t.id, t.cost_numeric, t.featured, t.button.link]),
      );
    }
  });

  it("answers the sales logic for a visitor address", async () => {
    const team = await api.call("GET", "/sales-logic?user_ip=203.0.113.7");
    expect(salesLogic.parse(team.body).behavior.salesLogic).toBe("salesTeam");
    const other = await api.call("GET", "/sales-logic?user_ip=198.51.100.4");
    expect(salesLogic.parse(other.body).behavior.salesLogic).toBe("default");
    const v6 = await api.call("GET", "/sales-logic?user_ip=2001:db8::1");
    expect(salesLogic.parse(v6.body).behavior.salesLogic).toBe("default");
    const caller = await api.call("GET", "/sales-logic");
    expect(caller.status).toBe(200);
    const bad = await api.call<{ errors: { field: string; message: string }[] }>("GET", "/sales-logic?user_ip=300.1.1.1");
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ field: "user_ip", message: "must be an IPv4 or IPv6 address" }]);
  });

  it("answers a project's story styles by slug or id", async () => {
    const bySlug = storyStyles.parse((await api.call("GET", "/project/demo-shop/story-styles")).body);
    expect(bySlug.content).toContain(".story-title");
    const byId = await api.call("GET", "/project/1/story-styles");
    expect(byId.body).toEqual(bySlug);
    const missing = await api.call<{ message: string }>("GET", "/project/nope/story-styles");
    expect(missing.status).toBe(404);
  });

  it("serves an OpenAPI document naming every call", async () => {
    const answer = await api.call<{ openapi: string; paths: Record<string, Record<string, unknown>> }>("GET", "/openapi.json");
    expect(answer.body.openapi).toBe("3.1.0");
    const calls = Object.entries(answer.body.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    for (const call of [
      "GET /page",
      "POST /page/{id}",
      "POST /page/{id}/event/read",
      "GET /category",
      "GET /category/{id}",
      "GET /lp/config",
      "GET /tariff-displayed",
      "POST /auth",
      "GET /auth",
      "PATCH /auth",
      "DELETE /auth",
      "PUT /profile",
      "GET /sales-logic",
      "GET /project/{id}/story-styles",
      "GET /admin/tag",
      "POST /admin/tag",
      "PUT /admin/tag/{id}",
      "DELETE /admin/tag/{id}",
      "GET /admin/tag-group",
      "POST /admin/tag-group",
      "PUT /admin/tag-group/{id}",
      "DELETE /admin/tag-group/{id}",
      "POST /lead",
      "GET /invite/{code}",
      "POST /invite/{code}/accept",
    ]) {
      expect(calls).toContain(call);
    }
    for (const call of Object.values(apiCalls)) expect(calls).toContain(`${call.method} ${call.path}`);
    const list = answer.body.paths["/page"]?.get as { parameters: { name: string }[] };
    expect(list.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(["type", "page", "per-page", "expand", "sort", "q", "recommend", "category", "lang"]),
    );
  });
});
