// Random URLs and queries over every host and route family (deterministic seed, bounded time): no answer
// is a 5xx and no answer reflects markup from the request. Malformed percent-encoding, NUL bytes, overlong
// paths and look-alike hosts included.
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { inBatches, plainGet } from "./plain-http";
import { fuzzCase, fuzzCaseCount, fuzzSeed, random } from "./url-fuzz-cases";

test("random URLs and queries on every host: no 5xx, no reflected markup", async () => {
  test.setTimeout(300_000);
  const next = random(fuzzSeed);
  const cases = Array.from({ length: fuzzCaseCount }, (_, index) => fuzzCase(next, index));
  const started = Date.now();
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  await inBatches(cases, 6, async ({ host, target, marker }) => {
    let response;
    try {
      response = await plainGet(host, target, undefined, 30_000);
    } catch (error) {
      failures.push(`${host}${target.slice(0, 200)}: no answer (${String(error)})`);
      return;
    }
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    if (response.status >= 500) failures.push(`${host}${target.slice(0, 200)}: ${response.status}`);
    // Raw markup only: the same text escaped inside JSON or an attribute is data, not markup.
    if (
      response.body.includes(`<${marker}`) ||
      response.body.includes(`<img src=x onerror=${marker}`) ||
      response.body.includes(`<script>${marker}`)
    ) {
      failures.push(`${host}${target.slice(0, 200)}: reflects markup`);
    }
  });
  const summary = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");
  console.log(`url fuzz: ${cases.length} cases (seed ${fuzzSeed}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary}`);
  expect(failures).toEqual([]);
});
