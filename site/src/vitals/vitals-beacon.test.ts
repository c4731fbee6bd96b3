import { describe, expect, it } from "vitest";
import type { VitalSample } from "@storyfront/schemas";
import { vitalsBodyLimitBytes, vitalsRoute } from "./vitals-beacon";
import type { NextRequest } from "next/server";
import { VitalsQueue } from "./vitals-queue";
import { BeaconLimits } from "./beacon-limits";

const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
const lcp = { name: "LCP", value: 1800, rating: "good", id: "v6-1-2", navigationType: "navigate", path: "/fr/solutions/fintech" };

function setup() {
  const sent: { target: string; samples: VitalSample[] }[] = [];
  const logged: string[] = [];
  const queue = new VitalsQueue(
    async (target, samples) => {
      sent.push({ target, samples });
    },
    { delayMs: 1, log: (message) => logged.push(message) },
  );
  const beacon = (body: BodyInit | null, over: { host?: string; headers?: Record<string, string> } = {}) => {
    const host = over.host ?? "storyfront.com";
    const request = new Request(`http://${host}/api/vitals`, {
      method: "POST",
      body,
      headers: {
        host,
        origin: `http://${host}`,
        "sec-fetch-site": "same-origin",
        "content-type": "application/json",
        "user-agent": iphone,
        ...over.headers,
      },
    });
    return vitalsRoute(queue)(request as NextRequest, undefined);
  };
  return { sent, logged, queue, beacon };
}

