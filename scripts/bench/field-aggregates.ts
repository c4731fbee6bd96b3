// What the field data says, read the way the Speed screen reads it: GET /admin/vitals at the API, signed in as
// the demo administrator (the benchmarks run the API with its demo data on a scratch directory).
import type { AdminVitals } from "@storyfront/schemas";

/** The aggregates of the last day (both variants). */
export async function readFieldData(apiUrl: string): Promise<AdminVitals> {
  const login = await fetch(`${apiUrl}/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", password: "Demo-Admin-2026" }),
  });
  if (!login.ok) throw new Error(`Signing in to ${apiUrl} as the demo administrator answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const answer = await fetch(`${apiUrl}/admin/vitals?days=1`, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`GET ${apiUrl}/admin/vitals answered ${answer.status}`);
  return (await answer.json()) as AdminVitals;
}

/** Samples the API holds for the last day, all metrics together. */
export const sampleCount = (figures: AdminVitals) => figures.totals.reduce((sum, total) => sum + total.samples, 0);

/**
 * Polls until the API holds at least `atLeast` samples and the count has stopped growing (the site's queue sends
 * in batches, half a second apart at most), or `timeoutMs` pass; answers the last aggregates read.
 */
export async function settledFieldData(apiUrl: string, atLeast: number, timeoutMs = 60_000): Promise<AdminVitals> {
  let figures = await readFieldData(apiUrl);
  let steadySince = Date.now();
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const next = await readFieldData(apiUrl);
    if (sampleCount(next) !== sampleCount(figures)) steadySince = Date.now();
    figures = next;
    if (sampleCount(figures) >= atLeast && Date.now() - steadySince >= 1500) break;
  }
  return figures;
}
