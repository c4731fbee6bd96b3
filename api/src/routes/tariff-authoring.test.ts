import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminTariffList,
  displayedTariffList,
  pageConflict,
  type AdminTariffList,
  type AuthoredTariff,
  type DisplayedTariff,
  type TariffFieldsInput,
} from "@storyfront/schemas";
import { hashPassword } from "../auth/password";
import { backends, demo, startTestApi, testScryptCost, type TestApi } from "../test/harness";

type ErrorBody = { message: string; errors?: { field: string; message: string }[] };

const newTariff = (name: string, overrides: Partial<TariffFieldsInput> = {}): TariffFieldsInput => ({
  cost_numeric: 1299,
  button_link: "/sales",
  translations: [
    {
      language: "en",
      name,
      description: "For the very largest audiences.",
      cost: "$1,299/mo",
      options_title: "Everything in 500K, plus",
      options: ["Dedicated success team", "Quarterly reviews"],
      button_text: "Talk to us",
    },
    { language: "fr", name: `${name} (fr)`, cost: "1 299 $/mois", options: ["Équipe dédiée"], button_text: "Parlons-en" },
  ],
  ...overrides,
});

/** A user with only these admin permissions, signed in. */
async function signInWith(api: TestApi, username: string, permissions: string[]) {
  await api.database.query(
    `insert into app_user (username, email, password_hash, first_name, last_name, admin_permissions, created_at, confirmed_at)
     values ($1, $2, $3, $4, 'Tester', $5::text[], 0, 0)`,
    [username, `${username}@example.com`, await hashPassword("Tariff-Test-2026", testScryptCost), username, permissions],
  );
  return (await api.signIn(`${username}@example.com`, "Tariff-Test-2026")).token;
}

