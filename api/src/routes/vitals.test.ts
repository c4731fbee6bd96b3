import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminVitals, vitalRating, vitalsSecretHeader, type AdminVitals, type VitalName, type VitalSample } from "@storyfront/schemas";
import { backends, demo, startTestApi, type TestApi } from "../test/harness";

const sample = (name: VitalName, value: number, more: Partial<VitalSample> = {}): VitalSample => ({
  name,
  value,
  rating: vitalRating(name, value),
  routeFamily: "home",
  variant: "com",
  locale: "en",
  device: "mobile",
  ...more,
});

const day = 86_400;
const vitalsSecret = "field-data-test-secret-0123";
const fromSite = { [vitalsSecretHeader]: vitalsSecret };

describe.each(backends)("field data on %s", (backend) => {
  let api: TestApi;
  let manager: string;
  let admin: string;
  const report = (samples: unknown) => api.call("POST", "/vitals", { body: { samples }, headers: fromSite });
  const read = (query = "", token = admin) => api.call<AdminVitals>("GET", `/admin/vitals${query}`, { token });

  beforeAll(async () => {
    api = await startTestApi(backend, { vitalsSecret });
    manager = (await api.signIn(demo.manager.email, demo.manager.password)).token;
    admin = (await api.signIn(demo.admin.email, demo.admin.password)).token;
    // Ten days ago: one home LCP that only the 28-day period sees.
    api.clock.now -= 10 * day;
    expect((await report([sample("LCP", 9000)])).status).toBe(204);
    api.clock.now += 10 * day - 2 * day;
    // Two days ago: LCPs 1000…4000 on home (com), seen by the 7- and 28-day periods.
    expect((await report([1000, 2000, 3000, 4000].map((value) => sample("LCP", value)))).status).toBe(204);
    api.clock.now += 2 * day;
    // Today: LCPs 1000…8000 on home (com, p75 by linear interpolation 6250), CLS on a ru blog article.
    expect((await report([1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000].map((value) => sample("LCP", value)))).status).toBe(204);
    const ruArticle = { routeFamily: "blog-article", variant: "ru", locale: "ru", device: "desktop" } as const;
    expect((await report([0, 0.05, 0.2, 0.3].map((value) => sample("CLS", value, ruArticle)))).status).toBe(204);
  });
  afterAll(() => api?.close());

  it("answers p75 and the rating shares per metric, page type and variant for the last day", async () => {
    const answer = await read("?days=1");
    expect(answer.status).toBe(200);
    const figures = adminVitals.parse(answer.body);
    expect(figures.days).toBe(1);
    expect(figures.variant).toBeNull();
    expect(figures.rows).toEqual([
      {
        routeFamily: "blog-article",
        variant: "ru",
        metric: "CLS",
        samples: 4,
        p75: expect.closeTo(0.225, 9),
        good: 0.5,
        needsImprovement: 0.25,
        poor: 0.25,
      },
      { routeFamily: "home", variant: "com", metric: "LCP", samples: 8, p75: 6250, good: 0.25, needsImprovement: 0.25, poor: 0.5 },
    ]);
    expect(figures.totals.map((total) => [total.metric, total.samples, total.p75])).toEqual([
      ["LCP", 8, 6250],
      ["CLS", 4, expect.closeTo(0.225, 9)],
    ]);
  });

  it("widens to 7 and 28 days, and gives the daily p75 per metric for the charts", async () => {
    const week = adminVitals.parse((await read("?days=7")).body);
    // 1000, 1000, 2000, 2000, 3000, 3000, 4000, 4000, 5000, 6000, 7000, 8000: p75 at position 8.25 → 4000 + 0.25 × 1000.
    expect(week.totals.find((total) => total.metric === "LCP")).toMatchObject({ samples: 12, p75: 5250 });
    expect(week.series.filter((point) => point.metric === "LCP")).toEqual([
      { metric: "LCP", day: "2026-11-20", samples: 4, p75: 3250 },
      { metric: "LCP", day: "2026-11-22", samples: 8, p75: 6250 },
    ]);
    const month = adminVitals.parse((await read("?days=28")).body);
    expect(month.totals.find((total) => total.metric === "LCP")?.samples).toBe(13);
    expect(month.series.filter((point) => point.metric === "LCP").map((point) => point.day)).toEqual([
      "2026-11-12",
      "2026-11-20",
      "2026-11-22",
    ]);
  });

  it("filters by site variant", async () => {
    const ru = adminVitals.parse((await read("?days=28&variant=ru", manager)).body);
    expect(ru.variant).toBe("ru");
    expect(ru.rows.map((row) => [row.routeFamily, row.metric])).toEqual([["blog-article", "CLS"]]);
    expect(ru.series.every((point) => point.metric === "CLS")).toBe(true);
  });

  it("refuses samples that are not field data (422) and stores nothing from them", async () => {
    const before = adminVitals.parse((await read("?days=1")).body).totals.reduce((sum, total) => sum + total.samples, 0);
    const refused = [
      [],
      [{ ...sample("LCP", 1000), name: "FID" }],
      [{ ...sample("LCP", 1000), rating: "poor" }],
      [sample("INP", 1e9)],
      [{ ...sample("TTFB", 100), device: "smart-fridge" }],
      [{ ...sample("TTFB", 100), routeFamily: "/blog/secret" }],
      Array.from({ length: 201 }, () => sample("FCP", 900)),
    ];
    for (const samples of refused) expect((await report(samples)).status, JSON.stringify(samples).slice(0, 80)).toBe(422);
    expect((await api.call("POST", "/vitals", { body: {}, headers: fromSite })).status).toBe(422);
    const after = adminVitals.parse((await read("?days=1")).body).totals.reduce((sum, total) => sum + total.samples, 0);
    expect(after).toBe(before);
  });

  it("validates the period", async () => {
    const answer = await api.call<{ errors: { field: string }[] }>("GET", "/admin/vitals?days=30", { token: admin });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0]?.field).toBe("days");
  });

  it("shows the aggregates to managers and administrators only (403), and to no visitor (401)", async () => {
    const user = await api.signIn(demo.user.email, demo.user.password);
    const editor = await api.signIn(demo.editor.email, demo.editor.password, demo.editor.twoFactorSecret);
    for (const token of [user.token, editor.token]) expect((await read("", token)).status).toBe(403);
    expect((await api.call("GET", "/admin/vitals")).status).toBe(401);
  });

  it("deletes samples older than 35 days as new ones arrive", async () => {
    api.clock.now += 30 * day;
    expect((await report([sample("TTFB", 120)])).status).toBe(204);
    const [{ count } = { count: -1 }] = await api.database.query<{ count: number }>(
      "select count(*)::int as count from web_vital_sample where metric = 'LCP'",
    );
    // The sample from ten days before the start is now 40 days old and gone; the ones from two days before (32 days) stay.
    expect(count).toBe(12);
  });
});