describe("POST /api/vitals", () => {
  it("answers 202 at once and hands page type, variant, locale and device class to the API, nothing personal", async () => {
    const { beacon, queue, sent } = setup();
    const cls = { ...lcp, name: "CLS", value: 0.3, rating: "poor", path: "/blog/holiday-calendar-mechanics" };
    const answer = await beacon(JSON.stringify([lcp, cls]), {
      headers: { cookie: "sf_client_uuid=0b6f2c1e-8a4d-4f3b-9c2e-5d7a1b3c4e5f", "x-forwarded-for": "203.0.113.9" },
    });
    expect(answer.status).toBe(202);
    expect(answer.headers.get("set-cookie")).toBeNull();
    await queue.drained();
    expect(sent).toEqual([
      {
        target: "https://api.storyfront.com",
        samples: [
          { name: "LCP", value: 1800, rating: "good", routeFamily: "solution", variant: "com", locale: "fr", device: "mobile" },
          { name: "CLS", value: 0.3, rating: "poor", routeFamily: "blog-article", variant: "com", locale: "en", device: "mobile" },
        ],
      },
    ]);
  });

  it("reads the ru variant and a desktop browser from the request", async () => {
    const { beacon, queue, sent } = setup();
    const desktop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";
    expect(
      (await beacon(JSON.stringify([{ ...lcp, path: "/pricing" }]), { host: "ru.localhost", headers: { "user-agent": desktop } })).status,
    ).toBe(202);
    await queue.drained();
    expect(sent[0]?.samples).toEqual([
      { name: "LCP", value: 1800, rating: "good", routeFamily: "pricing", variant: "ru", locale: "ru", device: "desktop" },
    ]);
  });

  it.each([
    ["not JSON", "{", 400],
    ["an object instead of a list", JSON.stringify(lcp), 422],
    ["an empty list", "[]", 422],
    ["an unknown metric", JSON.stringify([{ ...lcp, name: "FID" }]), 422],
    ["a path with a query string", JSON.stringify([{ ...lcp, path: "/sales?email=pat@example.com" }]), 422],
    ["another site's address", JSON.stringify([{ ...lcp, path: "https://evil.example/" }]), 422],
    ["21 metrics", JSON.stringify(Array.from({ length: 21 }, () => lcp)), 422],
  ])("refuses %s (%s)", async (_case, body, status) => {
    const { beacon, queue, sent } = setup();
    expect((await beacon(body)).status).toBe(status);
    await queue.drained();
    expect(sent).toEqual([]);
  });

  it("refuses a body over 8 KB with 413, counting while it reads even without a Content-Length", async () => {
    const { beacon, queue, sent } = setup();
    const padded = JSON.stringify([{ ...lcp, id: "x".repeat(100) }]).padEnd(vitalsBodyLimitBytes + 1, " ");
    expect((await beacon(padded)).status).toBe(413);
    // A stream has no length up front: the limit is counted chunk by chunk.
    let sentChunks = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sentChunks++;
        if (sentChunks > 100) controller.close();
        else controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    const streamed = await vitalsRoute(new VitalsQueue(async () => {}))(
      new Request("http://storyfront.com/api/vitals", {
        method: "POST",
        body: stream,
        duplex: "half",
        headers: { host: "storyfront.com", origin: "http://storyfront.com", "sec-fetch-site": "same-origin" },
      } as RequestInit) as NextRequest,
      undefined,
    );
    expect(streamed.status).toBe(413);
    expect(sentChunks).toBeLessThan(100);
    // Exactly at the limit is still read (and then judged on its content).
    expect((await beacon(JSON.stringify([lcp]).padEnd(vitalsBodyLimitBytes, " "))).status).toBe(202);
    await queue.drained();
    expect(sent).toHaveLength(1);
  });

  it("refuses other sites' pages, requests without an origin and unknown hosts (403)", async () => {
    const { beacon } = setup();
    const body = JSON.stringify([lcp]);
    expect((await beacon(body, { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await beacon(body, { headers: { origin: "https://evil.example", "sec-fetch-site": "" } })).status).toBe(403);
    expect((await beacon(body, { headers: { "sec-fetch-site": "same-site" } })).status).toBe(403);
    const bare = new Request("http://storyfront.com/api/vitals", { method: "POST", body, headers: { host: "storyfront.com" } });
    expect((await vitalsRoute(new VitalsQueue(async () => {}))(bare as NextRequest, undefined)).status).toBe(403);
    expect((await beacon(body, { host: "storyfront.com.evil.io" })).status).toBe(403);
  });

  it("answers 429 with Retry-After beyond a visitor's samples a minute, and queues nothing of those beacons", async () => {
    const sent: VitalSample[][] = [];
    const queue = new VitalsQueue(async (_target, samples) => void sent.push(samples), { delayMs: 1 });
    const limits = new BeaconLimits({ perVisitor: 20 }, () => 1_800_000_050_000);
    const route = vitalsRoute(queue, { limits });
    const beacon = (entries: number) =>
      route(
        new Request("http://storyfront.com/api/vitals", {
          method: "POST",
          body: JSON.stringify(Array.from({ length: entries }, () => lcp)),
          headers: {
            host: "storyfront.com",
            origin: "http://storyfront.com",
            "sec-fetch-site": "same-origin",
            "content-type": "application/json",
            cookie: "sf_client_uuid=0b6f2c1e-8a4d-4f3b-9c2e-5d7a1b3c4e5f",
          },
        }) as NextRequest,
        undefined,
      );
    expect((await beacon(15)).status).toBe(202);
    const refused = await beacon(6);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("10");
    expect(await refused.json()).toEqual({ message: "Too many reports from this visitor or address; they were not kept" });
    expect((await beacon(5)).status).toBe(202);
    await queue.drained();
    expect(sent.flat()).toHaveLength(20);
  });

  it("refuses beacons (503) while the site has no VITALS_SECRET: the API would take none of them", async () => {
    const { queue, sent } = setup();
    const route = vitalsRoute(queue, { switchedOff: () => true });
    const answer = await route(
      new Request("http://storyfront.com/api/vitals", {
        method: "POST",
        body: JSON.stringify([lcp]),
        headers: {
          host: "storyfront.com",
          origin: "http://storyfront.com",
          "sec-fetch-site": "same-origin",
          "content-type": "application/json",
        },
      }) as NextRequest,
      undefined,
    );
    expect(answer.status).toBe(503);
    await queue.drained();
    expect(sent).toEqual([]);
  });
});