describe.each(backends)("tariff authoring on %s", (backend) => {
  let api: TestApi;
  let viewer: string;
  let tariffEditor: string;
  let manager: string;
  let admin: string;
  let pageEditor: string;
  let user: string;

  const list = async (token = tariffEditor) =>
    adminTariffList.parse((await api.call<AdminTariffList>("GET", "/admin/tariff", { token })).body);
  const displayed = async (lang = "en") =>
    displayedTariffList.parse((await api.call<DisplayedTariff[]>("GET", "/tariff-displayed", { lang })).body);
  const create = (name: string, overrides: Partial<TariffFieldsInput> = {}, token = tariffEditor) =>
    api.call<AuthoredTariff>("POST", "/admin/tariff", { token, body: newTariff(name, overrides) });
  const count = async () => (await api.database.query<{ n: number }>("select count(*)::int as n from displayed_tariff"))[0]?.n;

  beforeAll(async () => {
    api = await startTestApi(backend);
    viewer = await signInWith(api, "viewer", ["tariff-view"]);
    tariffEditor = await signInWith(api, "pricer", ["tariff-edit"]);
    pageEditor = await signInWith(api, "writer", ["page-edit"]);
    manager = (await api.signIn(demo.manager.email, demo.manager.password)).token;
    admin = (await api.signIn(demo.admin.email, demo.admin.password)).token;
    user = (await api.signIn(demo.user.email, demo.user.password)).token;
  });
  afterAll(() => api?.close());

  it("lets tariff-view, tariff-edit, managers and administrators read the list; tariff-edit and administrators change it", async () => {
    expect((await api.call("GET", "/admin/tariff")).status).toBe(401);
    expect((await api.call("GET", "/admin/tariff", { token: user })).status).toBe(403);
    expect((await api.call("GET", "/admin/tariff", { token: pageEditor })).status).toBe(403);
    expect((await list(viewer)).canEdit).toBe(false);
    expect((await list(manager)).canEdit).toBe(false);
    expect((await list(tariffEditor)).canEdit).toBe(true);
    expect((await list(admin)).canEdit).toBe(true);

    const writes = [
      ["POST", "/admin/tariff", newTariff("Refused")],
      ["PUT", "/admin/tariff/1", { ...newTariff("Refused"), baseVersion: 1 }],
      ["DELETE", "/admin/tariff/1", undefined],
      ["PUT", "/admin/tariff-order", { ids: [1] }],
      ["PUT", "/admin/tariff-featured", { id: 1 }],
    ] as const;
    const before = await displayed();
    for (const [method, path, body] of writes) {
      expect((await api.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      for (const token of [user, viewer, manager, pageEditor]) {
        expect((await api.call(method, path, { body, token })).status, `${method} ${path}`).toBe(403);
      }
    }
    expect(await displayed()).toEqual(before);
  });

  it("lists every tariff with English first and the other languages it has", async () => {
    const { tariffs } = await list(viewer);
    expect(tariffs.map((tariff) => tariff.translations[0]?.name)).toEqual([
      "Below 100K MAU",
      "Below 250K MAU",
      "Below 500K MAU",
      "1M+ MAU",
    ]);
    expect(tariffs[0]?.translations.map((translation) => translation.language)).toEqual(["en", "de", "es", "fr", "ru"]);
    expect(tariffs.filter((tariff) => tariff.featured)).toHaveLength(1);
  });

  it("creates a tariff last on the pricing page, in English and French, English where untranslated", async () => {
    const created = await create("2M+ MAU");
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ version: 1, featured: false, cost_numeric: 1299, updatedBy: { name: "pricer Tester" } });
    expect((await displayed()).at(-1)).toMatchObject({
      id: created.body.id,
      name: "2M+ MAU",
      cost: "$1,299/mo",
      cost_numeric: 1299,
      button: { text: "Talk to us", link: "/sales" },
      featured: false,
    });
    expect((await displayed("fr")).at(-1)).toMatchObject({ name: "2M+ MAU (fr)", cost: "1 299 $/mois", options: ["Équipe dédiée"] });
    expect((await displayed("de")).at(-1)).toMatchObject({ name: "2M+ MAU", cost: "$1,299/mo" });
  });

  it("refuses cost texts that do not show cost_numeric, wrong types and unknown fields, naming each, storing nothing", async () => {
    const before = await count();
    const wrongPrice = await api.call<ErrorBody>("POST", "/admin/tariff", {
      token: tariffEditor,
      body: newTariff("Mismatch", { cost_numeric: 1499 }),
    });
    expect(wrongPrice.status).toBe(422);
    expect(wrongPrice.body.errors).toEqual([
      { field: "translations.0.cost", message: "must show the price 1499 (cost_numeric)" },
      { field: "translations.1.cost", message: "must show the price 1499 (cost_numeric)" },
    ]);
    const onRequest = await create("On request", { cost_numeric: 0 });
    expect(onRequest.status).toBe(422);
    expect((onRequest.body as unknown as ErrorBody).errors?.[0]).toEqual({
      field: "translations.0.cost",
      message: "must show no price when cost_numeric is 0 (on request)",
    });
    const strange = await api.call<ErrorBody>("POST", "/admin/tariff", {
      token: tariffEditor,
      body: { ...newTariff("Strange"), cost_numeric: "599", ribbon: true, button_link: "javascript:alert(1)" },
    });
    expect(strange.status).toBe(422);
    expect(strange.body.errors?.map((error) => error.field)).toEqual(expect.arrayContaining(["cost_numeric", "ribbon", "button_link"]));
    const noEnglish = await create("No English", {
      translations: [{ language: "fr", name: "Sans anglais", cost: "1 299 $", button_text: "Go" }],
    });
    expect((noEnglish.body as unknown as ErrorBody).errors?.map((error) => error.field)).toEqual(["translations"]);
    expect(await count()).toBe(before);
  });

  it("saves a tariff over its version, and answers 409 with who changed it to a stale save", async () => {
    const { tariffs } = await list();
    const first = tariffs[0]!;
    api.clock.now += 30;
    const saved = await api.call<AuthoredTariff>("PUT", `/admin/tariff/${first.id}`, {
      token: admin,
      body: {
        cost_numeric: 649,
        button_link: first.button_link,
        translations: first.translations.map((translation) => ({ ...translation, cost: translation.cost.replace("599", "649") })),
        baseVersion: first.version,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, cost_numeric: 649, updatedBy: { name: "Ada Keeper" }, updatedAt: api.clock.now });
    expect((await displayed("ru"))[0]).toMatchObject({ cost: "$649/мес.", cost_numeric: 649 });

    const stale = await api.call<ErrorBody>("PUT", `/admin/tariff/${first.id}`, {
      token: tariffEditor,
      body: { cost_numeric: 599, button_link: "/sales", translations: first.translations, baseVersion: first.version },
    });
    expect(stale.status).toBe(409);
    expect(pageConflict.parse(stale.body)).toMatchObject({ version: 2, changedBy: { name: "Ada Keeper" }, changedAt: api.clock.now });
    expect((await displayed())[0]?.cost_numeric).toBe(649);
  });

  it("features at most one tariff: featuring one takes the flag from the other, null features none", async () => {
    const { tariffs } = await list();
    const last = tariffs.at(-1)!;
    const featured = await api.call<AdminTariffList>("PUT", "/admin/tariff-featured", { token: tariffEditor, body: { id: last.id } });
    expect(featured.status).toBe(200);
    expect(featured.body.tariffs.filter((tariff) => tariff.featured).map((tariff) => tariff.id)).toEqual([last.id]);
    expect((await displayed()).filter((tariff) => tariff.featured).map((tariff) => tariff.id)).toEqual([last.id]);
    const unknown = await api.call<ErrorBody>("PUT", "/admin/tariff-featured", { token: tariffEditor, body: { id: 999999 } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.[0]?.field).toBe("id");
    await api.call("PUT", "/admin/tariff-featured", { token: tariffEditor, body: { id: null } });
    expect((await displayed()).some((tariff) => tariff.featured)).toBe(false);
  });

  it("reorders the tariffs and deletes one: the pricing page follows", async () => {
    const ids = (await list()).tariffs.map((tariff) => tariff.id);
    const reversed = [...ids].reverse();
    const answer = await api.call<AdminTariffList>("PUT", "/admin/tariff-order", { token: tariffEditor, body: { ids: reversed } });
    expect(answer.status).toBe(200);
    expect((await displayed()).map((tariff) => tariff.id)).toEqual(reversed);
    expect((await api.call("PUT", "/admin/tariff-order", { token: tariffEditor, body: { ids: reversed.slice(1) } })).status).toBe(409);

    expect((await api.call("DELETE", `/admin/tariff/${reversed[0]}`, { token: tariffEditor })).status).toBe(204);
    expect((await displayed()).map((tariff) => tariff.id)).toEqual(reversed.slice(1));
    expect((await api.call("GET", `/admin/tariff/${reversed[0]}`, { token: tariffEditor })).status).toBe(404);
  });
});
