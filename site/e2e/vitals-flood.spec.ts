// A flood of forged field data through the real site: 10,000 beacons under made-up addresses (X-Forwarded-For)
// and three client ids. The site's allowance per visitor and per address (site/src/vitals/beacon-limits.ts) turns
// nearly all of them away, and the API's daily cap per page type, variant and metric (api/src/vitals/vital-reservoir.ts)
// bounds the rows whatever gets through. On a stack of its own: the shared one lifts the allowances for the suite's
// one browser, and its home figures carry other specs' visits.
import { request as httpRequest, Agent } from "node:http";
import { expect } from "@playwright/test";
import type { AdminVitals } from "@storyfront/schemas";
import { vitalRating } from "@storyfront/schemas";
import { apiPort, sitePort, vitalsSecret } from "../playwright.config";
import { ApiPagesStack } from "./api-pages-stack";
import { test } from "./fixtures";

/** Samples per client id and minute: the site's default (beacon-limits.ts), which this stack keeps. */
const perVisitor = 20;
/** Samples per page type, variant, metric and day at the API (vital-reservoir.ts). */
const cap = 1000;

/** percentile_cont, as the API computes the p75. */
function percentile(values: number[], level: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = level * (sorted.length - 1);
  const below = Math.floor(position);
  const low = sorted[below] ?? Number.NaN;
  return low + ((sorted[below + 1] ?? low) - low) * (position - below);
}

test.describe("field data under a flood", () => {
  const stack = new ApiPagesStack(sitePort + 23, apiPort + 23);
  test.afterAll(() => stack.stopAll());

  test("10,000 forged beacons keep home's rows bounded and move its LCP p75 only within the stated bound", async () => {
    // Two servers to start and 10,000 requests on a small machine: counted, never timed.
    test.setTimeout(300_000);
    await stack.startApi();
    await stack.startSite();
    const api = `http://127.0.0.1:${stack.apiPort}`;

    // Real visits: 800 home LCPs of 1,000…4,995 ms, handed over as the site hands them (its VITALS_SECRET).
    const real = Array.from({ length: 800 }, (_, index) => 1000 + index * 5);
    const sample = (value: number) => ({
      name: "LCP",
      value,
      rating: vitalRating("LCP", value),
      routeFamily: "home",
      variant: "com",
      locale: "en",
      device: "desktop",
    });
    for (let start = 0; start < real.length; start += 200) {
      const answer = await fetch(`${api}/vitals`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-vitals-secret": vitalsSecret ?? "" },
        body: JSON.stringify({ samples: real.slice(start, start + 200).map(sample) }),
      });
      expect(answer.status).toBe(204);
    }
    const signIn = await fetch(`${api}/auth`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@example.com", password: "Demo-Admin-2026" }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const homeLcp = async () => {
      const figures = (await (
        await fetch(`${api}/admin/vitals?days=1`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as AdminVitals;
      return figures.rows.find((row) => row.routeFamily === "home" && row.variant === "com" && row.metric === "LCP");
    };
    expect(await homeLcp()).toMatchObject({ samples: 800, p75: percentile(real, 0.75) });

    // The flood: each beacon five home LCPs of 120 s (a page view's worth), a new address each time, three client ids.
    const clientIds = ["a", "b", "c"].map((letter) => `${letter.repeat(8)}-1111-4111-8111-111111111111`);
    const entries = Array.from({ length: 5 }, (_, n) => ({
      name: "LCP",
      value: 120_000,
      rating: "poor",
      id: `v5-flood-${n}`,
      navigationType: "navigate",
      path: "/",
    }));
    const body = JSON.stringify(entries);
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    const host = `localhost:${stack.sitePort}`;
    const beacon = (n: number) =>
      new Promise<number>((resolve, reject) => {
        const call = httpRequest(
          {
            host: "127.0.0.1",
            port: stack.sitePort,
            path: "/api/vitals",
            method: "POST",
            agent,
            headers: {
              host,
              origin: `http://${host}`,
              "sec-fetch-site": "same-origin",
              "content-type": "application/json",
              "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              cookie: `sf_client_uuid=${clientIds[n % clientIds.length]}`,
            },
          },
          (answer) => {
            answer.resume();
            answer.on("end", () => resolve(answer.statusCode ?? 0));
          },
        );
        call.on("error", reject);
        call.end(body);
      });
    const statuses = new Map<number, number>();
    const firstMinute = Math.floor(Date.now() / 60_000);
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < 10_000) {
          const status = await beacon(next++);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const minutes = Math.floor(Date.now() / 60_000) - firstMinute + 1;
    agent.destroy();

    // The site's allowance: per client id and minute of the clock, whatever address each beacon claimed.
    const accepted = statuses.get(202) ?? 0;
    const mostAccepted = (clientIds.length * minutes * perVisitor) / entries.length;
    expect(accepted, JSON.stringify([...statuses])).toBeLessThanOrEqual(mostAccepted);
    expect(accepted + (statuses.get(429) ?? 0)).toBe(10_000);

    // What got through reaches the API (the site's queue sends within a second), and nothing more.
    const flooded = accepted * entries.length;
    await expect.poll(async () => (await homeLcp())?.samples, { timeout: 20_000 }).toBe(Math.min(cap, real.length + flooded));
    const after = await homeLcp();
    // Rows bounded: at most the cap for the day, here 800 real plus at most 3 × 20 samples per minute.
    expect(after?.samples).toBeLessThanOrEqual(cap);
    // The stated bound: the flood's samples lie above every real one, so the p75 becomes the real samples' quantile
    // 0.75 × (N + F) / N at most (N real, F forged; up to three minutes the 800 + 180 stay below the cap, so
    // nothing is sampled out) — the p75 of the real values with the most forged ones the allowance lets through.
    // Before the allowance all 50,000 got through and the p75 was the forged 120 s.
    const bound = percentile([...real, ...Array.from({ length: clientIds.length * minutes * perVisitor }, () => 120_000)], 0.75);
    expect(after?.p75).toBeLessThanOrEqual(bound);
    expect(bound).toBeLessThan(Math.max(...real));
  });
});
